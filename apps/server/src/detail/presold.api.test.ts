import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { ZBusDetailResponse } from '@peresadka/contracts/detail';
import type { DemoTrip } from '@peresadka/geo/demo-timetable/demo-feed';
import type { BusResult } from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { miniFeed } from '../test-support/mini-network.ts';
import { search, withMiniNetwork } from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 2));

/** The mini network's Тверь — Москва bus at 11:00, popular as the demonstration network's are. */
const morning = miniFeed.trips.find((t) => t.number === '58')!;
const popular: DemoTrip = {
  ...morning,
  number: '511',
  departureMinute: 11 * 60,
  properties:
    morning.properties.mode === 'BUS' ? { ...morning.properties, demand: 0.6 } : morning.properties,
};

describe(`places sold before the site, on ${testBackend()}`, () => {
  let t: TestApp;
  let buses: BusResult[];

  beforeAll(async () => {
    t = await startTestApp();
    await withMiniNetwork(t, [popular]);
    buses = (await search(t.app, 'Тверь', 'Москва', date)).bus;
  });
  afterAll(() => t?.close());

  const detail = async (bus: BusResult) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bus_detail',
      payload: {
        route_id: bus.route_id,
        provider: bus.provider,
        departure_date: bus.date,
        race_id: bus.race_id,
        adult_quantity: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZBusDetailResponse.parse(res.json()).detail;
  };

  it('takes a share of a popular trip’s places, the same ones at every reading', async () => {
    const bus = buses.find((b) => b.race_id === '511')!;
    const first = await detail(bus);
    expect(first.free_places_quantity).toBeLessThan(first.places_quantity);
    expect(first.free_places_quantity).toBeGreaterThan(0);
    expect(first.places).toHaveLength(first.free_places_quantity);
    expect((await detail(bus)).places).toEqual(first.places);
  });

  it('leaves a trip without a demand empty', async () => {
    const bus = buses.find((b) => b.race_id === '58')!;
    const free = await detail(bus);
    expect(free.free_places_quantity).toBe(free.places_quantity);
  });
});
