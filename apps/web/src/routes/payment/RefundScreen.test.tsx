import { AppError } from '@peresadka/contracts/errors';
import type { Order } from '@peresadka/contracts/orders';
import { returnMessages } from '@peresadka/contracts/payments';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { endSession, startSession } from '../../state/session.ts';
import {
  INVOLUNTARY_NOTE,
  REFUND_REDIRECT_MS,
  SERVICE_FEE_NOTE,
  TRIP_SCOPE_NOTE,
} from './refund/RefundTicket.tsx';
import { RefundScreen } from './RefundScreen.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

/** Where the screen sent the visitor, with the state it gave. */
function Arrived() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <p>Перешли на {`${pathname}${search}`}</p>
      {state ? <p>С состоянием {JSON.stringify(state)}</p> : null}
    </>
  );
}

function open(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/payment/return', element: <RefundScreen /> },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A paid train order of two: Мария's ticket is 31, Анна's 32. */
const paidOrder = (type: 'train' | 'bus' = 'train'): Order => ({
  order_id: 17,
  status: 'PAID',
  route_id: `${type}:1`,
  routes: [
    {
      origin_name: 'Москва Казанская',
      destination_name: 'Казань-Пасс.',
      travel_time: 720,
      transport_type: type === 'train' ? 'TRAIN' : 'BUS',
      departure_time: '2026-12-01T21:00:00+03:00',
      arrival_time: '2026-12-02T09:00:00+03:00',
      flight_number: '002Й',
      carrier: 'ФПК',
    },
  ],
  price: 590_000,
  transport_type: type === 'train' ? 'Поезд' : 'Автобус',
  en_transport_type: type,
  passengers_quantity: 2,
  passengers_data: [
    {
      passenger_name: 'Иванова Мария',
      status: 'PAID',
      order_id: 31,
      category: 'Adult',
      places: ['вагон 05, место 12, нижнее'],
      returned: [false],
    },
    {
      passenger_name: 'Иванова Анна',
      status: 'PAID',
      order_id: 32,
      category: 'Child',
      places: ['вагон 05, место 14, нижнее'],
      returned: [false],
    },
  ],
  created_at: '2026-11-25T12:00:00+03:00',
  hold_expires_at: null,
  paid_at: '2026-11-25T12:05:00+03:00',
  payment_note: null,
  refunds: [],
  disruption: null,
});

const QUOTE = {
  price: 412_080,
  penalty: 3_920,
  reason:
    'Не позднее чем за 8 часов до отправления: возвращаются стоимость билета, плацкарта и дополнительные услуги; удерживаются сбор перевозчика за оформление возврата (249,20 ₽) и сервисный сбор',
  legs: [],
  involuntary: false,
};

const fromTrips = {
  pathname: '/payment/return',
  search: '?item=31&type=train',
  state: { orderItemId: 31, transportType: 'train', passengerName: 'Иванова Мария', orderId: 17 },
};

const documentField = () => screen.getByLabelText('Номер документа');
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('the refund page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    startSession('access-token');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    endSession();
  });

  it('quotes the sum for the document, returns the ticket, and goes back to the trips after 5 s', async () => {
    const server = fakeServer({
      orders: () => [paidOrder()],
      returnAmount: ({ body }) => {
        expect(body).toEqual({
          order_item_id: 31,
          transport_type: 'train',
          document: '4510 123456',
          scope: 'passenger',
        });
        return QUOTE;
      },
      returnOrder: ({ body }) => {
        expect(body).toEqual({
          order_item_id: 31,
          transport_type: 'train',
          document: '4510 123456',
          scope: 'passenger',
        });
        return { detail: returnMessages.returned };
      },
    });
    const router = open(fromTrips);
    expect(screen.getByRole('heading', { level: 1, name: 'Возврат билета' })).toBeTruthy();
    expect(screen.getByText('Иванова Мария')).toBeTruthy();
    expect(screen.getByText(SERVICE_FEE_NOTE)).toBeTruthy();
    // The ride comes from «Мои поездки» once it is read.
    await screen.findByText(/Москва Казанская → Казань-Пасс\./);

    await userEvent.type(documentField(), '4510 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать сумму возврата' }));
    const quote = await screen.findByRole('region', { name: 'Сумма возврата' });
    expect(text(quote)).toContain('К возврату: 4 120,80 ₽');
    expect(text(quote)).toContain('Удерживается: 39,20 ₽');
    expect(within(quote).getByText(QUOTE.reason)).toBeTruthy();
    expect(document.activeElement).toBe(within(quote).getByRole('heading', { level: 2 }));
    expect(server.count('returnOrder')).toBe(0);

    await userEvent.click(within(quote).getByRole('button', { name: 'Вернуть билет' }));
    await screen.findByText(returnMessages.returned);
    expect(screen.getByRole('status').textContent).toBe(returnMessages.returned);
    expect(screen.getByText('Через 5 секунд откроем «Мои поездки».')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Перейти в «Мои поездки» сейчас' }).getAttribute('href'),
    ).toBe('/profile?tab=trips');
    expect(server.count('returnOrder')).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(REFUND_REDIRECT_MS - 200));
    expect(router.state.location.pathname).toBe('/payment/return');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await screen.findByText('Перешли на /profile?tab=trips');
    // Replaced: «Назад» from the trips does not land on a finished return.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('asks for the document before asking the server, and shows the server’s word on it at the field', async () => {
    const server = fakeServer({
      orders: () => [paidOrder()],
      returnAmount: () => {
        throw new AppError('validation', 'Document does not match', {
          fieldErrors: { document: [returnMessages.wrongDocument] },
        });
      },
    });
    open(fromTrips);
    const calculate = screen.getByRole('button', { name: 'Рассчитать сумму возврата' });

    await userEvent.click(calculate);
    expect(screen.getByText('Заполните документ')).toBeTruthy();
    expect(documentField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(documentField());
    expect(server.count('returnAmount')).toBe(0);

    await userEvent.type(documentField(), '0000000000');
    expect(screen.queryByText('Заполните документ')).toBeNull();
    await userEvent.click(calculate);
    await screen.findByText(returnMessages.wrongDocument);
    expect(documentField().getAttribute('aria-invalid')).toBe('true');
    expect(documentField().getAttribute('aria-describedby')).toContain(
      screen.getByText(returnMessages.wrongDocument).id,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Сумма возврата' })).toBeNull();
  });

  it('says why the return was refused (409) and offers it no more', async () => {
    fakeServer({
      orders: () => [paidOrder()],
      returnAmount: () => QUOTE,
      returnOrder: () => {
        throw new AppError('conflict', returnMessages.tooLate, {
          userMessage: returnMessages.tooLate,
        });
      },
    });
    open(fromTrips);
    await userEvent.type(documentField(), '4510123456');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать сумму возврата' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Вернуть билет' }));
    expect((await screen.findByRole('alert')).textContent).toBe(returnMessages.tooLate);
    expect(screen.queryByRole('button', { name: 'Вернуть билет' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Мои поездки' }).getAttribute('href')).toBe(
      '/profile?tab=trips',
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says SPEC’s words when the sum could not be had for another reason', async () => {
    fakeServer({
      orders: () => [paidOrder()],
      returnAmount: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    open(fromTrips);
    await userEvent.type(documentField(), '4510123456');
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать сумму возврата' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Произошла ошибка');
  });

  it('returns a bus ticket without a document, and finds the passenger after a reload', async () => {
    fakeServer({
      orders: () => [paidOrder('bus')],
      returnAmount: ({ body }) => {
        expect(body).toEqual({
          order_item_id: 32,
          transport_type: 'bus',
          document: null,
          scope: 'passenger',
        });
        return {
          price: 0,
          penalty: 175_000,
          reason: 'Позже 3 часов после отправления: деньги не возвращаются',
          legs: [],
          involuntary: false,
        };
      },
    });
    // A reload keeps the address but not the state.
    open('/payment/return?item=32&type=bus');
    await screen.findByText('Иванова Анна');
    expect(screen.getByText('№ 17 · Автобус')).toBeTruthy();
    expect(screen.queryByLabelText('Номер документа')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Рассчитать сумму возврата' }));
    const quote = await screen.findByRole('region', { name: 'Сумма возврата' });
    expect(text(quote)).toContain('К возврату: 0 ₽');
    expect(text(quote)).toContain('Удерживается: 1 750 ₽');
  });

  it('says a ticket returned already is returned, without a form', async () => {
    const order = paidOrder();
    order.passengers_data[0]!.status = 'RETURNED';
    fakeServer({ orders: () => [order] });
    open(fromTrips);
    expect((await screen.findByRole('alert')).textContent).toBe(returnMessages.alreadyReturned);
    expect(screen.queryByRole('button', { name: 'Рассчитать сумму возврата' })).toBeNull();
  });

  it('writes a ticket handed over in the state alone into the address', async () => {
    fakeServer({ orders: () => [paidOrder()] });
    const router = open({ pathname: '/payment/return', state: fromTrips.state });
    await screen.findByText('Иванова Мария');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/payment/return?item=31&type=train',
    );
    expect(router.state.location.state).toEqual(fromTrips.state);
  });

  it('goes back to the trips without a ticket to return', async () => {
    fakeServer({});
    open('/payment/return?item=abc&type=train');
    await screen.findByText('Перешли на /profile?tab=trips');
  });

  it('sends a visitor to sign in, and back to the same ticket after', async () => {
    const server = fakeServer({});
    endSession();
    open(fromTrips);
    await screen.findByText('Перешли на /login');
    expect(
      screen.getByText('С состоянием {"redirect":"/payment/return?item=31&type=train"}'),
    ).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  describe('a combined trip', () => {
    const ride = (
      transport_type: 'PLANE' | 'TRAIN' | 'BUS',
      flight_number: string,
      origin_name: string,
      destination_name: string,
      departure_time: string,
    ) => ({
      transport_type,
      flight_number,
      carrier: 'Перевозчик',
      origin_name,
      destination_name,
      departure_time,
      arrival_time: departure_time,
      travel_time: 60,
    });
    const plane = ride(
      'PLANE',
      'SU 1190',
      'Москва Шереметьево',
      'Казань (аэропорт)',
      '2026-12-01T08:00:00+03:00',
    );
    const train = ride('TRAIN', '116Й', 'Казань-Пасс.', 'Самара', '2026-12-01T11:45:00+03:00');
    const bus = ride('BUS', '512', 'Самара', 'Тольятти', '2026-12-01T21:00:00+04:00');

    /** Мария's ticket is 41, Анна's 42; the flight, train and bus are one order. */
    const combined = (routes = [plane, train, bus], change: Partial<Order> = {}): Order => ({
      ...paidOrder(),
      order_id: 21,
      route_id: 'combined:1',
      transport_type: 'Поездка с пересадками',
      en_transport_type: 'combined',
      routes,
      passengers_data: [
        {
          passenger_name: 'Иванова Мария',
          status: 'PAID',
          order_id: 41,
          category: 'Adult',
          places: routes.map(() => 'место 1'),
          returned: routes.map(() => false),
        },
        {
          passenger_name: 'Иванова Анна',
          status: 'PAID',
          order_id: 42,
          category: 'Child',
          places: routes.map(() => 'место 2'),
          returned: routes.map(() => false),
        },
      ],
      ...change,
    });

    // The flight has left: the train and the bus go back, each by its own mode's rule.
    const tripQuote = {
      price: 520_000,
      penalty: 45_000,
      reason: 'Поезд: … Автобус: …',
      legs: [
        {
          route_index: 1,
          transport_type: 'TRAIN' as const,
          origin_name: 'Казань-Пасс.',
          destination_name: 'Самара',
          departure_time: '2026-12-01T11:45:00+03:00',
          price: 390_000,
          penalty: 45_000,
          reason: 'Не позднее чем за 8 часов до отправления: удерживается сервисный сбор',
        },
        {
          route_index: 2,
          transport_type: 'BUS' as const,
          origin_name: 'Самара',
          destination_name: 'Тольятти',
          departure_time: '2026-12-01T21:00:00+04:00',
          price: 130_000,
          penalty: 0,
          reason: 'Не позднее чем за 2 часа до отправления: возвращается вся стоимость',
        },
      ],
      involuntary: false,
    };

    const wholeTrip = '/payment/return?item=41&type=combined&scope=order';

    it('returns the trip whole: the document, the sums leg by leg, the return, then the trips', async () => {
      const expected = {
        order_item_id: 41,
        transport_type: 'combined',
        document: '4510 123456',
        scope: 'order',
      };
      const server = fakeServer({
        orders: () => [combined()],
        returnAmount: ({ body }) => {
          expect(body).toEqual(expected);
          return tripQuote;
        },
        returnOrder: ({ body }) => {
          expect(body).toEqual(expected);
          return { detail: returnMessages.returned };
        },
      });
      const router = open(wholeTrip);
      expect(screen.getByRole('heading', { level: 1, name: 'Возврат поездки' })).toBeTruthy();
      expect(screen.getByText(TRIP_SCOPE_NOTE)).toBeTruthy();
      await screen.findByText('Иванова Мария, Иванова Анна');
      expect(screen.getByText(/Поезд 116Й: Казань-Пасс\. → Самара/)).toBeTruthy();

      // A train leg: the carrier wants the named passenger's document.
      await userEvent.click(screen.getByRole('button', { name: 'Рассчитать сумму возврата' }));
      expect(screen.getByText('Заполните документ')).toBeTruthy();
      expect(server.count('returnAmount')).toBe(0);
      await userEvent.type(documentField(), '4510 123456');
      await userEvent.click(screen.getByRole('button', { name: 'Рассчитать сумму возврата' }));

      const quote = await screen.findByRole('region', { name: 'Сумма возврата' });
      const legs = within(within(quote).getByRole('list', { name: 'Возврат по участкам' }))
        .getAllByRole('listitem')
        .map(text);
      expect(legs).toHaveLength(2);
      expect(legs[0]).toContain('Поезд 116Й: Казань-Пасс. → Самара, вт, 1 декабря, 11:45 МСК');
      expect(legs[0]).toContain('К возврату: 3 900 ₽ · удерживается: 450 ₽');
      expect(legs[0]).toContain(tripQuote.legs[0]!.reason);
      expect(legs[1]).toContain('Автобус, рейс 512: Самара → Тольятти, вт, 1 декабря, 21:00 МСК+1');
      expect(legs[1]).toContain('К возврату: 1 300 ₽ · удерживается: 0 ₽');
      expect(text(quote)).toContain('Итого к возврату: 5 200 ₽');
      expect(text(quote)).toContain('Удерживается: 450 ₽');
      expect(text(quote)).toContain(
        'Самолёт, рейс SU 1190, Москва Шереметьево → Казань (аэропорт)',
      );
      expect(within(quote).queryByText(INVOLUNTARY_NOTE)).toBeNull();

      await userEvent.click(within(quote).getByRole('button', { name: 'Вернуть поездку' }));
      await screen.findByText(returnMessages.returned);
      expect(server.count('returnOrder')).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(REFUND_REDIRECT_MS + 100));
      await screen.findByText('Перешли на /profile?tab=trips');
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('says a trip broken by the timetable returns in full, fee included', async () => {
      const disruption = 'Поезд 116Й отменён.';
      fakeServer({
        orders: () => [combined(undefined, { disruption })],
        returnAmount: () => ({ ...tripQuote, penalty: 0, involuntary: true }),
      });
      open(wholeTrip);
      expect((await screen.findByText(new RegExp(disruption))).textContent).toContain(
        INVOLUNTARY_NOTE,
      );
      expect(screen.queryByText(SERVICE_FEE_NOTE)).toBeNull();
      await userEvent.type(documentField(), '4510123456');
      await userEvent.click(screen.getByRole('button', { name: 'Рассчитать сумму возврата' }));
      const quote = await screen.findByRole('region', { name: 'Сумма возврата' });
      expect(within(quote).getByText(INVOLUNTARY_NOTE)).toBeTruthy();
    });

    it('asks no document when no leg is a train, and returns one passenger when told', async () => {
      fakeServer({
        orders: () => [combined([plane, bus])],
        returnAmount: ({ body }) => {
          expect(body).toEqual({
            order_item_id: 42,
            transport_type: 'combined',
            document: null,
            scope: 'passenger',
          });
          return { ...tripQuote, legs: [tripQuote.legs[1]!] };
        },
      });
      open('/payment/return?item=42&type=combined&scope=passenger');
      expect(screen.getByRole('heading', { level: 1, name: 'Возврат билета' })).toBeTruthy();
      await screen.findByText('Иванова Анна');
      expect(screen.queryByText(TRIP_SCOPE_NOTE)).toBeNull();
      expect(screen.queryByLabelText('Номер документа')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Рассчитать сумму возврата' }));
      const quote = await screen.findByRole('region', { name: 'Сумма возврата' });
      expect(within(quote).getByRole('button', { name: 'Вернуть билет' })).toBeTruthy();
    });

    it('says a trip whose every leg went back is returned', async () => {
      const order = combined();
      for (const p of order.passengers_data) p.returned = [true, true, true];
      fakeServer({ orders: () => [order] });
      open(wholeTrip);
      expect((await screen.findByRole('alert')).textContent).toBe(returnMessages.alreadyReturned);
      expect(text(screen.getByText(/^Поезд 116Й:/).closest('dd')!)).toContain(
        'Поезд 116Й: Казань-Пасс. → Самара, вт, 1 декабря, 11:45 МСК · возвращён',
      );
    });
  });
});
