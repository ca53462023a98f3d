import { AppError } from '@peresadka/contracts/errors';
import { paymentMessages } from '@peresadka/contracts/payments';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { endSession, startSession } from '../../state/session.ts';
import { trainOrder } from './confirm/confirm-fixtures.test-support.ts';
import { PaymentSuccessScreen } from './PaymentSuccessScreen.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const CODE = 'pay_0123456789abcdefghij';

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

function open() {
  const router = createMemoryRouter(
    [
      { path: '/payment/success/:code', element: <PaymentSuccessScreen /> },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [`/payment/success/${CODE}`] },
  );
  render(
    // The app's own client: its retry rules are what the page relies on.
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const paid = {
  order_id: 17,
  transport_type: 'train',
  status: 'PAID',
  payment: 'succeeded',
  cancellation_reason: null,
  cancellation_party: null,
} as const;
const pending = () =>
  new AppError('payment_pending', 'Payment still pending', {
    userMessage: paymentMessages.pending,
  });

describe('the payment return page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    startSession('access-token');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    endSession();
  });

  it('waits calmly while the bank settles, asking again every 5 s, then says it is paid', async () => {
    let asked = 0;
    const server = fakeServer({
      confirmPayment: ({ body }) => {
        expect(body).toEqual({ code: CODE });
        asked += 1;
        if (asked < 3) throw pending();
        return paid;
      },
    });
    open();
    expect(screen.getByRole('navigation', { name: 'Шаги оформления заказа' })).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain(
      'Электронные билеты',
    );
    await screen.findByText(paymentMessages.pending);
    expect(screen.getByRole('status').textContent).toBe(paymentMessages.pending);
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(server.count('confirmPayment')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(server.count('confirmPayment')).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));

    await screen.findByText(paymentMessages.paid);
    expect(server.count('confirmPayment')).toBe(3);
    expect(screen.getByRole('status').textContent).toBe(paymentMessages.paid);
    expect(screen.getByText('Заказ № 17')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Мои поездки' }).getAttribute('href')).toBe(
      '/profile?tab=trips',
    );
  });

  it('says in the server’s words what it waits for: the carrier issuing the tickets', async () => {
    let asked = 0;
    fakeServer({
      confirmPayment: () => {
        asked += 1;
        if (asked === 1) throw pending();
        if (asked === 2) {
          throw new AppError('payment_pending', 'Tickets being issued', {
            userMessage: paymentMessages.issuing,
          });
        }
        return paid;
      },
    });
    open();
    await screen.findByText(paymentMessages.pending);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await screen.findByText(paymentMessages.issuing);
    expect(screen.getByRole('status').textContent).toBe(paymentMessages.issuing);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await screen.findByText(paymentMessages.paid);
  });

  it('shows any other failure as it came and keeps asking', async () => {
    let asked = 0;
    fakeServer({
      confirmPayment: () => {
        asked += 1;
        if (asked === 1) {
          throw new AppError('unavailable', 'down', { userMessage: 'Сервис временно недоступен' });
        }
        return paid;
      },
    });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('Сервис временно недоступен');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await screen.findByText(paymentMessages.paid);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the ticket’s error in place when the ticket cannot be had yet', async () => {
    fakeServer({
      confirmPayment: () => paid,
      ticketBlank: () => {
        throw new AppError('not_found', 'no blank', { userMessage: 'Билет ещё не готов' });
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать билеты' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Билет ещё не готов');
    expect(screen.getByText(paymentMessages.paid)).toBeTruthy();
  });

  it('sends a declined payment to the failure page with its order and reason', async () => {
    fakeServer({
      confirmPayment: () => ({
        ...paid,
        status: 'NOT_PAID',
        payment: 'canceled',
        cancellation_reason: 'insufficient_funds',
        cancellation_party: 'payment_network',
      }),
    });
    const router = open();
    await screen.findByText(
      'Перешли на /payment/fail?order=17&reason=insufficient_funds&party=payment_network',
    );
    // Replaced: «Назад» does not confirm the declined payment again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says a payment that came too late is being refunded, with the order’s own words', async () => {
    fakeServer({
      confirmPayment: () => ({ ...paid, status: 'CANCELLED' }),
      order: ({ params }) => {
        expect(params).toEqual({ orderId: '17' });
        return trainOrder({
          status: 'CANCELLED',
          hold_expires_at: null,
          payment_note: paymentMessages.lateRefunded,
        });
      },
    });
    open();
    await screen.findByText(paymentMessages.lateRefunded);
    expect(screen.getByRole('status').textContent).toBe(paymentMessages.lateRefunded);
    expect(screen.getByText('Отменён')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Найти билеты заново' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByRole('button', { name: 'Скачать билеты' })).toBeNull();
  });

  it('reads the order again while its money is on the way back, until it is back', async () => {
    let read = 0;
    const server = fakeServer({
      confirmPayment: () => ({ ...paid, status: 'CANCELLED' }),
      order: () => {
        read += 1;
        return trainOrder({
          status: 'CANCELLED',
          hold_expires_at: null,
          payment_note:
            read < 3
              ? paymentMessages.supplierRefusedRefunding
              : paymentMessages.supplierRefusedRefunded,
        });
      },
    });
    open();
    await screen.findByText(paymentMessages.supplierRefusedRefunding);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await screen.findByText(paymentMessages.supplierRefusedRefunded);
    expect(screen.getByRole('status').textContent).toBe(paymentMessages.supplierRefusedRefunded);
    // Settled: nothing more to ask.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(server.count('order')).toBe(3);
  });

  it.each([
    ['unauthorized', 401],
    ['forbidden', 403],
  ] as const)('goes home on %s (%i) without asking again', async (code, status) => {
    const refusal = new AppError(code);
    expect(refusal.status).toBe(status);
    const server = fakeServer({
      confirmPayment: () => {
        throw refusal;
      },
    });
    open();
    await screen.findByText('Перешли на /');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(server.count('confirmPayment')).toBe(1);
  });

  it('sends a visitor to sign in, and back here after', async () => {
    const server = fakeServer({});
    endSession();
    open();
    await screen.findByText('Перешли на /login');
    expect(screen.getByText(`С состоянием {"redirect":"/payment/success/${CODE}"}`)).toBeTruthy();
    expect(server.count('confirmPayment')).toBe(0);
  });
});
