import { describe, expect, it } from 'vitest';
import type { DemoFeed, DemoTrip, NetworkStation } from './demo-feed.ts';
import { generateDemoFeed } from './generate.ts';
import { NAMED_TRAINS } from './named-trains.ts';
import { testNetwork } from './test-network.ts';
import { runsOnDay } from './typical-day.ts';

const network = testNetwork();
const options = { seed: 7, startDate: '2026-01-05' };
const feed = generateDemoFeed(network, options);

const station = new Map(network.stations.map((s) => [s.id, s]));
const city = new Map(network.cities.map((c) => [c.id, c]));
const stationOf = (id: number): NetworkStation => station.get(id)!;
const cityName = (stationId: number) => city.get(stationOf(stationId).cityId)!.name;
const byMode = (mode: DemoTrip['mode']) => feed.trips.filter((t) => t.mode === mode);
const trains = byMode('TRAIN');
const endsAre = (t: DemoTrip, from: string, to: string) =>
  cityName(t.stops[0]!.stationId) === from && cityName(t.stops.at(-1)!.stationId) === to;

/** Every number found under a key that names an amount of money. */
function amounts(feed: DemoFeed): number[] {
  const money = /price|fare|penalty|fee/i;
  const found: number[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'number' && money.test(key)) found.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  feed.trips.forEach((t) => walk(t.properties, ''));
  return found;
}

