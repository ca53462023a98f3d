import { AppError } from '@peresadka/contracts/errors';
import type { ConfirmState } from '@peresadka/contracts/orders';
import { paymentMessages } from '@peresadka/contracts/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../api/fake-api.test-support.ts';
import { trainOrder } from './confirm-fixtures.test-support.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { PassengerCard } from './PassengerCard.tsx';

vi.mock('../../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function show(order: ConfirmState) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {order.customers.map((c) => (
            <PassengerCard key={c.passenger_id} order={order} customer={c} />
          ))}
          <OrderSummary order={order} />
        </>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('the confirm page’s order', () => {
  afterEach(cleanup);

  it('shows each passenger with a masked document, their place and price parts', () => {
    show(trainOrder({ hold_expires_at: inMinutes(15) }));
    const child = screen.getByRole('article', { name: 'Иванова Анна Петровна' });
    expect(text(child)).toContain('Детский (до 10 лет)');
    expect(text(child)).toContain('04.05.2019');
    expect(text(child)).toContain('Свидетельство о рождении ••••••3456');
    expect(text(child)).not.toContain('IVАБ123456');
    expect(text(child)).toContain('вагон 05, место 14, нижнее');
    expect(text(child)).toContain('Билет1 600 ₽Сервисный сбор150 ₽Итого1 750 ₽');
    expect(screen.getByRole('article', { name: 'Иванова Мария' })).toBeTruthy();
  });

  it('totals the order for all its passengers', () => {
    show(trainOrder({ hold_expires_at: inMinutes(15) }));
    const summary = screen.getByRole('complementary');
    expect(text(summary)).toContain('Итого за 2 пассажиров: 5 900 ₽');
    expect(text(summary)).toContain('в том числе сервисный сбор 300 ₽');
  });

  it('says before payment what a return of every ticket brings back, step by step in Moscow time', () => {
    show(trainOrder({ hold_expires_at: inMinutes(15) }));
    const schedule = screen.getByRole('region', { name: 'Если планы изменятся' });
    expect(within(schedule).getAllByRole('listitem').map(text)).toEqual([
      'до 01.12 13:00 МСК — 4 801,60 ₽',
      'до 01.12 19:00 МСК — 4 120 ₽',
      'до 02.12 09:00 МСК — 3 100 ₽',
      'после — 0 ₽',
    ]);
    expect(text(schedule)).toContain('по московскому времени');
    expect(text(schedule)).toContain('Сервисный сбор при добровольном возврате не возвращается');
    // Before the buttons: read before paying.
    const pay = screen.getByRole('button', { name: 'Перейти к оплате' });
    expect(schedule.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('words a schedule of one step as holding at any time, and shows none for a paid order', () => {
    show(
      trainOrder({
        hold_expires_at: inMinutes(15),
        refund_schedule: [{ until: null, price: 0, leg_prices: [0] }],
      }),
    );
    const schedule = screen.getByRole('region', { name: 'Если планы изменятся' });
    expect(within(schedule).getAllByRole('listitem').map(text)).toEqual(['в любое время — 0 ₽']);
    cleanup();

    show(trainOrder({ status: 'PAID', hold_expires_at: null, paid_at: inMinutes(-1) }));
    expect(screen.queryByRole('region', { name: 'Если планы изменятся' })).toBeNull();
  });

  it('starts the payment once, and says why the provider’s page could not be had', async () => {
    let refuse: (error: Error) => void = () => {};
    const server = fakeServer({
      initPayment: ({ body }) => {
        expect(body).toEqual({ order_id: 17 });
        return new Promise((_, reject) => (refuse = reject));
      },
    });
    show(trainOrder({ hold_expires_at: inMinutes(15) }));
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    const leaving = screen.getByRole('button', { name: 'Переходим к оплате…' });
    expect(leaving.hasAttribute('disabled')).toBe(true);
    await userEvent.click(leaving);
    expect(server.count('initPayment')).toBe(1);

    act(() =>
      refuse(new AppError('conflict', 'Hold lapsed', { userMessage: paymentMessages.holdLapsed })),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(paymentMessages.holdLapsed);
    expect(screen.getByRole('button', { name: 'Перейти к оплате' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
  });

  it('says SPEC’s words when the failure brought no message of its own', async () => {
    fakeServer({
      initPayment: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    show(trainOrder({ hold_expires_at: inMinutes(15) }));
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Произошла ошибка. Попробуйте позже.',
    );
  });

  it('offers a declined order to be paid again while its places are held', () => {
    show(trainOrder({ status: 'NOT_PAID', hold_expires_at: inMinutes(5) }));
    const summary = screen.getByRole('complementary');
    expect(text(summary)).toContain('Ошибка оплаты: оплатите ещё раз, пока места забронированы');
    expect(
      within(summary).getByRole('button', { name: 'Оплатить ещё раз' }).hasAttribute('disabled'),
    ).toBe(false);
    expect(within(summary).getByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
  });

  it('shows a paid order as paid, with nothing left to pay or cancel', () => {
    show(trainOrder({ status: 'PAID', hold_expires_at: null, paid_at: inMinutes(-1) }));
    expect(text(screen.getByRole('complementary'))).toContain('Статус заказа: Оплачен');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers no payment once the hold is over', () => {
    show(trainOrder({ hold_expires_at: inMinutes(-1) }));
    expect(screen.getByRole('button', { name: 'Перейти к оплате' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows the status of a closed order instead of the buttons', () => {
    show(trainOrder({ status: 'CANCELLED', hold_expires_at: null }));
    expect(text(screen.getByRole('complementary'))).toContain('Статус заказа: Отменён');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
