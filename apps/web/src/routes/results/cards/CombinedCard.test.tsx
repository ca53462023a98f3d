import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trip, tripTrainLeg } from '../../../components/trip/trip-fixtures.test-support.ts';
import { endSession } from '../../../state/session.ts';
import { CombinedCard } from './CombinedCard.tsx';

describe('a combined result’s card', () => {
  afterEach(cleanup);

  it('opens the whole trip, and each leg its own page', async () => {
    endSession();
    const onOpen = vi.fn();
    const onOpenTrip = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CombinedCard route={trip} onOpen={onOpen} onOpenTrip={onOpenTrip} passengers={1} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Подробнее и купить' }));
    expect(onOpenTrip).toHaveBeenCalledWith(trip);
    expect(onOpen).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /Поезд 012А/ }));
    expect(onOpen).toHaveBeenCalledWith(tripTrainLeg);
  });

  it('names the airline beside its code, the train’s car classes by price, and whom the price is for', () => {
    endSession();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CombinedCard route={trip} onOpen={vi.fn()} onOpenTrip={vi.fn()} passengers={3} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Аэрофлот (SU)', { exact: false })).toBeTruthy();
    const classes = screen.getByRole('list', { name: 'Цены по типам вагонов' });
    expect(
      [...classes.querySelectorAll('li')].map((li) => li.textContent!.replace(/\s/g, ' ')),
    ).toEqual(['плацкарт от 4 500 ₽', 'купе от 6 900 ₽']);
    expect(screen.getByText('за взрослого')).toBeTruthy();
  });

  it('says a crossing to or from an airport is one, in bold, never a change of station', () => {
    endSession();
    const [crossing] = trip.transfers;
    const toAirport = {
      ...trip,
      transfers: [
        {
          ...crossing!,
          arrival_station: 'Домодедово',
          departure_station: 'Жуковский',
          departure_kind: 'Airport' as const,
          wait_minutes: 190,
        },
      ],
    };
    for (const [route, said] of [
      [trip, 'переезд: аэропорт Шереметьево → Москва Казанская, 4 ч 30 мин'],
      [toAirport, 'переезд в аэропорт Жуковский, 3 ч 10 мин'],
    ] as const) {
      const { container, unmount } = render(
        <QueryClientProvider client={new QueryClient()}>
          <CombinedCard route={route} onOpen={vi.fn()} onOpenTrip={vi.fn()} passengers={1} />
        </QueryClientProvider>,
      );
      const change = screen.getByText(`Пересадка:`, { exact: false, selector: 'p' });
      expect(change.textContent).toBe(`Пересадка: ${said}`);
      expect(change.querySelector('strong')?.textContent).toBe(said);
      expect(container.textContent).not.toMatch(/смена вокзала/);
      unmount();
    }
  });

  it('says a change is at night and longer than six hours, beside the change it is', () => {
    endSession();
    const [plane, train] = trip.legs;
    const overnight = {
      ...trip,
      legs: [plane!, { ...train!, departure_time: '2026-12-02T01:30:00+03:00' }],
      transfers: [{ ...trip.transfers[0]!, wait_minutes: 990 }],
    } as typeof trip;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CombinedCard route={overnight} onOpen={vi.fn()} onOpenTrip={vi.fn()} passengers={1} />
      </QueryClientProvider>,
    );
    const change = screen.getByText(`Пересадка:`, { exact: false, selector: 'p' });
    expect([...change.querySelectorAll('span')].map((s) => s.textContent)).toEqual([
      'ночью',
      'дольше 6 ч',
    ]);
  });

  it('says nothing more of a daytime change of a few hours', () => {
    endSession();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CombinedCard route={trip} onOpen={vi.fn()} onOpenTrip={vi.fn()} passengers={1} />
      </QueryClientProvider>,
    );
    const change = screen.getByText(`Пересадка:`, { exact: false, selector: 'p' });
    expect(change.querySelectorAll('span')).toHaveLength(0);
  });
});
