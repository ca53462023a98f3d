import {
  addDays,
  daysBetween,
  formatWireDate,
  parseDate,
  toIsoDate,
  todayIn,
} from '@peresadka/contracts/dates';
import { searchCriteriaSchema } from '@peresadka/contracts/search';
import type { CombinedRoute, SearchResponse } from '@peresadka/contracts/search-results';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../api/query-client.ts';
import {
  trip,
  tripPlaneLeg,
  tripTrainLeg,
} from '../../components/trip/trip-fixtures.test-support.ts';
import { formatRubles } from '../../lib/format.ts';
import { saveActiveSearch } from '../../state/active-search.ts';
import { ResultsScreen } from './ResultsScreen.tsx';
import { setPhoneWidth } from '../../test-support/viewport.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const tomorrow = addDays(todayIn('Europe/Moscow', new Date()), 1);
const date = formatWireDate(tomorrow);

/** A combined route by rubles, hours and changes (true: across town). */
const route = (id: string, rubles: number, hours: number, changes: boolean[]): CombinedRoute => ({
  ...trip,
  route_id: id,
  routes_price: rubles * 100,
  routes_time: hours * 60,
  transfers: changes.map((station_change) => ({ ...trip.transfers[0]!, station_change })),
});
// As felt at 300 ₽ an hour and 300 ₽ a change (500 ₽ more across town):
// 10 800 ₽, 7 000 ₽ and 5 100 ₽.
const routes = [
  route('fast', 9_000, 5, [true]),
  route('cheap', 2_500, 14, [false]),
  route('balanced', 3_000, 6, [false]),
];

const answer: SearchResponse = {
  airplane: [
    { ...tripPlaneLeg, route_id: 'dear', price: 1_200_000 },
    { ...tripPlaneLeg, route_id: 'cheaper', price: 900_000 },
  ],
  train: [],
  bus: [],
  combined_route: 'combined-1',
};

/** Prices of the cards in the panel, top to bottom (a card's first price is its total). */
const prices = () =>
  [...screen.getByRole('tabpanel').querySelectorAll('li')]
    .filter((item) => !item.parentElement!.closest('li'))
    .map((card) => /\d[\d ]* ₽/.exec(card.textContent!.replace(/\s/g, ' '))?.[0])
    .filter((price) => price !== undefined);
const rubles = (kopecks: number) => formatRubles(kopecks).replace(/\s/g, ' ');

describe('sorting on the results screen', () => {
  beforeEach(() => {
    setPhoneWidth(false);
    saveActiveSearch(
      searchCriteriaSchema().parse({
        starting_point: 'Калининград',
        ending_point: 'Казань',
        date,
      }),
    );
    fakeServer({
      searchRoutes: () => answer,
      dayPrices: () => ({ days: [] }),
      combinedRoutes: () => ({ routes }),
    });
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('opens the combined tab on «Оптимальные» and keeps the tabs of one mode on «Сначала дешёвые»', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/results', element: <ResultsScreen /> }], {
      initialEntries: ['/results'],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    // A tab of one mode: the cheaper flight first; the two orders of SPEC and by the clock.
    await screen.findByRole('button', { name: /Сначала дешёвые/ });
    await within(screen.getByRole('tabpanel')).findAllByText(rubles(900_000), { exact: false });
    expect(prices()).toEqual([rubles(900_000), rubles(1_200_000)]);
    await user.click(screen.getByRole('button', { name: /Сначала дешёвые/ }));
    const modeOptions = within(screen.getByRole('listbox', { name: 'Сортировка' }));
    expect(modeOptions.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Сначала дешёвые',
      'Сначала быстрые',
      'По времени отправления',
      'По времени прибытия',
    ]);
    await user.click(modeOptions.getByRole('option', { name: 'Сначала дешёвые' }));

    // The combined tab: what the trip is worth in all first.
    await user.click(screen.getByRole('tab', { name: 'Комбинированные' }));
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: /Оптимальные/ })).toBeTruthy();
    expect(prices()).toEqual([rubles(300_000), rubles(250_000), rubles(900_000)]);
    await user.click(screen.getByRole('button', { name: /Оптимальные/ }));
    const options = within(screen.getByRole('listbox', { name: 'Сортировка' }));
    expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Оптимальные',
      'Сначала быстрые',
      'Сначала дешёвые',
      'По времени отправления',
      'По времени прибытия',
    ]);
    await user.click(options.getByRole('option', { name: 'Сначала быстрые' }));
    expect(prices()).toEqual([rubles(900_000), rubles(300_000), rubles(250_000)]);

    // Back on a tab of one mode, its own order is still there.
    await user.click(screen.getByRole('tab', { name: 'Самолёт' }));
    expect(screen.getByRole('button', { name: /Сначала дешёвые/ })).toBeTruthy();
    expect(prices()).toEqual([rubles(900_000), rubles(1_200_000)]);
  });
});

describe('an empty combined tab', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('sends the traveller to the rides of one mode when no combined trip beats them', async () => {
    setPhoneWidth(false);
    saveActiveSearch(
      searchCriteriaSchema().parse({
        starting_point: 'Москва',
        ending_point: 'Екатеринбург',
        date,
      }),
    );
    fakeServer({
      searchRoutes: () => answer,
      dayPrices: () => ({ days: [] }),
      combinedRoutes: () => ({ routes: [] }),
    });
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/results', element: <ResultsScreen /> }], {
      initialEntries: ['/results'],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('tab', { name: 'Комбинированные' }));
    expect(
      await screen.findByText(/Маршрутов с пересадками, которые выгоднее прямых поездок, нет/),
    ).toBeTruthy();
  });
});

