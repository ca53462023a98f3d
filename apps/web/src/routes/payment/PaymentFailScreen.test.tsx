import { AppError } from '@peresadka/contracts/errors';
import type { ConfirmState } from '@peresadka/contracts/orders';
import { paymentMessages } from '@peresadka/contracts/payments';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { trainOrder } from './confirm/confirm-fixtures.test-support.ts';
import { PaymentFailScreen } from './PaymentFailScreen.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function open(path: string) {
  const router = createMemoryRouter([{ path: '/payment/fail', element: <PaymentFailScreen /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

function expectWayOut() {
  expect(hrefOf('На главную')).toBe('/');
  expect(hrefOf('Мои поездки')).toBe('/profile?tab=trips');
  expect(screen.queryByRole('button')).toBeNull();
}

describe('the payment failure page', () => {
  afterEach(cleanup);

  it('says the payment failed and offers the way home without an order', () => {
    const server = fakeServer({});
    open('/payment/fail');
    expect(screen.getByRole('alert').textContent).toBe(paymentMessages.failed);
    expect(paymentMessages.failed).toBe('Оплата заказа не прошла. Попробуйте позже.');
    expectWayOut();
    expect(server.calls).toEqual([]);
  });

  it('offers a declined order to be paid again while its places are held', async () => {
    fakeServer({
      order: ({ params }) => {
        expect(params).toEqual({ orderId: '17' });
        return trainOrder({ status: 'NOT_PAID', hold_expires_at: inMinutes(7) });
      },
    });
    open('/payment/fail?order=17');
    await screen.findByRole('button', { name: 'Оплатить ещё раз' });
    expect(screen.getByRole('alert').textContent).toBe(paymentMessages.failed);
    expect(screen.getByText('Ошибка оплаты')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Места забронированы ещё 0[67]:\d\d$/);
    expect(hrefOf('Вернуться к заказу')).toBe('/payment/confirm/train?order=17');
  });

  it.each<[string, Partial<ConfirmState>]>([
    ['cancelled', { status: 'CANCELLED', hold_expires_at: null }],
    ['out of its hold', { status: 'NOT_PAID', hold_expires_at: inMinutes(-1) }],
    ['paid meanwhile', { status: 'PAID', hold_expires_at: null }],
  ])('offers nothing to pay for an order %s', async (_, change) => {
    fakeServer({ order: () => trainOrder(change) });
    open('/payment/fail?order=17');
    await screen.findByRole('link', { name: 'На главную' });
    expectWayOut();
  });

  it('offers the way home when the order cannot be read', async () => {
    fakeServer({
      order: () => {
        throw new AppError('not_found', 'No such order', { userMessage: 'Заказ не найден' });
      },
    });
    open('/payment/fail?order=17');
    await screen.findByRole('link', { name: 'На главную' });
    expectWayOut();
  });
});
