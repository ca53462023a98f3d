import { AppError } from '@peresadka/contracts/errors';
import type { ConfirmState } from '@peresadka/contracts/orders';
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
    expect(screen.getByRole('alert').textContent).toBe('Оплата заказа не прошла.');
    expect(screen.getByText('Оплатите ещё раз или другой картой.')).toBeTruthy();
    expectWayOut();
    expect(server.calls).toEqual([]);
  });

  it.each([
    [
      'reason=insufficient_funds&party=payment_network',
      'На карте недостаточно денег.',
      'Пополните карту и оплатите ещё раз или оплатите другой картой.',
    ],
    [
      'reason=3d_secure_failed&party=payment_network',
      'Платёж не подтверждён кодом 3-D Secure: код не введён или введён неверно.',
      'Оплатите ещё раз и введите код из СМС банка. Если код не приходит, позвоните в банк.',
    ],
    [
      'reason=expired_on_confirmation&party=yoo_money',
      'Оплата не завершена: вы отменили её или время на оплату истекло.',
      'Оплатите ещё раз, пока места забронированы. Деньги не списаны.',
    ],
    [
      'reason=new_reason&party=payment_network',
      'Банк или платёжная система отклонили платёж.',
      'Оплатите другой картой или позвоните в банк по номеру на обороте карты.',
    ],
  ])('says why from the provider (%s) and what to do next', (query, why, next) => {
    fakeServer({});
    open(`/payment/fail?${query}`);
    expect(screen.getByRole('alert').textContent).toBe(why);
    expect(screen.getByText(next)).toBeTruthy();
  });

  it('offers a declined order to be paid again while its places are held', async () => {
    fakeServer({
      order: ({ params }) => {
        expect(params).toEqual({ orderId: '17' });
        return trainOrder({ status: 'NOT_PAID', hold_expires_at: inMinutes(7) });
      },
    });
    open('/payment/fail?order=17&reason=general_decline&party=payment_network');
    await screen.findByRole('button', { name: 'Оплатить ещё раз' });
    expect(screen.getByRole('alert').textContent).toBe('Банк отклонил платёж.');
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