describe('the results in the address', () => {
  beforeEach(() => {
    setPhoneWidth(false);
    const flights = [
      { ...tripPlaneLeg, route_id: 'su', price: 900_000 },
      {
        ...tripPlaneLeg,
        route_id: 's7',
        price: 800_000,
        segments: [
          {
            flights: [
              {
                ...tripPlaneLeg.segments[0]!.flights[0]!,
                marketing_airline_code: 'S7',
                operating_airline_code: 'S7',
              },
            ],
          },
        ],
      },
    ];
    // Without the car classes, a card's first price is its own.
    const train = { ...tripTrainLeg, car_classes: [] };
    const trains = [
      { ...train, route_id: 'fpk', price: 450_000 },
      { ...train, route_id: 'grand', price: 500_000, provider: 'Гранд Сервис Экспресс' },
    ];
    fakeServer({
      searchRoutes: () => ({ ...answer, airplane: flights, train: trains, combined_route: null }),
      // Each day its own minimum: 1 000 ₽ more a day.
      dayPrices: ({ body }) => {
        const chosen = parseDate(body.date)!;
        return {
          days: [-3, -2, -1, 0, 1, 2, 3].map((offset) => ({
            date: toIsoDate(addDays(chosen, offset)),
            price: (daysBetween(tomorrow, chosen) + offset + 5) * 100_000,
          })),
        };
      },
    });
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  /** The results page opened from a shared link, as a new tab opens it. */
  const openSharedSearch = (more = '') => {
    const address = `/results?from=Калининград&to=Казань&date=${toIsoDate(tomorrow)}&adults=1${more}`;
    const router = createMemoryRouter([{ path: '/results', element: <ResultsScreen /> }], {
      initialEntries: [address],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  };

  it('stands its frame from the first render, while the address is checked and searched', async () => {
    openSharedSearch();
    const frame = () => ({
      heading: screen.getByRole('heading', { level: 1 }).textContent,
      notice: screen.getByText(/^Расписание демонстрационное/),
    });
    const first = frame();
    expect(first.heading).toBe('Результаты поиска');
    expect(screen.getByText('Ищем билеты…')).toBeTruthy();

    await within(screen.getByRole('tabpanel')).findAllByText(rubles(800_000), { exact: false });
    expect(frame()).toEqual(first);
  });

  it('searches what the address names, and a carrier ticked on the train tab leaves the plane tab whole', async () => {
    const user = userEvent.setup();
    const router = openSharedSearch();

    // The cards, not the day-price strip, which may show the same price first.
    await within(screen.getByRole('tabpanel')).findAllByText(rubles(800_000), { exact: false });
    expect(prices()).toEqual([rubles(800_000), rubles(900_000)]);

    await user.click(screen.getByRole('tab', { name: /Поезд/ }));
    await user.click(screen.getByText('Фильтры: поезд'));
    await user.click(screen.getByRole('checkbox', { name: 'Гранд Сервис Экспресс' }));
    expect(prices()).toEqual([rubles(500_000)]);
    expect(screen.getByRole('tab', { name: /^Поезд.*фильтры: 1/ })).toBeTruthy();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBe('train');
    expect(params.get('train.carriers')).toBe('Гранд Сервис Экспресс');
    expect(params.get('from')).toBe('Калининград');

    await user.click(screen.getByRole('tab', { name: 'Самолёт' }));
    expect(prices()).toEqual([rubles(800_000), rubles(900_000)]);
    expect(screen.getByText('Фильтры: самолёт')).toBeTruthy();
  });

  it('opens a search for trains alone on the trains, and a picked tab stays picked', async () => {
    const user = userEvent.setup();
    const router = openSharedSearch('&plane=0&bus=0');
    await within(screen.getByRole('tabpanel')).findAllByText(rubles(450_000), { exact: false });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Поезд');
    expect(prices()).toEqual([rubles(450_000), rubles(500_000)]);
    // Nothing is written until the visitor picks: the answer chose.
    expect(new URLSearchParams(router.state.location.search).has('tab')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Самолёт' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Самолёт');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('plane');
  });

  it('opens where the rides are when the flights are none', async () => {
    fakeServer({
      searchRoutes: () => ({
        ...answer,
        airplane: [],
        combined_route: null,
        train: [{ ...tripTrainLeg, car_classes: [], route_id: 'fpk', price: 450_000 }],
      }),
      dayPrices: () => ({ days: [] }),
    });
    openSharedSearch();
    await within(screen.getByRole('tabpanel')).findAllByText(rubles(450_000), { exact: false });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Поезд');
  });

  it('makes a day of the price strip a new search in the history, and Back returns to the last', async () => {
    const user = userEvent.setup();
    const router = openSharedSearch();
    const strip = await screen.findByRole('navigation', { name: 'Цены на соседние даты' });
    await within(strip).findByText(`от ${rubles(600_000)}`, { exact: false });
    // Today (the day before is past), the chosen day and three after it, each its own price.
    const days = within(strip).getAllByRole('button');
    expect(days.map((b) => b.querySelector('strong')!.textContent!.replace(/\s/g, ' '))).toEqual(
      [400_000, 500_000, 600_000, 700_000, 800_000].map((k) => `от ${rubles(k)}`),
    );
    expect(strip.textContent).toContain('Самая низкая цена дня за пассажира');

    await user.click(days[2]!);
    const next = toIsoDate(addDays(tomorrow, 1));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('date')).toBe(next),
    );
    expect(router.state.historyAction).toBe('PUSH');
    await router.navigate(-1);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('date')).toBe(
        toIsoDate(tomorrow),
      ),
    );
  });
});
