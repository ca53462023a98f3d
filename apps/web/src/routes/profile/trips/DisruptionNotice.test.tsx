import { AppError } from '@peresadka/contracts/errors';
import type { Order } from '@peresadka/contracts/orders';
import type { SearchCriteria } from '@peresadka/contracts/search';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../../api/query-client.ts';
import { readActiveSearch } from '../../../state/active-search.ts';
import { TripCard } from './TripCard.tsx';

vi.mock('../../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const DISRUPTION = 'Поезд 002Й 5 декабря отменён: ремонт пути';

/** A paid train order of one, broken by the timetable unless told otherwise. */
const order = (change: Partial<Order> = {}): Order => ({
  order_id: 17,
  status: 'PAID',
  route_id: 'train:1',
  routes: [
    {
      origin_name: 'Казанский вокзал',
      destination_name: 'Казань-Пассажирская',
      travel_time: 690,
      transport_type: 'TRAIN',
      departure_time: '2026-12-05T20:00:00+03:00',
      arrival_time: '2026-12-06T07:30:00+03:00',
      flight_number: '002Й',
      carrier: 'ФПК',
    },
  ],
  price: 290_000,
  transport_type: 'Поезд',
  en_transport_type: 'train',
  passengers_quantity: 1,
  passengers_data: [
    {
      passenger_name: 'Петрова Анна',
      status: 'PAID',
      order_id: 31,
      category: 'Adult',
      places: ['вагон 01, место 1, нижнее'],
      returned: [false],
    },
  ],
  created_at: '2026-11-25T12:00:00+03:00',
  hold_expires_at: null,
  paid_at: '2026-11-25T12:05:00+03:00',
  payment_note: null,
  refunds: [],
  disruption: DISRUPTION,
  ...change,
});

/** What the server answers: the same trip as a search, on the original date. */
const sameTrip: SearchCriteria = {
  starting_point: 'Москва',
  starting_point_region: 'Москва',
  ending_point: 'Казань',
  ending_point_region: 'Республика Татарстан',
  date: '2026/12/5',
  time_from: 0,
  time_to: 24,
  airplane_enabled: true,
  train_enabled: true,
  bus_enabled: true,
  combined_enabled: true,
  starting_train_station: null,
  ending_train_station: null,
  starting_airplane_station: null,
  ending_airplane_station: null,
  service_class: 'Economic',
  adult_quantity: 1,
  child_quantity: 0,
  baby_with_place_quantity: 0,
  baby_without_place_quantity: 0,
};

/** The text as read, whitespace folded. */
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ') ?? '';

function Arrived() {
  const { pathname } = useLocation();
  return <p>Перешли на {pathname}</p>;
}

function show(o: Order, entry = '/profile?tab=trips') {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <TripCard order={o} onHoldExpired={() => {}} /> },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('DisruptionNotice', () => {
  beforeEach(() => {
    localStorage.clear();
    // Before the search date's window: the stored search is checked against today.
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00+03:00'), toFake: ['Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says what happened, that the whole trip returns in full, and points at the return links', () => {
    fakeServer({});
    show(order());
    const notice = text(screen.getByRole('alert'));
    expect(notice).toContain(`Поездка нарушена изменением расписания. ${DISRUPTION}.`);
    expect(notice).toContain('Все билеты поездки можно вернуть полностью, со сбором сервиса');
    expect(notice).toContain('«Вернуть билет»');
    expect(screen.getByRole('link', { name: 'Вернуть билет: Петрова Анна' })).toBeTruthy();
  });

  it('is not shown for a trip the timetable left alone', () => {
    fakeServer({});
    show(order({ disruption: null }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Подобрать другой маршрут' })).toBeNull();
  });

  it('opens the same trip as the active search in the results', async () => {
    const server = fakeServer({
      orderAlternatives: ({ params }) => {
        expect(params).toEqual({ orderId: '17' });
        return sameTrip;
      },
    });
    show(order());
    await userEvent.click(screen.getByRole('button', { name: 'Подобрать другой маршрут' }));
    expect(await screen.findByText('Перешли на /results')).toBeTruthy();
    expect(server.count('orderAlternatives')).toBe(1);
    expect(await readActiveSearch()).toEqual(sameTrip);
  });

  it('does it at once when the letter’s link names this order', async () => {
    const server = fakeServer({ orderAlternatives: () => sameTrip });
    show(order(), '/profile?tab=trips&alternatives=17');
    expect(await screen.findByText('Перешли на /results')).toBeTruthy();
    expect(server.count('orderAlternatives')).toBe(1);
    expect((await readActiveSearch()).ending_point).toBe('Казань');
  });

  it('leaves another order’s link alone, and says in Russian when the search cannot be had', async () => {
    fakeServer({
      orderAlternatives: () => {
        throw new AppError('not_found', 'Order not found', { userMessage: 'Заказ не найден' });
      },
    });
    show(order({ status: 'RETURNED' }), '/profile?tab=trips&alternatives=18');
    const notice = screen.getByRole('alert');
    // Everything went back already: there is nothing left to return.
    expect(text(notice)).not.toContain('можно вернуть');
    await userEvent.click(within(notice).getByRole('button', { name: 'Подобрать другой маршрут' }));
    expect(await within(notice).findByText('Заказ не найден')).toBeTruthy();
    expect((await readActiveSearch()).starting_point).toBe('');
  });
});
