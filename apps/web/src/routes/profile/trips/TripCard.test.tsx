import type { Order } from '@peresadka/contracts/orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TripCard } from './TripCard.tsx';

const order = (status: Order['status'], change: Partial<Order> = {}): Order => ({
  order_id: 17,
  status,
  route_id: 'train:1',
  routes: [
    {
      origin_name: 'Москва Казанская',
      destination_name: 'Казань-Пасс.',
      travel_time: 720,
      transport_type: 'TRAIN',
      departure_time: '2026-12-01T21:00:00+03:00',
      arrival_time: '2026-12-02T09:00:00+03:00',
      flight_number: '002Й',
      carrier: 'ФПК',
    },
  ],
  price: 590_000,
  transport_type: 'Поезд',
  en_transport_type: 'train',
  passengers_quantity: 2,
  passengers_data: [
    {
      passenger_name: 'Иванова Мария',
      status,
      order_id: 31,
      category: 'Adult',
      places: ['вагон 05, место 12, нижнее'],
      returned: [status === 'RETURNED'],
    },
    {
      passenger_name: 'Иванова Анна',
      status,
      order_id: 32,
      category: 'Child',
      places: ['вагон 05, место 14, нижнее'],
      returned: [status === 'RETURNED'],
    },
  ],
  created_at: '2026-11-25T12:00:00+03:00',
  hold_expires_at: status === 'WAITING' ? new Date(Date.now() + 600_000).toISOString() : null,
  paid_at: null,
  payment_note: null,
  refunds: [],
  disruption: null,
  ...change,
});

/** Where a link of the card led, with the state it gave. */
function Arrived() {
  const { pathname, search, state } = useLocation();
  return (
    <p>
      Перешли на {`${pathname}${search}`} с состоянием {JSON.stringify(state)}
    </p>
  );
}

