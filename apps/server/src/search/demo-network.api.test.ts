import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import {
  ZCombinedRoutesResponse,
  ZSearchResponse,
  type CombinedRoute,
  type Leg,
} from '@peresadka/contracts/search-results';
import { SAME_STOP_CHANGE_MINUTES } from '@peresadka/engine/timetable/compile';
import type { StationKind } from '@peresadka/engine/timetable/source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations, transfers } from '../infra/db/schema.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { ensureDemoNetwork } from '../timetable/demo-seed.ts';
import { ridesOf } from '../rides/route-id.ts';

const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));

const legTimes = (leg: Leg) =>
  leg.transport_type === 'PLANE'
    ? {
        departure: leg.segments[0]!.flights[0]!.departure_time,
        arrival: leg.segments[0]!.flights.at(-1)!.arrival_time,
      }
    : { departure: leg.departure_time, arrival: leg.arrival_time };

/** The stations where a leg boards first and leaves last, read back from its route id. */
const legEnds = (leg: Leg) => {
  const rides = ridesOf(leg.route_id)!;
  return { from: rides[0]!.fromStationId, to: rides.at(-1)!.toStationId };
};

/** The same moment as the wall clock of a zone shows it, by the platform's own time zone data. */
function wallClock(dateTime: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(dateTime))
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

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

  /** Each station's zone, and the least a change between two stations (or at one) may take. */
  const stationFacts = async () => {
    const { db } = t.database;
    const rows = await db
      .select({ id: stations.id, type: stations.type, zone: stations.timeZone })
      .from(stations);
    const walks = await db.select().from(transfers);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const walk = new Map(walks.map((w) => [`${w.fromStationId}-${w.toStationId}`, w.minutes]));
    return {
      zone: (id: number) => byId.get(id)!.zone,
      minimumChange: (from: number, to: number) =>
        walk.get(`${from}-${to}`) ??
        (from === to ? SAME_STOP_CHANGE_MINUTES[byId.get(from)!.type as StationKind] : Infinity),
    };
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
    const station = await stationFacts();
    for (const route of routes as CombinedRoute[]) {
      const times = route.legs.map(legTimes);
      const ends = route.legs.map(legEnds);
      expect(times[0]!.departure).toMatch(/\+02:00$/);
      expect(times.at(-1)!.arrival).toMatch(/\+10:00$/);
      route.legs.forEach((_, i) => {
        expect(times[i]!.departure).toBe(
          wallClock(times[i]!.departure, station.zone(ends[i]!.from)),
        );
        expect(times[i]!.arrival).toBe(wallClock(times[i]!.arrival, station.zone(ends[i]!.to)));
      });
      route.transfers.forEach((transfer, i) => {
        const wait = (Date.parse(times[i + 1]!.departure) - Date.parse(times[i]!.arrival)) / 60_000;
        expect(transfer.wait_minutes).toBe(wait);
        const [from, to] = [ends[i]!.to, ends[i + 1]!.from];
        expect(transfer.station_change).toBe(from !== to);
        expect(
          wait,
          `${transfer.arrival_station} → ${transfer.departure_station}`,
        ).toBeGreaterThanOrEqual(station.minimumChange(from, to));
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