describe('generateDemoFeed', () => {
  it('is deterministic: the same seed gives the same feed, another seed another one', () => {
    expect(generateDemoFeed(network, options)).toEqual(feed);
    expect(generateDemoFeed(network, { ...options, seed: 8 })).not.toEqual(feed);
  });

  it('produces every mode, with carriers and services for every trip', () => {
    const counts = runsOnDay(feed, '2026-01-15');
    expect(counts.flights).toBeGreaterThan(100);
    expect(counts.trains).toBeGreaterThan(50);
    expect(counts.suburbanTrains).toBeGreaterThan(0);
    expect(counts.buses).toBeGreaterThan(100);
    const carriers = new Set(feed.carriers.map((c) => c.code));
    const services = new Map(feed.services.map((s) => [s.key, s]));
    expect(carriers.size).toBe(feed.carriers.length);
    for (const trip of feed.trips) {
      expect(carriers.has(trip.carrierCode)).toBe(true);
      expect(services.has(trip.serviceKey)).toBe(true);
    }
    for (const s of feed.services) {
      expect(s.weekdays).toBeGreaterThan(0);
      expect(s.weekdays).toBeLessThanOrEqual(0b1111111);
      expect(s.startDate).toBe(options.startDate);
    }
  });

  it('prices everything in whole non-negative kopecks', () => {
    const all = amounts(feed);
    expect(all.length).toBeGreaterThan(1000);
    for (const amount of all) {
      expect(Number.isInteger(amount)).toBe(true);
      expect(amount).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives every trip stops at known stations, with times and distances that only grow', () => {
    for (const trip of feed.trips) {
      const [first, ...rest] = trip.stops;
      expect(rest.length).toBeGreaterThan(0);
      expect(first).toMatchObject({ arrivalOffset: 0, departureOffset: 0, distanceKm: 0 });
      expect(first!.boarding && !first!.alighting).toBe(true);
      expect(trip.stops.at(-1)!.alighting && !trip.stops.at(-1)!.boarding).toBe(true);
      expect(trip.timeZone).toBe(stationOf(first!.stationId).timeZone);
      expect(Number.isInteger(trip.departureMinute)).toBe(true);
      expect(trip.departureMinute).toBeGreaterThanOrEqual(0);
      expect(trip.departureMinute).toBeLessThan(1440);
      trip.stops.forEach((stop, i) => {
        expect(station.has(stop.stationId)).toBe(true);
        expect(stop.departureOffset).toBeGreaterThanOrEqual(stop.arrivalOffset);
        const before = trip.stops[i - 1];
        if (!before) return;
        expect(stop.arrivalOffset).toBeGreaterThan(before.departureOffset);
        expect(stop.distanceKm).toBeGreaterThan(before.distanceKm);
      });
    }
  });
});

describe('flights', () => {
  const flights = byMode('PLANE');

  it('fly directly between airports of two cities, numbered uniquely per airline', () => {
    for (const f of flights) {
      expect(f.stops).toHaveLength(2);
      const [from, to] = f.stops.map((s) => stationOf(s.stationId));
      expect(from!.type).toBe('Airport');
      expect(to!.type).toBe('Airport');
      expect(from!.cityId).not.toBe(to!.cityId);
      expect(f.number).toMatch(new RegExp(`^${f.carrierCode} \\d{3,4}$`));
    }
    expect(new Set(flights.map((f) => f.number)).size).toBe(flights.length);
  });

  it('take block time from distance, and sell families with business only where the cabin has it', () => {
    for (const f of flights) {
      const p = f.properties;
      if (p.mode !== 'PLANE') throw new Error('not a plane');
      const minutes = f.stops[1]!.arrivalOffset;
      expect(minutes % 5).toBe(0);
      if (p.technicalLandings.length === 0) {
        expect(minutes).toBeGreaterThanOrEqual((f.stops[1]!.distanceKm / 750) * 60 + 25);
      }
      const economy = p.fareFamilies.filter((x) => x.serviceClass === 'Economic');
      expect(economy.length).toBeGreaterThanOrEqual(2);
      const hasBusiness = p.seatMap.some((r) => r.serviceClass === 'Business');
      expect(p.fareFamilies.some((x) => x.serviceClass === 'Business')).toBe(
        hasBusiness && !['DP', '5N'].includes(f.carrierCode),
      );
    }
  });

  it('refuel on the thin route to Анадырь, as a landing inside the flight, not a stop', () => {
    const anadyr = flights.filter((f) => endsAre(f, 'Москва', 'Анадырь'));
    expect(anadyr.length).toBeGreaterThan(0);
    for (const f of anadyr) {
      if (f.properties.mode !== 'PLANE') throw new Error('not a plane');
      const [landing] = f.properties.technicalLandings;
      expect(landing).toBeDefined();
      expect(landing!.arrivalOffset).toBeGreaterThan(0);
      expect(landing!.departureOffset).toBeGreaterThan(landing!.arrivalOffset);
      expect(landing!.departureOffset).toBeLessThan(f.stops[1]!.arrivalOffset);
    }
  });
});

describe('trains', () => {
  const corridorsOf = network.corridors.map((c) => c.cityIds);

  it('call at neighbouring cities of a corridor, or cross between corridors where a named train does', () => {
    const neighbours = new Set(
      corridorsOf.flatMap((ids) =>
        ids.slice(1).flatMap((id, i) => [`${ids[i]}-${id}`, `${id}-${ids[i]}`]),
      ),
    );
    const cityId = (name: string) => network.cities.find((c) => c.name === name)?.id;
    for (const route of NAMED_TRAINS.map((t) => t.route.map(cityId))) {
      route
        .slice(1)
        .forEach((id, i) => neighbours.add(`${route[i]}-${id}`).add(`${id}-${route[i]}`));
    }
    // Through Moscow a train goes round by the ring line: from one of its neighbours to another.
    const moscow = cityId('Москва');
    const aroundMoscow = [...neighbours].flatMap((pair) => {
      const [a, b] = pair.split('-').map(Number);
      return a === moscow ? [b] : [];
    });
    for (const a of aroundMoscow) for (const b of aroundMoscow) neighbours.add(`${a}-${b}`);
    for (const t of trains) {
      const cities = t.stops.map((s) => stationOf(s.stationId).cityId);
      cities.slice(1).forEach((id, i) => {
        expect(neighbours.has(`${cities[i]}-${id}`), `${t.number} ${t.name}`).toBe(true);
      });
      for (const s of t.stops) expect(stationOf(s.stationId).type).toBe('RailwayStation');
    }
  });

  it('have display numbers unique in the feed, even northward and eastward, odd back', () => {
    const numbers = trains.map((t) => t.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const t of trains) {
      expect(t.properties.mode === 'TRAIN' && t.properties.displayNumber).toBe(t.number);
    }
    const toPiter = trains.find(
      (t) => t.name === 'Красная стрела' && endsAre(t, 'Москва', 'Санкт-Петербург'),
    );
    const back = trains.find(
      (t) => t.name === 'Красная стрела' && endsAre(t, 'Санкт-Петербург', 'Москва'),
    );
    expect(toPiter?.number).toMatch(/^\d\d[02468]\D$/);
    expect(back?.number).toMatch(/^\d\d[13579]\D$/);
  });

  it('leave Moscow from the terminal of their line', () => {
    const terminals = (to: string) =>
      new Set(
        trains
          .filter((t) => endsAre(t, 'Москва', to))
          .map((t) => stationOf(t.stops[0]!.stationId).name),
      );
    expect(terminals('Санкт-Петербург')).toEqual(new Set(['Ленинградский вокзал']));
    expect(terminals('Владивосток')).toEqual(new Set(['Ярославский вокзал']));
    expect(terminals('Нижний Новгород')).toEqual(new Set(['Курский вокзал']));
    expect(terminals('Казань')).toEqual(new Set(['Казанский вокзал']));
    expect(terminals('Ростов-на-Дону')).toEqual(new Set(['Павелецкий вокзал']));
  });

  it('run Москва — Владивосток over several days', () => {
    const russia = trains.filter((t) => endsAre(t, 'Москва', 'Владивосток'));
    expect(russia.map((t) => t.name)).toContain('Россия');
    for (const t of russia) {
      expect(t.stops.at(-1)!.arrivalOffset).toBeGreaterThan(5 * 1440);
      expect(t.stops.at(-1)!.distanceKm).toBeGreaterThan(8_000);
    }
  });

  it('run Сапсан at high speed with sitting cars only, and suburban trains with sitting cars', () => {
    const sapsan = trains.filter((t) => t.name === 'Сапсан');
    expect(sapsan.length).toBeGreaterThanOrEqual(20);
    for (const t of sapsan) {
      const last = t.stops.at(-1)!;
      expect(last.distanceKm / (last.arrivalOffset / 60)).toBeGreaterThan(150);
      if (t.properties.mode !== 'TRAIN') throw new Error('not a train');
      for (const car of t.properties.cars) expect(['Sedentary', 'Soft']).toContain(car.type);
    }
    for (const t of trains) {
      if (t.properties.mode !== 'TRAIN' || !t.properties.isSuburban) continue;
      expect(t.properties.cars.every((car) => car.type === 'Sedentary')).toBe(true);
      expect(t.stops.at(-1)!.distanceKm).toBeLessThanOrEqual(260);
    }
  });

  it('number cars from 1, with seat plans the server can draw', () => {
    const schema = /^(Compartment|ReservedSeat|Luxury|Soft|Sedentary|Shared)-(\d{1,3})(-2)?$/;
    let twoStorey = 0;
    for (const t of trains) {
      if (t.properties.mode !== 'TRAIN') throw new Error('not a train');
      const cars = t.properties.cars;
      expect(cars.map((c) => c.number)).toEqual(cars.map((_, i) => i + 1));
      expect(t.properties.hasTwoStoreyCars).toBe(cars.some((c) => c.twoStorey));
      for (const car of cars) {
        const m = schema.exec(car.schemaId);
        expect(m?.[1]).toBe(car.type);
        expect(Number(m?.[2])).toBe(car.seats);
        expect(car.seats).toBeLessThanOrEqual(120);
        expect(m?.[3] !== undefined).toBe(car.twoStorey);
        for (const seat of car.secondFloorSeats) {
          expect(seat).toBeGreaterThan(car.seats / 2);
          expect(seat).toBeLessThanOrEqual(car.seats);
        }
        if (car.twoStorey) twoStorey += 1;
      }
    }
    expect(twoStorey).toBeGreaterThan(0);
  });
});

describe('buses', () => {
  const buses = byMode('BUS');

  it('run between bus stations of towns within a day’s ride (a night for the biggest cities), 60 km/h on ordinary roads and 80 on highways', () => {
    for (const b of buses) {
      for (const s of b.stops) expect(stationOf(s.stationId).type).toBe('BusStop');
      const last = b.stops.at(-1)!;
      expect(last.distanceKm).toBeLessThanOrEqual(850 + 1);
      expect(last.arrivalOffset).toBeGreaterThanOrEqual(
        (last.distanceKm * 60) / 80 - b.stops.length,
      );
    }
    const toTver = buses.find((b) => endsAre(b, 'Москва', 'Тверь'))!;
    const toKlin = buses.find((b) => endsAre(b, 'Москва', 'Клин'))!;
    const kmh = (b: DemoTrip) => b.stops[1]!.distanceKm / (b.stops[1]!.arrivalOffset / 60);
    expect(kmh(toTver)).toBeGreaterThan(70);
    expect(kmh(toKlin)).toBeLessThanOrEqual(61);
  });

  it('run between two regional centres several times a day', () => {
    const toTver = buses.filter((b) => endsAre(b, 'Москва', 'Тверь'));
    expect(toTver.length).toBeGreaterThanOrEqual(7);
  });

  it('join Moscow and Saint Petersburg by a night coach', () => {
    expect(buses.some((b) => endsAre(b, 'Москва', 'Санкт-Петербург'))).toBe(true);
  });

  it('stop at towns on the way', () => {
    const via = buses.find((b) => endsAre(b, 'Москва', 'Тверь'));
    expect(via?.stops.map((s) => cityName(s.stationId))).toEqual(['Москва', 'Клин', 'Тверь']);
  });
});

describe('transfers', () => {
  it('join every two stations of a city both ways, with the floors of the rule', () => {
    const pairs = new Set(feed.transfers.map((t) => `${t.fromStationId}-${t.toStationId}`));
    expect(pairs.size).toBe(feed.transfers.length);
    for (const c of network.cities) {
      const ids = network.stations.filter((s) => s.cityId === c.id).map((s) => s.id);
      for (const a of ids) for (const b of ids) expect(pairs.has(`${a}-${b}`)).toBe(a !== b);
    }
    for (const t of feed.transfers) {
      const [from, to] = [stationOf(t.fromStationId), stationOf(t.toStationId)];
      const airports = [from, to].filter((s) => s.type === 'Airport').length;
      expect(t.minutes).toBeGreaterThanOrEqual(30);
      if (airports === 2) expect(t.minutes).toBeGreaterThanOrEqual(60);
      if (airports > 0 && cityName(from.id) === 'Москва')
        expect(t.minutes).toBeGreaterThanOrEqual(120);
    }
  });
});
