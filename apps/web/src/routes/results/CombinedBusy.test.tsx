import { addDays, toIsoDate, todayIn } from '@peresadka/contracts/dates';
import { AppError } from '@peresadka/contracts/errors';
import type { CombinedRoute, SearchResponse } from '@peresadka/contracts/search-results';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { trip, tripPlaneLeg } from '../../components/trip/trip-fixtures.test-support.ts';
import { setPhoneWidth } from '../../test-support/viewport.ts';
import { ResultsScreen } from './ResultsScreen.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const BUSY =
  'Сейчас ищется слишком много маршрутов с пересадками. Повторите поиск через несколько секунд.';
const combinedRoute: CombinedRoute = { ...trip, route_id: 'combined-route' };

/** The server full of combined searches: the tabs of one mode answered, the combined one not. */
const refusedAnswer = (retryAfter: number): SearchResponse => ({
  airplane: [{ ...tripPlaneLeg, route_id: 'flight', price: 900_000 }],
  train: [],
  bus: [],
  combined_route: null,
  combined_error: { error_message: BUSY, retry_after: retryAfter },
});

/** The combined tab of a search from a link, opened. */
async function openCombinedTab() {
  const date = toIsoDate(addDays(todayIn('Europe/Moscow', new Date()), 1));
  const router = createMemoryRouter([{ path: '/results', element: <ResultsScreen /> }], {
    initialEntries: [`/results?from=Москва&to=Казань&date=${date}&adults=1&tab=COMBINED`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return within(await screen.findByRole('tabpanel'));
}

describe('the combined tab while the server is too busy for it', () => {
  beforeEach(() => setPhoneWidth(false));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('says so in Russian, keeps the other tabs, and searches again on «Повторить»', async () => {
    const user = userEvent.setup();
    let accept = false;
    const server = fakeServer({
      searchRoutes: () => refusedAnswer(30),
      dayPrices: () => ({ days: [] }),
      startCombinedSearch: () => {
        if (!accept) throw new AppError('unavailable', 'HTTP 503', { userMessage: BUSY });
        return { combined_route: 'restarted' };
      },
      combinedRoutes: ({ params }) => {
        expect(params.id).toBe('restarted');
        return { routes: [combinedRoute] };
      },
    });
    const panel = await openCombinedTab();
    await panel.findByText(BUSY);
    expect(panel.getByText('Повторим поиск сами через 30 с.')).toBeTruthy();

    // Still full: the message stays and the button still works.
    await user.click(panel.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(server.count('startCombinedSearch')).toBe(1));
    expect(panel.getByText(BUSY)).toBeTruthy();

    accept = true;
    await user.click(panel.getByRole('button', { name: 'Повторить' }));
    await panel.findByRole('article');
    expect(panel.queryByText(BUSY)).toBeNull();
    // The flight tab answered all along.
    await user.click(screen.getByRole('tab', { name: 'Самолёт' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('starts the combined search again by itself after the server’s Retry-After', async () => {
    const server = fakeServer({
      searchRoutes: () => refusedAnswer(1),
      dayPrices: () => ({ days: [] }),
      startCombinedSearch: () => ({ combined_route: 'restarted' }),
      combinedRoutes: () => ({ routes: [combinedRoute] }),
    });
    const panel = await openCombinedTab();
    await panel.findByText('Повторим поиск сами через 1 с.');
    expect(server.count('startCombinedSearch')).toBe(0);
    await waitFor(() => expect(panel.getByRole('article')).toBeTruthy(), { timeout: 3000 });
    expect(server.count('startCombinedSearch')).toBe(1);
  });
});
