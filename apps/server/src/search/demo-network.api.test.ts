import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import {
  ZCombinedRoutesResponse,
  ZSearchResponse,
  type CombinedRoute,
  type Leg,
  type SearchResponse,
} from '@peresadka/contracts/search-results';
import { legTimes } from '@peresadka/contracts/change-warnings';
import { ZDayPricesResponse } from '@peresadka/contracts/day-prices';
import {
  byPerceivedCost,
  changesCost,
  HOUR_VALUE_RUBLES,
} from '@peresadka/contracts/route-ranking';
import { SAME_STOP_CHANGE_MINUTES } from '@peresadka/engine/timetable/compile';
import type { StationKind } from '@peresadka/engine/timetable/source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations, transfers } from '../infra/db/schema.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { withDemoNetwork } from '../test-support/orders.ts';
import { ridesOf } from '../rides/route-id.ts';

const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));

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
    await withDemoNetwork(t);
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
    // A coach leaves from a bus station, named as the town calls it, not from «Москва».
    for (const coach of r.bus) {
      expect(coach.origin_name).toMatch(/^Автовокзал «/);
      expect(coach.destination_name).toBe('Автовокзал «Санкт-Петербург»');
    }
  });

  it('shows each day of the price strip its own lowest price, that day’s cheapest result', async () => {
    const criteria = {
      starting_point: 'Москва',
      ending_point: 'Санкт-Петербург',
      date: formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 5)),
      combined_enabled: false,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/day_prices',
      payload: criteria,
    });
    expect(res.statusCode, res.body).toBe(200);
    const strip = ZDayPricesResponse.parse(res.json()).days;
    expect(strip).toHaveLength(7);
    for (const { date: day, price } of strip) {
      const r = ZSearchResponse.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/routes',
            payload: { ...criteria, date: day.replaceAll('-', '/') },
          })
        ).json(),
      );
      const cheapest = Math.min(...[...r.airplane, ...r.train, ...r.bus].map((x) => x.price));
      expect(price, day).toBe(cheapest);
    }
    expect(new Set(strip.map((d) => d.price)).size).toBeGreaterThan(1);
  });

  /** The combined routes of a search, fetched by id: 202 while computing, then 200. */
  const combinedRoutes = async (r: SearchResponse): Promise<CombinedRoute[]> => {
    const url = `/api/v1/combined_routes/${r.combined_route}`;
    let res = await t.app.inject({ method: 'GET', url });
    for (let i = 0; i < 100 && res.statusCode === 202; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await t.app.inject({ method: 'GET', url });
    }
    expect(res.statusCode).toBe(200);
    return ZCombinedRoutesResponse.parse(res.json()).routes;
  };

  it('combines modes from Kaliningrad to Vladivostok with feasible changes in local time', async () => {
    const routes = await combinedRoutes(await search('Калининград', 'Владивосток'));
    expect(routes.length).toBeGreaterThan(0);
    const station = await stationFacts();
    for (const route of routes) {
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
    const shown = routes.map((route) => ({
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

  it('shows no combined route from Moscow to Saint Petersburg that a train, flight or bus of the same search beats', async () => {
    const r = await search('Москва', 'Санкт-Петербург');
    const routes = await combinedRoutes(r);
    // Each card of the per-mode tabs as the traveller reads it: arrival, price, changes.
    const rides = [
      ...r.train.map((x) => ({
        name: `поезд ${x.display_train_number}`,
        arrival: Date.parse(x.arrival_time),
        price: x.price,
        changes: 0,
      })),
      ...r.airplane.map((x) => {
        const flights = x.segments.flatMap((s) => s.flights);
        return {
          name: `рейс ${flights.map((f) => f.flight_number).join(' + ')}`,
          arrival: Date.parse(flights.at(-1)!.arrival_time),
          price: x.price,
          changes: flights.length - 1,
        };
      }),
      ...r.bus.map((x) => ({
        name: `автобус ${x.race_id}`,
        arrival: Date.parse(x.arrival_time),
        price: x.price,
        changes: 0,
      })),
    ];
    expect(r.train.length).toBeGreaterThan(0);
    expect(r.airplane.length).toBeGreaterThan(0);
    for (const route of routes) {
      const arrival = Date.parse(legTimes(route.legs.at(-1)!).arrival);
      const beaten = rides.find(
        (y) =>
          y.arrival <= arrival &&
          y.price <= route.routes_price &&
          y.changes <= route.transfers.length,
      );
      expect(
        beaten?.name,
        `${route.legs.map((l) => l.transport_type).join(' → ')} за ${route.routes_price / 100} ₽, прибытие ${legTimes(route.legs.at(-1)!).arrival}`,
      ).toBeUndefined();
    }
    // «Оптимальные» first, as the combined tab opens.
    expect(routes).toEqual([...routes].sort(byPerceivedCost));
  });

  it('shows no combined detour that a ride of one mode beats for every value of an hour, and a handful of distinct trips', async () => {
    // Москва → Екатеринбург and → Самара had planes and buses around the direct flights, hours
    // longer for a hundred rubles less; Тверь has no airport and no train to Владивосток, so a
    // train to Moscow and a flight on is worth it.
    const shown = new Map<string, string[]>();
    for (const [from, to] of [
      ['Москва', 'Екатеринбург'],
      ['Москва', 'Самара'],
      ['Санкт-Петербург', 'Сочи'],
      ['Тверь', 'Владивосток'],
    ] as const) {
      const r = await search(from, to);
      const routes = await combinedRoutes(r);
      // What a trip costs a traveller who values an hour at `perHour` rubles, in kopecks.
      type Trip = { name: string; minutes: number; price: number; changes: number; extra: number };
      const cost = (x: Trip, perHour: number) =>
        x.price + x.extra + (perHour * 100 * x.minutes) / 60;
      const minutes = (times: { departure: string; arrival: string }) =>
        (Date.parse(times.arrival) - Date.parse(times.departure)) / 60_000;
      const rides: Trip[] = [
        ...[...r.train, ...r.bus].map((x) => ({
          name: `${x.origin_name} → ${x.destination_name} ${x.departure_time}`,
          minutes: minutes({ departure: x.departure_time, arrival: x.arrival_time }),
          price: x.price,
          changes: 0,
          extra: 0,
        })),
        ...r.airplane.map((x) => {
          const flights = x.segments.flatMap((segment) => segment.flights);
          return {
            name: `рейс ${flights.map((f) => f.flight_number).join(' + ')}`,
            minutes: minutes({
              departure: flights[0]!.departure_time,
              arrival: flights.at(-1)!.arrival_time,
            }),
            price: x.price,
            changes: flights.length - 1,
            extra: changesCost(flights.slice(1).map(() => ({ station_change: false }))),
          };
        }),
      ];
      for (const route of routes) {
        const trip: Trip = {
          name: route.legs.map((l) => l.transport_type).join(' → '),
          minutes: route.routes_time,
          price: route.routes_price,
          changes: route.transfers.length,
          extra: changesCost(route.transfers),
        };
        const beaten = rides.find(
          (y) =>
            y.changes <= trip.changes &&
            cost(y, HOUR_VALUE_RUBLES.low) <= cost(trip, HOUR_VALUE_RUBLES.low) &&
            cost(y, HOUR_VALUE_RUBLES.high) <= cost(trip, HOUR_VALUE_RUBLES.high),
        );
        expect(
          beaten?.name,
          `${from} → ${to}: ${trip.name}, ${trip.minutes} мин за ${trip.price / 100} ₽`,
        ).toBeUndefined();
      }
      expect(routes.length).toBeLessThanOrEqual(5);
      // Distinct: no two go by the same modes through the same stations.
      const corridors = routes.map((route) =>
        [
          ...route.legs.map((l) => l.transport_type),
          ...route.transfers.map((x) => `${x.arrival_station}/${x.departure_station}`),
        ].join(' '),
      );
      expect(new Set(corridors).size).toBe(corridors.length);
      shown.set(`${from} → ${to}`, corridors);
    }
    expect(shown.get('Москва → Екатеринбург')).toEqual([]);
    expect(shown.get('Москва → Самара')).toEqual([]);
    expect(shown.get('Тверь → Владивосток')).toContainEqual(expect.stringMatching(/^TRAIN PLANE /));
  });

  it('keeps plane connections in one airport, Moscow airports 3 h apart, and says what a change crosses to', async () => {
    const { db } = t.database;
    const rows = await db
      .select({ id: stations.id, type: stations.type, cityId: stations.cityId })
      .from(stations);
    const kindOf = new Map(rows.map((row) => [row.id, row.type]));
    const moscowAirports = new Set(
      rows.filter((row) => row.cityId === 524901 && row.type === 'Airport').map((row) => row.id),
    );
    expect(moscowAirports.size).toBe(4);
    const walks = (await db.select().from(transfers)).filter(
      (w) => moscowAirports.has(w.fromStationId) && moscowAirports.has(w.toStationId),
    );
    expect(walks).toHaveLength(12);
    for (const w of walks) expect(w.minutes).toBeGreaterThanOrEqual(180);

    const r = await search('Калининград', 'Владивосток');
    for (const result of r.airplane) {
      const flights = result.segments.flatMap((segment) => segment.flights);
      flights.slice(1).forEach((f, i) => expect(f.origin_code).toBe(flights[i]!.destination_code));
    }
    for (const route of await combinedRoutes(r)) {
      route.transfers.forEach((transfer, i) => {
        const [from, to] = [legEnds(route.legs[i]!).to, legEnds(route.legs[i + 1]!).from];
        expect([transfer.arrival_kind, transfer.departure_kind]).toEqual([
          kindOf.get(from),
          kindOf.get(to),
        ]);
      });
    }
  });
});
