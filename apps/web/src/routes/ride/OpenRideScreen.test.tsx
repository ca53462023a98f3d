import { AppError } from '@peresadka/contracts/errors';
import type { Leg } from '@peresadka/contracts/search-results';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { chosenRoute } from '../../state/read-chosen-route.ts';
import { OpenRideScreen } from './OpenRideScreen.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const ROUTE = '812-20261201-400000001-300551487';

const train: Leg = {
  transport_type: 'TRAIN',
  route_id: ROUTE,
  origin_name: 'Казанский вокзал',
  destination_name: 'Казань-Пассажирская',
  travel_time: 700,
  departure_time: '2026-12-01T22:00:00+03:00',
  arrival_time: '2026-12-02T09:40:00+03:00',
  price: 300_000,
  provider: 'ФПК',
  date: '2026-12-01',
  race_id: '010Ж',
  text: '',
  display_train_number: '010Ж',
  train_name: 'Сокол',
  has_two_storey_cars: false,
  origin_code: '400000001',
  destination_code: '300551487',
  train_number: '010Ж',
  car_classes: [],
};

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/ride/:routeId', element: <OpenRideScreen /> },
      { path: '/payment/create/:type', element: <h1>Форма заказа</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the ride link of an alert letter', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('chooses the ride for one adult and opens its order form', async () => {
    const server = fakeServer({
      routesByIds: ({ body }) => {
        expect(body).toEqual({ route_id_array: [ROUTE] });
        return [train];
      },
    });
    const router = open(`/ride/${ROUTE}`);
    await screen.findByRole('heading', { name: 'Форма заказа' });
    expect(router.state.location.pathname).toBe('/payment/create/train/');
    expect(chosenRoute()).toEqual({
      leg: train,
      counts: {
        adult_quantity: 1,
        child_quantity: 0,
        baby_with_place_quantity: 0,
        baby_without_place_quantity: 0,
      },
      serviceClass: 'Economic',
    });
    expect(server.count('routesByIds')).toBe(1);
  });

  it('keeps the cabin of a flight’s alert', async () => {
    const flight: Leg = {
      transport_type: 'PLANE',
      route_id: ROUTE,
      price: 2_000_000,
      gds: 'peresadka',
      segments: [
        {
          flights: [
            {
              id: ROUTE,
              flight_group: 0,
              join_number: 0,
              branded_fare_info: null,
              flight_number: 'SU 1250',
              origin_name: 'Шереметьево',
              destination_name: 'Казань',
              travel_time: 95,
              departure_time: '2026-12-01T09:00:00+03:00',
              arrival_time: '2026-12-01T10:35:00+03:00',
              origin_code: 'SVO',
              destination_code: 'KZN',
              marketing_airline_code: 'SU',
              operating_airline_code: 'SU',
              departure_date: '2026-12-01',
              arrival_date: '2026-12-01',
              service_subclass: 'B',
              fare_code: 'BF',
              brand_id: null,
            },
          ],
        },
      ],
    };
    fakeServer({ routesByIds: () => [flight] });
    const router = open(`/ride/${ROUTE}?class=Business`);
    await screen.findByRole('heading', { name: 'Форма заказа' });
    expect(router.state.location.pathname).toBe('/payment/create/avia/');
    expect(chosenRoute()?.serviceClass).toBe('Business');
  });

  it('says so when the ride is no longer sold', async () => {
    fakeServer({
      routesByIds: () => {
        throw new AppError('not_found', 'Ride not found');
      },
    });
    open(`/ride/${ROUTE}`);
    expect(
      (await screen.findByText(/Этот рейс не найден или больше не продаётся/)).textContent,
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Новый поиск' }).getAttribute('href')).toBe('/');
    expect(chosenRoute()).toBeNull();
  });
});
