import type { FavoriteRoute } from '@peresadka/contracts/profile';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client.ts';
import { tripTrainLeg } from '../../../components/trip/trip-fixtures.test-support.ts';
import { chosenRoute } from '../../../state/read-chosen-route.ts';
import { FavoriteItem } from './FavoriteItem.tsx';

vi.mock('../../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

function Arrived() {
  return <p>Перешли на {useLocation().pathname}</p>;
}

const saved: FavoriteRoute = {
  starting_point: tripTrainLeg.origin_name,
  ending_point: tripTrainLeg.destination_name,
  transport_type: 'TRAIN',
  travel_time: tripTrainLeg.travel_time,
  departure_time: tripTrainLeg.departure_time,
  arrival_time: tripTrainLeg.arrival_time,
  price: 450_000,
  transfer_time: 0,
  total_price: 450_000,
  routes_ids: [tripTrainLeg.route_id],
  legs: [tripTrainLeg],
  in_favorite: true,
  now: { status: 'on_sale', legs: [{ ...tripTrainLeg, price: 480_000 }], total_price: 480_000 },
};

function show(favorite: FavoriteRoute) {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ul>{<FavoriteItem favorite={favorite} />}</ul> },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');

describe('a favourite', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('names its train, stations and times, and its price then and now', () => {
    show(saved);
    const item = screen.getByRole('listitem', { name: /Москва Казанская → Казань-Пасс\./ });
    expect(text(item)).toContain('Поезд 012А «Татарстан»');
    expect(text(item)).toContain('Москва Казанская → Казань-Пасс.');
    expect(text(item)).toContain('13:30 МСК, вт, 1 декабря');
    expect(text(item)).toContain('При сохранении: 4 500 ₽');
    expect(text(item)).toContain('Сейчас: 4 800 ₽');
  });

  it('opens the ride as it is now on its detail page', async () => {
    show(saved);
    await userEvent.click(screen.getByRole('button', { name: /^Открыть/ }));
    await screen.findByText('Перешли на /detail');
    expect(chosenRoute()?.leg).toMatchObject({ route_id: tripTrainLeg.route_id, price: 480_000 });
  });

  it('says when it can no longer be bought, and offers no way to open it', () => {
    show({ ...saved, now: { status: 'sold_out' } });
    expect(screen.getByRole('status').textContent).toBe('Мест больше нет');
    cleanup();
    show({ ...saved, now: { status: 'gone' } });
    const item = screen.getByRole('listitem', { name: /→/ });
    expect(within(item).getByRole('status').textContent).toBe(
      'Рейс уже ушёл или больше не выполняется',
    );
    expect(within(item).queryByRole('button', { name: /^Открыть/ })).toBeNull();
  });
});
