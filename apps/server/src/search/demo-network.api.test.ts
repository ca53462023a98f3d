import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import {
  ZCombinedRoutesResponse,
  ZSearchResponse,
  type CombinedRoute,
  type Leg,
} from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { ensureDemoNetwork } from '../timetable/demo-seed.ts';

const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));

const legTimes = (leg: Leg) =>
  leg.transport_type === 'PLANE'
    ? {
        departure: leg.segments[0]!.flights[0]!.departure_time,
        arrival: leg.segments[0]!.flights.at(-1)!.arrival_time,
      }
    : { departure: leg.departure_time, arrival: leg.arrival_time };

describe(`the demonstration network on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await ensureDemoNetwork(t.app);
  }, 120_000);
  afterAll(() => t?.close());

  const search = async (starting_point: string, ending_point: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/routes',
      payload: { starting_point, ending_point, date },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZSearchResponse.parse(res.json());
  };

  it('suggests Москва first for «Моск» and for «vjcr», with its stations of all three types', async () => {
    for (const search_text of ['Моск', 'vjcr']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/search_city',
        payload: { search_text },
      });
      const [first] =
        res.json<{ name: string; region_name: string; stations: { type: string }[] }[]>();
      expect(first?.name, search_text).toBe('Москва');
      expect(first?.region_name).toBe('Москва');
      expect(new Set(first?.stations.map((s) => s.type))).toEqual(
        new Set(['Airport', 'RailwayStation', 'BusStop']),
      );
    }
    const nodes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search_transport_node',
      payload: { search_text: 'казанский' },
    });
    expect(nodes.json<{ name: string }[]>()[0]?.name).toBe('Казанский вокзал');
  });

  it('finds flights, trains and buses from Moscow to Saint Petersburg', async () => {
    const r = await search('Москва', 'Санкт-Петербург');
    expect(r.airplane.length).toBeGreaterThan(3);
    expect(r.train.length).toBeGreaterThan(3);
    expect(r.train.map((x) => x.train_name)).toContain('Сапсан');
    expect(r.bus.length).toBeGreaterThan(0);
    expect(r.train.every((x) => x.origin_name === 'Ленинградский вокзал')).toBe(true);
  });

  it('combines modes from Kaliningrad to Vladivostok with feasible changes in local time', async () => {
    const r = await search('Калининград', 'Владивосток');
    const url = `/api/v1/combined_routes/${r.combined_route}`;
    let res = await t.app.inject({ method: 'GET', url });
    for (let i = 0; i < 100 && res.statusCode === 202; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await t.app.inject({ method: 'GET', url });
    }
    expect(res.statusCode).toBe(200);
    const { routes } = ZCombinedRoutesResponse.parse(res.json());
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes as CombinedRoute[]) {
      const times = route.legs.map(legTimes);
      expect(times[0]!.departure).toMatch(/\+02:00$/);
      expect(times.at(-1)!.arrival).toMatch(/\+10:00$/);
      route.transfers.forEach((transfer, i) => {
        const wait = (Date.parse(times[i + 1]!.departure) - Date.parse(times[i]!.arrival)) / 60_000;
        expect(transfer.wait_minutes).toBe(wait);
        expect(wait).toBeGreaterThanOrEqual(transfer.station_change ? 30 : 15);
      });
    }
    // At the prices shown, no route arrives no later for no more with no more changes.
    const shown = (routes as CombinedRoute[]).map((route) => ({
      arrival: Date.parse(legTimes(route.legs.at(-1)!).arrival),
      price: route.routes_price,
      changes: route.transfers.length,
    }));
    for (const x of shown) {
      const beaten = shown.some(
        (y) =>
          y !== x &&
          y.arrival <= x.arrival &&
          y.price <= x.price &&
          y.changes <= x.changes &&
          (y.arrival < x.arrival || y.price < x.price || y.changes < x.changes),
      );
      expect(beaten, JSON.stringify(x)).toBe(false);
    }
  });
});
