import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './lazy-screen.ts';
import { RouteError } from './RouteError.tsx';

function renderThrowing(error: Error) {
  const Broken = () => {
    throw error;
  };
  const router = createMemoryRouter([
    { path: '/', element: <Broken />, errorElement: <RouteError /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  // React and the router report caught render errors on the console; the page is what matters.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the Russian uncaught-error page and no internals', async () => {
    renderThrowing(new Error('TypeError: cannot read properties of undefined (secret.sql)'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Непредвиденная ошибка приложения!',
    );
    expect(document.body.textContent).not.toContain('secret.sql');
    expect(document.title).toBe('Непредвиденная ошибка приложения! — Пересадка');
  });

  it('offers a reload when a screen could not be downloaded', async () => {
    renderThrowing(new ChunkLoadError('timeout'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Не удалось загрузить часть приложения',
    );
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
  });
});
