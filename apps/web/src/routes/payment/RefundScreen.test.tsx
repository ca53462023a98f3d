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
import { REFUND_REDIRECT_MS, SERVICE_FEE_NOTE } from './refund/RefundTicket.tsx';
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
    },
    {
      passenger_name: 'Иванова Анна',
      status: 'PAID',
      order_id: 32,
      category: 'Child',
      places: ['вагон 05, место 14, нижнее'],
    },
  ],
  created_at: '2026-11-25T12:00:00+03:00',
  hold_expires_at: null,
  paid_at: '2026-11-25T12:05:00+03:00',
  payment_note: null,
});

const QUOTE = {
  price: 412_080,
  penalty: 3_920,
  reason:
    'Не позднее чем за 8 часов до отправления: возвращаются стоимость билета, плацкарта и дополнительные услуги; удерживаются сбор перевозчика за оформление возврата (249,20 ₽) и сервисный сбор',
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
        });
        return QUOTE;
      },
      returnOrder: ({ body }) => {
        expect(body).toEqual({
          order_item_id: 31,
          transport_type: 'train',
          document: '4510 123456',
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
        expect(body).toEqual({ order_item_id: 32, transport_type: 'bus', document: null });
        return {
          price: 0,
          penalty: 175_000,
          reason: 'Позже 3 часов после отправления: деньги не возвращаются',
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
});
