import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../api/query-client.ts';
import {
  trip,
  tripAviaDetail,
  tripTrainDetail,
  tripTrainLeg,
  twoAdults,
} from '../../components/trip/trip-fixtures.test-support.ts';
import { chosenRoute } from '../../state/read-chosen-route.ts';
import { chooseTrip } from '../../state/chosen-trip.ts';
import { TripScreen } from './TripScreen.tsx';
import { setPhoneWidth } from '../../test-support/viewport.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

function Arrived() {
  return <p>Перешли на {useLocation().pathname}</p>;
}

function open() {
  const router = createMemoryRouter(
    [
      { path: '/detail/trip', element: <TripScreen /> },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: ['/detail/trip'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Text as read, whatever spaces the number format put in. */
const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');

const legs = () =>
  screen.getAllByRole('listitem').filter((item) => item.querySelector('h3') !== null);

describe('the combined trip’s page', () => {
  beforeEach(() => {
    setPhoneWidth(false);
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('goes back to the results when no trip was opened', () => {
    expect(open().state.location.pathname).toBe('/results');
  });

  it('lists the legs with their clocks, the change across town, each leg’s price and the total', async () => {
    const server = fakeServer({
      aviaDetail: ({ body }) => {
        expect(body.passengers).toHaveLength(2);
        return tripAviaDetail;
      },
      trainDetail: ({ body }) => {
        expect(body).toMatchObject({ adult_quantity: 2, train_number: '012А' });
        return tripTrainDetail;
      },
    });
    chooseTrip({ route: trip, counts: twoAdults, serviceClass: 'Economic' });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Поездка с пересадками' })).toBeTruthy();
    expect(screen.getByText(/Самолёт → Поезд · 18 ч 50 мин в пути · 1 пересадка/)).toBeTruthy();

    const [plane, train] = legs();
    expect(
      within(plane!).getByRole('heading', { name: /Участок 1 · Самолёт\s+Рейс SU 1700/ }),
    ).toBeTruthy();
    expect(within(plane!).getByText('Аэрофлот (SU)')).toBeTruthy();
    // Each end on its station's clock, the zone said against Moscow.
    expect(within(plane!).getByText('06:00 МСК−1, вт, 1 декабря')).toBeTruthy();
    expect(within(plane!).getByText('Храброво (KGD)')).toBeTruthy();
    expect(within(plane!).getByText('09:00 МСК, вт, 1 декабря')).toBeTruthy();
    expect(within(train!).getByRole('heading', { name: /Поезд 012А «Татарстан»/ })).toBeTruthy();
    expect(within(train!).getByText('АО «ФПК»')).toBeTruthy();

    expect(
      screen.getByText(
        'Пересадка: 4 ч 30 мин между прибытием и отправлением · переезд: аэропорт Шереметьево → Москва Казанская, добираетесь самостоятельно',
      ),
    ).toBeTruthy();

    await within(plane!).findByText(/21 000/);
    expect(text(within(plane!).getByText(/Цена за 2 пассажиров/))).toBe(
      'Цена за 2 пассажиров: 21 000 ₽',
    );
    // The train's is its cheapest car type with places: the shared car is full.
    expect(text(within(train!).getByText(/Цена за 2 пассажиров/))).toBe(
      'Цена за 2 пассажиров: от 9 000 ₽',
    );
    expect(text(screen.getByText(/Итого за 2 пассажиров/))).toBe(
      'Итого за 2 пассажиров: от 30 000 ₽',
    );
    expect(screen.getByRole('link', { name: 'Купить поездку целиком' }).getAttribute('href')).toBe(
      '/payment/create/combined/',
    );
    expect(server.count('trainDetail')).toBe(1);
  });

  it('opens a leg’s own page with the search’s passengers', async () => {
    fakeServer({ aviaDetail: () => tripAviaDetail, trainDetail: () => tripTrainDetail });
    chooseTrip({ route: trip, counts: twoAdults, serviceClass: 'Business' });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Подробнее об участке 2' }));
    expect(screen.getByText('Перешли на /detail')).toBeTruthy();
    expect(chosenRoute()).toEqual({
      leg: tripTrainLeg,
      counts: twoAdults,
      serviceClass: 'Business',
    });
  });

  it('says why the trip cannot be bought whole when a train has no places', async () => {
    const full = {
      ...tripTrainDetail,
      detail: {
        ...tripTrainDetail.detail,
        car_prices: tripTrainDetail.detail.car_prices.map((price) => ({
          ...price,
          free_places: 0,
        })),
      },
    };
    fakeServer({ aviaDetail: () => tripAviaDetail, trainDetail: () => full });
    chooseTrip({ route: trip, counts: twoAdults, serviceClass: 'Economic' });
    open();
    expect(
      await screen.findByText('Поездку нельзя купить целиком: Свободных мест в поезде нет'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Купить поездку целиком' })).toBeNull();
  });
});
