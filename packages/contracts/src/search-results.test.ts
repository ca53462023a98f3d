import { describe, expect, it } from 'vitest';
import { ZCombinedRoute, type Leg } from './search-results.ts';

const bus: Leg = {
  transport_type: 'BUS',
  route_id: 'bus-1',
  origin_name: 'Тверь',
  destination_name: 'Москва',
  travel_time: 180,
  departure_time: '2026-11-20T08:00:00+03:00',
  arrival_time: '2026-11-20T11:00:00+03:00',
  price: 95000,
  provider: 'demo',
  date: '2026-11-20',
  race_id: 'R-1',
  text: '',
};

describe('combined route', () => {
  const route = (legs: number) => ({
    route_id: 'combo-1',
    routes_price: 95000 * legs,
    routes_time: 180 * legs,
    legs: Array.from({ length: legs }, () => bus),
    transfers: Array.from({ length: Math.max(0, legs - 1) }, () => ({
      arrival_station: 'Тверь',
      departure_station: 'Тверь',
      arrival_kind: 'BusStop' as const,
      departure_kind: 'BusStop' as const,
      wait_minutes: 40,
      station_change: false,
    })),
  });

  it('has at most five transfers', () => {
    expect(ZCombinedRoute.safeParse(route(2)).success).toBe(true);
    expect(ZCombinedRoute.safeParse(route(6)).success).toBe(true);
    expect(ZCombinedRoute.safeParse(route(7)).success).toBe(false);
    expect(ZCombinedRoute.safeParse(route(1)).success).toBe(false);
  });

  it('tells the legs apart by transport type', () => {
    const withTrainFields = { ...route(2), legs: [bus, { ...bus, transport_type: 'TRAIN' }] };
    expect(ZCombinedRoute.safeParse(withTrainFields).success).toBe(false);
  });
});
