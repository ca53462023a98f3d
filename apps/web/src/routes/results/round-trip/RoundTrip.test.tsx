import { addDays, toIsoDate, todayIn } from '@peresadka/contracts/dates';
import type { SearchResponse } from '@peresadka/contracts/search-results';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../../api/query-client.ts';
import { tripPlaneLeg, tripTrainLeg } from '../../../components/trip/trip-fixtures.test-support.ts';
import { chosenTrip } from '../../../state/read-chosen-trip.ts';
import { setPhoneWidth } from '../../../test-support/viewport.ts';
import { ResultsScreen } from '../ResultsScreen.tsx';

vi.mock('../../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const today = todayIn('Europe/Moscow', new Date());
const there = toIsoDate(addDays(today, 2));
const back = toIsoDate(addDays(today, 4));

/** The flight there lands at 09:00 on 1 December; the trains back leave after it, or before. */
const flightThere = { ...tripPlaneLeg, route_id: '11-20261201-1-2' };
const trainBack = {
  ...tripTrainLeg,
  route_id: '22-20261203-2-1',
  departure_time: '2026-12-03T13:30:00+03:00',
  arrival_time: '2026-12-04T00:50:00+03:00',
};
const trainTooEarly = {
  ...tripTrainLeg,
  route_id: '23-20261201-2-1',
  display_train_number: '014А',
  departure_time: '2026-12-01T08:00:00+03:00',
  arrival_time: '2026-12-01T18:00:00+03:00',
};

/** The search's check loads its code first: on a busy machine that takes seconds. */
const SLOW = { timeout: 10_000 };

const answer = (patch: Partial<SearchResponse>): SearchResponse => ({
  airplane: [],
  train: [],
  bus: [],
  combined_route: null,
  ...patch,
});

function openRoundTrip() {
  const address = `/results?from=Москва&to=Казань&date=${there}&back=${back}&adults=1&combined=0`;
  const router = createMemoryRouter(
    [
      { path: '/results', element: <ResultsScreen /> },
      { path: '/payment/create/combined/', element: <p>Оформление</p> },
    ],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const card = (text: RegExp) =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('button')
    .find((b) => text.test(b.textContent ?? ''))!;

describe('a round trip on the results page', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    setPhoneWidth(false);
    server = fakeServer({
      searchRoutes: ({ body }) =>
        body.starting_point === 'Москва'
          ? answer({ airplane: [flightThere] })
          : answer({ train: [trainBack, trainTooEarly] }),
    });
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('picks a flight there, then a train back on the reverse search, and orders both as one trip', async () => {
    const user = userEvent.setup();
    const router = openRoundTrip();
    const ways = await screen.findByRole('tablist', { name: 'Направление' }, SLOW);
    const thereTab = within(ways).getByRole('tab', { name: /^Туда · Москва → Казань/ });
    expect(thereTab.getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Самолёт' }));
    await waitFor(() => expect(card(/SU 1700/)).toBeTruthy(), SLOW);
    await user.click(card(/SU 1700/));

    // The way back opens by itself, searched as Казань → Москва on its own date.
    const backTab = within(ways).getByRole('tab', { name: /^Обратно · Казань → Москва/ });
    await waitFor(() => expect(backTab.getAttribute('aria-selected')).toBe('true'));
    expect(thereTab.textContent).toMatch(/Рейс SU 1700/);
    const reverse = server.calls.find(
      (c) =>
        c.name === 'searchRoutes' &&
        (c.body as { starting_point: string }).starting_point === 'Казань',
    );
    expect(reverse?.body).toMatchObject({
      ending_point: 'Москва',
      return_date: null,
    });
    await user.click(screen.getByRole('tab', { name: 'Поезд' }));
    await waitFor(() => expect(card(/012А/)).toBeTruthy(), SLOW);
    await user.click(card(/012А/));
    expect(backTab.textContent).toMatch(/Поезд 012А/);

    await user.click(screen.getByRole('button', { name: 'Оформить туда и обратно' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/create/combined/'));
    const chosen = chosenTrip()!;
    expect(chosen.roundTrip).toEqual({
      there_route_id: flightThere.route_id,
      back_route_id: trainBack.route_id,
      return_from: 1,
    });
    expect(chosen.route.legs.map((leg) => leg.route_id)).toEqual([
      flightThere.route_id,
      trainBack.route_id,
    ]);
  });

  it('refuses a train back that leaves before the flight there lands', async () => {
    const user = userEvent.setup();
    openRoundTrip();
    await user.click(await screen.findByRole('tab', { name: 'Самолёт' }, SLOW));
    await waitFor(() => expect(card(/SU 1700/)).toBeTruthy(), SLOW);
    await user.click(card(/SU 1700/));
    await user.click(screen.getByRole('tab', { name: 'Поезд' }));
    await waitFor(() => expect(card(/014А/)).toBeTruthy(), SLOW);
    await user.click(card(/014А/));
    const bar = screen.getByRole('region', { name: 'Туда и обратно' });
    expect(within(bar).getByRole('alert').textContent).toBe(
      'Обратно нужно уехать после прибытия туда: выберите более поздний рейс обратно.',
    );
    expect(screen.queryByRole('button', { name: 'Оформить туда и обратно' })).toBeNull();
  });
});
