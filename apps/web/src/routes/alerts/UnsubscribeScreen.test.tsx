import { alertMessages } from '@peresadka/contracts/alerts';
import { AppError } from '@peresadka/contracts/errors';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { UnsubscribeScreen } from './UnsubscribeScreen.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const TOKEN = 'x'.repeat(43);

function open() {
  const router = createMemoryRouter(
    [{ path: '/alerts/unsubscribe/:token', element: <UnsubscribeScreen /> }],
    { initialEntries: [`/alerts/unsubscribe/${TOKEN}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the unsubscribe page of an alert letter', () => {
  afterEach(cleanup);

  it('asks first, then switches the alerts off by the link’s token', async () => {
    const server = fakeServer({
      unsubscribeAlerts: ({ body }) => {
        expect(body).toEqual({ token: TOKEN });
        return { detail: alertMessages.unsubscribed };
      },
    });
    open();
    expect(server.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Отписаться' }));
    expect((await screen.findByRole('status')).textContent).toBe(alertMessages.unsubscribed);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the link is not valid', async () => {
    fakeServer({
      unsubscribeAlerts: () => {
        throw new AppError('not_found', 'Unknown token', { userMessage: alertMessages.badLink });
      },
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Отписаться' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ссылка недействительна');
  });
});
