import type { Order } from '@peresadka/contracts/orders';
import { describe, expect, it } from 'vitest';
import { arrangeTrips } from './arrange-trips.ts';

function order(id: number, rides: [departure: string, arrival: string][]): Order {
  return {
    order_id: id,
    status: 'WAITING',
    route_id: `route-${id}`,
    routes: rides.map(([departure_time, arrival_time]) => ({
      origin_name: 'Москва',
      destination_name: 'Казань',
      travel_time: 60,
      transport_type: 'TRAIN' as const,
      departure_time,
      arrival_time,
      flight_number: '001',
      carrier: 'ФПК',
    })),
    price: 100_000,
    transport_type: 'Поезд',
    en_transport_type: 'train',
    passengers_quantity: 1,
    passengers_data: [],
    created_at: '2026-11-01T10:00:00+03:00',
    hold_expires_at: null,
    paid_at: null,
    payment_note: null,
    refunds: [],
    disruption: null,
  };
}

const ids = (orders: Order[]) => orders.map((o) => o.order_id);
const now = Date.parse('2026-11-25T12:00:00+03:00');

describe('arrangeTrips', () => {
  it('puts trips ahead first, the nearest first, then past ones, the latest first', () => {
    const { upcoming, past } = arrangeTrips(
      [
        order(1, [['2026-11-20T08:00:00+03:00', '2026-11-20T10:00:00+03:00']]),
        order(2, [['2026-12-05T08:00:00+03:00', '2026-12-05T10:00:00+03:00']]),
        order(3, [['2026-11-28T08:00:00+03:00', '2026-11-28T10:00:00+03:00']]),
        order(4, [['2026-11-24T08:00:00+03:00', '2026-11-24T10:00:00+03:00']]),
      ],
      now,
    );
    expect(ids(upcoming)).toEqual([3, 2]);
    expect(ids(past)).toEqual([4, 1]);
  });

  it('keeps a trip under way among those ahead until its last arrival', () => {
    const { upcoming, past } = arrangeTrips(
      [
        order(1, [
          ['2026-11-25T06:00:00+03:00', '2026-11-25T09:00:00+03:00'],
          ['2026-11-25T11:00:00+03:00', '2026-11-25T18:00:00+07:00'],
        ]),
        order(2, [['2026-11-26T08:00:00+03:00', '2026-11-26T10:00:00+03:00']]),
      ],
      now,
    );
    expect(ids(upcoming)).toEqual([1, 2]);
    expect(past).toEqual([]);
  });

  it('compares instants, not the station clocks they are written in', () => {
    const { upcoming } = arrangeTrips(
      [
        // 09:30 in Moscow, the later departure although its clock reads earlier.
        order(1, [['2026-11-26T07:30:00+01:00', '2026-11-26T12:00:00+03:00']]),
        order(2, [['2026-11-26T09:00:00+03:00', '2026-11-26T12:00:00+03:00']]),
      ],
      now,
    );
    expect(ids(upcoming)).toEqual([2, 1]);
  });

  it('orders trips that leave together by order number', () => {
    const ride: [string, string] = ['2026-11-26T09:00:00+03:00', '2026-11-26T12:00:00+03:00'];
    expect(ids(arrangeTrips([order(9, [ride]), order(5, [ride])], now).upcoming)).toEqual([5, 9]);
  });
});
