import { refundRuleTables } from '@peresadka/contracts/refund-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HelpScreen } from './HelpScreen.tsx';
import { helpTopics } from './topics.ts';
import { setPhoneWidth } from '../../test-support/viewport.ts';

let queryClient: QueryClient;

function openHelp(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/help/:topic?', element: <HelpScreen /> },
      { path: '/feedback', element: <p>Форма поддержки</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const menu = () => screen.getByRole('navigation', { name: 'Разделы помощи' });

describe('HelpScreen', () => {
  beforeEach(() => {
    queryClient = new QueryClient();
    setPhoneWidth(false);
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });

  it('lists every topic as a link to its own address and marks the open one', () => {
    openHelp('/help/train-refund');
    const links = within(menu()).getAllByRole('link');
    for (const topic of helpTopics)
      expect(links.some((l) => l.getAttribute('href') === `/help/${topic.slug}`)).toBe(true);
    const current = within(menu()).getAllByRole('link', { current: 'page' });
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute('href')).toBe('/help/train-refund');
    expect(current[0]!.textContent).toBe('Возврат (Ж/д билеты)');
    expect(screen.getByRole('heading', { level: 2, name: 'Возврат ж/д билета' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: 'Написать в поддержку' })).toBeTruthy();
  });

  it('opens at /help with the front page and no topic marked', () => {
    openHelp('/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Помощь' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Справочный центр' })).toBeTruthy();
    expect(within(menu()).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('says so for an unknown topic', () => {
    openHelp('/help/no-such-topic');
    expect(screen.getByRole('heading', { level: 2, name: 'Статья не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'откройте начало справки' })).toBeTruthy();
  });

  it('moves to the chosen topic and its heading', async () => {
    const router = openHelp('/help/about');
    await userEvent.click(within(menu()).getByRole('link', { name: 'Избранное (Личный кабинет)' }));
    expect(router.state.location.pathname).toBe('/help/account-favorites');
    const heading = screen.getByRole('heading', { level: 2, name: 'Избранные маршруты' });
    expect(document.activeElement).toBe(heading);
  });

  it('folds the menu on phones and folds it again once a topic is chosen', async () => {
    setPhoneWidth(true);
    const router = openHelp('/help');
    const toggle = within(menu()).getByRole('button', { name: 'Разделы помощи' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu()).queryAllByRole('link')).toHaveLength(0);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(
      within(menu()).getByRole('link', { name: 'Возврат (Автобусные билеты)' }),
    );
    expect(router.state.location.pathname).toBe('/help/bus-refund');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu()).queryAllByRole('link')).toHaveLength(0);
  });

  it.each([
    ['train-refund', 'TRAIN'],
    ['bus-refund', 'BUS'],
    ['avia-refund', 'PLANE'],
  ] as const)('prints %s’s refund rules from the rules the server applies', (slug, mode) => {
    openHelp(`/help/${slug}`);
    const rules = screen.getByRole('region', { name: 'Сколько вернут' });
    const rows = within(rules).getAllByRole('row').slice(1);
    const cells = rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual(refundRuleTables[mode].map((row) => [row.when, row.back, row.kept]));
    expect(within(rows[0]!).getByRole('rowheader')).toBeTruthy();
  });

  it('prints no refund rules under other topics', () => {
    openHelp('/help/account-trips');
    expect(screen.queryByRole('region', { name: 'Сколько вернут' })).toBeNull();
  });
});