function show(o: Order, name = 'Поезд · заказ № 17') {
  const router = createMemoryRouter([
    { path: '/', element: <TripCard order={o} onHoldExpired={() => {}} /> },
    { path: '*', element: <Arrived /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name });
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('TripCard', () => {
  afterEach(cleanup);

  it('shows an unpaid order with its rides, places, hold and the way to pay', () => {
    const card = show(order('WAITING'));
    expect(text(card)).toContain('Ожидает оплаты');
    expect(text(card)).toContain('5 900 ₽ за 2 пассажиров');
    expect(text(card)).toContain('Поезд 002Й Москва Казанская → Казань-Пасс.');
    expect(text(card)).toContain('вт, 1 декабря, 21:00 МСК → ср, 2 декабря, 09:00 МСК');
    expect(text(card)).toContain('Иванова Анна · Детский (до 10 лет) · вагон 05, место 14');
    expect(within(card).getByRole('timer').textContent).toMatch(
      /^Места забронированы ещё \d\d:\d\d$/,
    );
    expect(within(card).getByRole('link', { name: 'Оплатить' }).getAttribute('href')).toBe(
      '/payment/confirm/train?order=17',
    );
    expect(within(card).getByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Вернуть билет/ })).toBeNull();
  });

  it('offers a paid order’s tickets and a return per passenger', () => {
    const card = show(order('PAID'));
    expect(within(card).getByRole('button', { name: 'Скачать билеты' })).toBeTruthy();
    expect(within(card).getAllByRole('link', { name: /^Вернуть билет/ })).toHaveLength(2);
    const passengers = within(within(card).getByRole('list', { name: 'Пассажиры' })).getAllByRole(
      'listitem',
    );
    for (const passenger of passengers) expect(text(passenger)).toContain('Оплачен');
    expect(within(card).queryByRole('timer')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
  });

  it('opens the refund page of the passenger’s own ticket, named in the address', async () => {
    const card = show(order('PAID'));
    const link = within(card).getByRole('link', { name: 'Вернуть билет: Иванова Анна' });
    expect(link.getAttribute('href')).toBe('/payment/return?item=32&type=train');
    await userEvent.click(link);
    expect(screen.getByText(/^Перешли на \/payment\/return\?item=32&type=train/).textContent).toBe(
      'Перешли на /payment/return?item=32&type=train с состоянием ' +
        '{"orderItemId":32,"transportType":"train","passengerName":"Иванова Анна","orderId":17}',
    );
  });

  it('marks a returned passenger and offers the others’ return and tickets still', () => {
    const paid = order('PAID');
    const card = show({
      ...paid,
      passengers_data: [
        { ...paid.passengers_data[0]!, status: 'RETURNED', returned: [true] },
        paid.passengers_data[1]!,
      ],
    });
    const [returned, staying] = within(
      within(card).getByRole('list', { name: 'Пассажиры' }),
    ).getAllByRole('listitem');
    expect(text(returned!)).toContain('Иванова Мария');
    expect(text(returned!)).toContain('Возвращён');
    expect(within(returned!).queryByRole('link')).toBeNull();
    expect(text(staying!)).toContain('Оплачен');
    expect(
      within(staying!).getByRole('link', { name: 'Вернуть билет: Иванова Анна' }),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Скачать билеты' })).toBeTruthy();
  });

  it('offers nothing more once every ticket is returned', () => {
    const card = show(order('RETURNED'));
    const passengers = within(within(card).getByRole('list', { name: 'Пассажиры' })).getAllByRole(
      'listitem',
    );
    for (const passenger of passengers) expect(text(passenger)).toContain('Возвращён');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('offers a declined order to be paid again while its hold lasts, and not after', () => {
    const holdUntil = new Date(Date.now() + 120_000).toISOString();
    let card = show(order('NOT_PAID', { hold_expires_at: holdUntil }));
    expect(text(card)).toContain('Ошибка оплаты');
    expect(within(card).getByRole('timer')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Оплатить' }).getAttribute('href')).toBe(
      '/payment/confirm/train?order=17',
    );
    cleanup();

    const lapsed = new Date(Date.now() - 1000).toISOString();
    card = show(order('NOT_PAID', { hold_expires_at: lapsed }));
    expect(within(card).queryByRole('link', { name: 'Оплатить' })).toBeNull();
    expect(within(card).getByRole('status').textContent).toBe(
      'Время брони истекло, места освобождены',
    );
  });

  it('says what became of money that came for an order that could not take it', () => {
    const note =
      'Оплата пришла, когда бронь мест уже истекла: заказ отменён, деньги возвращены на карту.';
    const card = show(order('CANCELLED', { payment_note: note }));
    expect(text(card)).toContain(note);
  });

  it('shows what was paid and when, and each refund with whether the card has it yet', () => {
    const card = show(
      order('PAID', {
        price: 1_067_300,
        paid_at: '2026-11-29T09:40:00.000Z',
        refunds: [
          { amount: 200_280, created_at: '2026-11-29T10:05:00.000Z', done: true },
          { amount: 50_000, created_at: '2026-11-30T07:00:00.000Z', done: false },
        ],
      }),
    );
    const lines = within(card)
      .getByRole('list', { name: 'Оплата и возвраты' })
      .querySelectorAll('li');
    expect([...lines].map((li) => li.textContent?.replace(/\s/g, ' '))).toEqual([
      'Оплачено 10 673 ₽ · 29.11 12:40 МСК',
      'Возвращено 2 002,80 ₽ · 29.11 13:05 МСК · зачислено банку',
      'Возвращено 500 ₽ · 30.11 10:00 МСК · в пути, обычно 1–3 рабочих дня',
    ]);
  });

  it('offers nothing for a cancelled order', () => {
    const card = show(order('CANCELLED'));
    expect(text(card)).toContain('Отменён');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  describe('a combined trip', () => {
    const leg = (
      transport_type: 'PLANE' | 'TRAIN' | 'BUS',
      flight_number: string,
      origin_name: string,
      destination_name: string,
      departure_time: string,
      arrival_time: string,
    ) => ({
      transport_type,
      flight_number,
      carrier: 'Перевозчик',
      origin_name,
      destination_name,
      departure_time,
      arrival_time,
      travel_time: 60,
    });
    const combined = (passengers: Order['passengers_data']): Order =>
      order('PAID', {
        order_id: 21,
        route_id: 'combined:1',
        transport_type: 'Поездка с пересадками',
        en_transport_type: 'combined',
        paid_at: '2026-11-25T12:05:00+03:00',
        routes: [
          leg(
            'PLANE',
            'SU 1190',
            'Москва Шереметьево',
            'Казань (аэропорт)',
            '2026-12-01T08:00:00+03:00',
            '2026-12-01T09:35:00+03:00',
          ),
          leg(
            'TRAIN',
            '116Й',
            'Казань-Пасс.',
            'Самара',
            '2026-12-01T11:45:00+03:00',
            '2026-12-01T20:15:00+04:00',
          ),
        ],
        passengers_data: passengers,
      });
    const maria = {
      passenger_name: 'Иванова Мария',
      status: 'PAID' as const,
      order_id: 41,
      category: 'Adult' as const,
      places: ['ряд 12, место A', 'вагон 07, место 12, нижнее'],
      returned: [false, false],
    };
    const anna = {
      ...maria,
      passenger_name: 'Иванова Анна',
      order_id: 42,
      category: 'Child' as const,
      places: ['ряд 12, место B', 'вагон 07, место 14, нижнее'],
    };
    const title = 'Поездка с пересадками · заказ № 21';

    it('lists each leg with its mode, and each passenger’s place on every leg', () => {
      const card = show(combined([maria, anna]), title);
      expect(text(card)).toContain('Самолёт, рейс SU 1190 Москва Шереметьево → Казань (аэропорт)');
      expect(text(card)).toContain('Поезд 116Й Казань-Пасс. → Самара');
      expect(text(card)).toContain('20:15 МСК+1');
      const places = within(card).getByRole('list', { name: 'Места: Иванова Анна' });
      expect(within(places).getAllByRole('listitem').map(text)).toEqual([
        'Самолёт, рейс SU 1190: ряд 12, место B',
        'Поезд 116Й: вагон 07, место 14, нижнее',
      ]);
      expect(text(card)).toContain('Иванова Анна · Ребёнок (от 2 до 12 лет)');
    });

    it('offers the trip’s return whole, each passenger’s, and one file of tickets', () => {
      const card = show(combined([maria, anna]), title);
      expect(within(card).getByRole('button', { name: 'Скачать билеты' })).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Вернуть поездку' }).getAttribute('href')).toBe(
        '/payment/return?item=41&type=combined&scope=order',
      );
      expect(
        within(card)
          .getByRole('link', { name: 'Вернуть билет: Иванова Анна' })
          .getAttribute('href'),
      ).toBe('/payment/return?item=42&type=combined&scope=passenger');
    });

    it('marks each leg returned, and offers returns only while a leg is left', () => {
      // The flight is behind them; the train went back.
      let card = show(
        combined([
          { ...maria, returned: [false, true] },
          { ...anna, returned: [false, true] },
        ]),
        title,
      );
      const places = within(card).getByRole('list', { name: 'Места: Иванова Мария' });
      expect(within(places).getAllByRole('listitem').map(text)).toEqual([
        'Самолёт, рейс SU 1190: ряд 12, место A',
        'Поезд 116Й: вагон 07, место 12, нижнее · возвращён',
      ]);
      expect(within(card).getByRole('link', { name: 'Вернуть поездку' })).toBeTruthy();
      cleanup();

      card = show(
        {
          ...combined([
            { ...maria, status: 'RETURNED', returned: [true, true] },
            { ...anna, status: 'RETURNED', returned: [true, true] },
          ]),
          status: 'RETURNED',
        },
        title,
      );
      for (const name of ['Места: Иванова Мария', 'Места: Иванова Анна']) {
        const legs = within(within(card).getByRole('list', { name })).getAllByRole('listitem');
        for (const one of legs) expect(text(one)).toContain('возвращён');
      }
      expect(within(card).queryByRole('link')).toBeNull();
    });
  });
});
