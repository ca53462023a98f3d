import { paymentMessages } from '@peresadka/contracts/payments';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../../api/query-client.ts';
import { combinedOrder, trainOrder } from './confirm-fixtures.test-support.ts';
import { ConfirmOrder } from './ConfirmOrder.tsx';

vi.mock('../../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

function show(orderId = 17) {
  const router = createMemoryRouter([{ path: '/', element: <ConfirmOrder orderId={orderId} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('ConfirmOrder', () => {
  afterEach(cleanup);

  it('says what became of a second payment of a paid order, and offers nothing to pay', async () => {
    fakeServer({
      order: () =>
        trainOrder({
          status: 'PAID',
          hold_expires_at: null,
          paid_at: '2026-11-25T12:05:00+03:00',
          payment_note: paymentMessages.duplicateRefunding,
        }),
    });
    show();
    await screen.findByText(paymentMessages.duplicateRefunding);
    expect(screen.getAllByText('Оплачен').length).toBeGreaterThan(0);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a combined trip leg by leg with its changes, the map, each place and one total', async () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    fakeServer({ order: () => combinedOrder({ hold_expires_at: inMinutes(15) }) });
    show(21);
    const itinerary = await screen.findByRole('region', { name: 'Маршрут' });
    expect(text(screen.getByText(/^Заказ № 21/))).toContain('Заказ № 21 · Поездка с пересадками');

    const legs = within(within(itinerary).getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(legs.map((leg) => text(leg.querySelector('p')!))).toEqual([
      'Самолёт, рейс SU 1190 · Аэрофлот',
      'Поезд 116Й · ФПК',
      'Автобус, рейс 512 · Самаратранс',
    ]);
    // Each end on its own station's clock, with the zone said: Самара is an hour ahead.
    expect(text(legs[1]!)).toContain('20:15 МСК+1');
    expect(text(legs[0]!)).toContain(
      'Пересадка 2 ч 10 мин, нужно не меньше 1 ч · переезд: Казань (аэропорт) → Казань-Пасс.',
    );
    expect(text(legs[1]!)).toContain('Пересадка 45 мин, нужно не меньше 15 мин · там же, Самара');
    expect(legs[2]!.textContent).not.toContain('Пересадка');

    const map = within(itinerary).getByRole('region', { name: 'Карта маршрута' });
    expect(
      (await within(map).findByRole('img', { name: /^Маршрут на карте:/ })).getAttribute(
        'aria-label',
      ),
    ).toBe('Маршрут на карте: Москва Шереметьево → Казань-Пасс. → Самара → Тольятти');

    const child = screen.getByRole('article', { name: 'Иванова Анна Петровна' });
    expect(text(child)).toContain('Поезд 116Й: Казань-Пасс. → Самара');
    expect(text(child)).toContain('вагон 07, место 14, нижнее · Детский (до 10 лет)');
    expect(text(child)).toContain('Итого за пассажира: 5 650 ₽');

    const summary = screen.getByRole('complementary');
    expect(
      within(within(summary).getByRole('list', { name: 'Стоимость по участкам' }))
        .getAllByRole('listitem')
        .map(text),
    ).toEqual([
      'Самолёт, рейс SU 1190: 9 150 ₽',
      'Поезд 116Й: 4 350 ₽',
      'Автобус, рейс 512: 1 400 ₽',
    ]);
    expect(text(summary)).toContain('Итого за 2 пассажиров: 14 900 ₽');
    const schedule = within(summary).getByRole('region', { name: 'Если планы изменятся' });
    expect(text(schedule)).toContain('При возврате всей поездки вернём');
    expect(text(schedule)).toContain('до 01.12 00:00 МСК — 13 300 ₽');
    expect(text(schedule)).toContain('Поезд 116Й: 3 900 ₽');
    expect(within(summary).getByRole('button', { name: 'Перейти к оплате' })).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
  });

  it('says a too short change, and what broke the trip', async () => {
    const order = combinedOrder({
      status: 'PAID',
      hold_expires_at: null,
      paid_at: '2026-11-25T12:05:00+03:00',
      disruption: 'Поезд 116Й отправляется позже: пересадка в Казани стала короче нужного.',
    });
    fakeServer({
      order: () => ({
        ...order,
        transfers: [{ ...order.transfers[0]!, wait_minutes: 40 }, order.transfers[1]!],
      }),
    });
    show(21);
    expect(
      (await screen.findByText(/Пересадка 40 мин, нужно не меньше 1 ч/)).textContent,
    ).toContain('времени на пересадку не хватает');
    expect(screen.getByText(/Поезд 116Й отправляется позже/).textContent).toContain(
      'Билеты можно вернуть полностью, со сбором сервиса, без удержаний',
    );
  });
});
