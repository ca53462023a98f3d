import { alertMessages, type Alert } from '@peresadka/contracts/alerts';
import { AppError } from '@peresadka/contracts/errors';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../api/fake-api.test-support.ts';
import { createQueryClient } from '../../../api/query-client.ts';
import { endSession, startSession } from '../../../state/session.ts';
import type { SubscribeAlertBody } from '../api/subscribe-alert.ts';
import { SoldOutAlert } from './SoldOutAlert.tsx';

vi.mock('../../../api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }));

const ROUTE = '812-20261201-400000001-300551487';
const compartment: SubscribeAlertBody = {
  transport_type: 'TRAIN',
  route_id: ROUTE,
  car_type: 'Compartment',
};

const waiting = (change: Partial<Alert> = {}): Alert => ({
  alert_id: 7,
  route_id: ROUTE,
  transport_type: 'TRAIN',
  car_type: 'Compartment',
  service_class: null,
  title: 'Поезд 010Ж «Сокол»: Казанский вокзал — Казань-Пассажирская',
  departure_time: '2026-12-01T22:00:00+03:00',
  email: 'boris@example.ru',
  status: 'WAITING',
  ...change,
});

function show(onPlacesLeft = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/detail',
        element: (
          <SoldOutAlert
            request={compartment}
            soldOut="В вагонах «Купе» мест нет"
            onPlacesLeft={onPlacesLeft}
          />
        ),
      },
    ],
    { initialEntries: ['/detail'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onPlacesLeft;
}

const WAIT = 'Сообщить, когда появится место';
const group = () => screen.getByRole('group', { name: 'В вагонах «Купе» мест нет' });

describe('the sold-out alert of a class', () => {
  afterEach(() => {
    cleanup();
    endSession();
  });

  it('asks a visitor to sign in and come back to the ride', () => {
    endSession();
    const server = fakeServer({});
    show();
    const link = screen.getByRole('link', {
      name: 'Войдите, и мы сообщим, когда место освободится',
    });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button')).toBeNull();
    expect(group()).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('switches the alert on, tells where the letter goes, and switches it off', async () => {
    startSession('access-token');
    let alerts: Alert[] = [];
    const server = fakeServer({
      alerts: () => alerts,
      subscribeAlert: ({ body }) => {
        expect(body).toEqual(compartment);
        alerts = [waiting()];
        return waiting();
      },
      cancelAlert: ({ body }) => {
        expect(body).toEqual({ alert_id: 7 });
        alerts = [];
        return { detail: alertMessages.cancelled };
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: WAIT }));
    const promise = await screen.findByRole('status');
    expect(promise.textContent).toBe('Сообщим на boris@example.ru, когда место освободится.');
    fireEvent.click(screen.getByRole('button', { name: 'Не сообщать' }));
    await screen.findByRole('button', { name: WAIT });
    expect(server.count('subscribeAlert')).toBe(1);
    expect(server.count('cancelAlert')).toBe(1);
  });

  it('shows an alert already waiting for this class, and not one for another class', async () => {
    startSession('access-token');
    fakeServer({ alerts: () => [waiting({ car_type: 'ReservedSeat', alert_id: 8 }), waiting()] });
    show();
    expect((await screen.findByRole('status')).textContent).toContain('boris@example.ru');
    cleanup();
    fakeServer({ alerts: () => [waiting({ car_type: 'ReservedSeat' })] });
    show();
    expect(await screen.findByRole('button', { name: WAIT })).toBeTruthy();
  });

  it('says the server’s reason when it refuses, and reloads the ride when places are back', async () => {
    startSession('access-token');
    fakeServer({
      alerts: () => [],
      subscribeAlert: () => {
        throw new AppError('conflict', 'places left', { userMessage: alertMessages.placesLeft });
      },
    });
    const onPlacesLeft = show();
    fireEvent.click(await screen.findByRole('button', { name: WAIT }));
    expect((await screen.findByRole('alert')).textContent).toBe('Места есть — оформите заказ');
    expect(onPlacesLeft).toHaveBeenCalledOnce();
  });
});
