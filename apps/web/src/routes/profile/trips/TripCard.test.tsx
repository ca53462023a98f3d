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
    },
    {
      passenger_name: 'Иванова Анна',
      status,
      order_id: 32,
      category: 'Child',
      places: ['вагон 05, место 14, нижнее'],
    },
  ],
  created_at: '2026-11-25T12:00:00+03:00',
  hold_expires_at: status === 'WAITING' ? new Date(Date.now() + 600_000).toISOString() : null,
  paid_at: null,
  payment_note: null,
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

function show(o: Order) {
  const router = createMemoryRouter([
    { path: '/', element: <TripCard order={o} onHoldExpired={() => {}} /> },
    { path: '*', element: <Arrived /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: 'Поезд · заказ № 17' });
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
        { ...paid.passengers_data[0]!, status: 'RETURNED' },
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

  it('offers nothing for a cancelled order', () => {
    const card = show(order('CANCELLED'));
    expect(text(card)).toContain('Отменён');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
  });
});
