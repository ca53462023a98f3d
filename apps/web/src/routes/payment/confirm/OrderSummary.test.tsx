import type { ConfirmState } from '@peresadka/contracts/orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { trainOrder } from './confirm-fixtures.test-support.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { PassengerCard } from './PassengerCard.tsx';

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

  it('says honestly that payment is not connected yet', async () => {
    show(trainOrder({ hold_expires_at: inMinutes(15) }));
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(
      'Оплата пока не подключена: заказ ждёт оплаты в «Мои поездки» до окончания брони',
    );
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/profile?tab=trips');
    expect(screen.getByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
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
