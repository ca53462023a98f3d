import path from 'node:path';
import { presoldShare } from '@peresadka/contracts/presold';
import { describe, expect, it } from 'vitest';
import { busStationName } from '../../scripts/build-geography.ts';
import { readTsv } from '../../scripts/tsv.ts';
import { geography } from '../geography.ts';
import type { DemoTrip } from './demo-feed.ts';
import { DEMO_FEED_OPTIONS } from './demo-settings.ts';
import { greatCircleKm } from './distance.ts';
import { MIN_FLIGHT_KM } from './flights.ts';
import { generateDemoFeed } from './generate.ts';

/** The facts of issue 39: what the real timetable has and the demonstration one must too. */
const geo = geography();
const feed = generateDemoFeed(geo, DEMO_FEED_OPTIONS);
const station = new Map(geo.stations.map((s) => [s.id, s]));
const city = new Map(geo.cities.map((c) => [c.id, c]));
const cityOf = (stationId: number) => city.get(station.get(stationId)!.cityId)!;
const ends = (t: DemoTrip) => [cityOf(t.stops[0]!.stationId), cityOf(t.stops.at(-1)!.stationId)];
const trainsNamed = (number: string) => feed.trips.filter((t) => t.number === number);
const train = (number: string) => {
  const [found, ...more] = trainsNamed(number);
  expect(found, number).toBeDefined();
  expect(more).toEqual([]);
  return found!;
};
const trainProperties = (t: DemoTrip) => {
  if (t.properties.mode !== 'TRAIN') throw new Error(`${t.number} is not a train`);
  return t.properties;
};
const longDistance = feed.trips.filter(
  (t) => t.properties.mode === 'TRAIN' && !t.properties.isSuburban,
);

/** Minutes a zone runs ahead of UTC (Russia keeps no summer time). */
function utcOffset(timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(Date.UTC(2026, 0, 5)))
    .find((p) => p.type === 'timeZoneName')!.value;
  const match = /([+-])(\d\d):(\d\d)/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** Local clock minute of the trip's arrival at its last station. */
function localArrival(t: DemoTrip): number {
  const last = t.stops.at(-1)!;
  const shift = utcOffset(station.get(last.stationId)!.timeZone) - utcOffset(t.timeZone);
  return (((t.departureMinute + last.arrivalOffset + shift) % 1440) + 1440) % 1440;
}

describe('airports closed to civil flights', () => {
  const closed = readTsv(path.join(import.meta.dirname, '../../data/airports-closed.tsv'));

  it('stay in the geography with the date they closed', () => {
    const known = geo.stations.filter((s) => s.closedSince !== undefined).map((s) => s.code);
    expect(known.sort()).toEqual(
      closed
        .map((r) => r.iata!)
        .filter((code) => geo.stations.some((s) => s.code === code))
        .sort(),
    );
    expect(known).toContain('KRR');
  });

  it('have no flights to or from them', () => {
    const codes = new Set(closed.map((r) => r.iata!));
    const touching = feed.trips.filter(
      (t) => t.mode === 'PLANE' && t.stops.some((s) => codes.has(station.get(s.stationId)!.code!)),
    );
    expect(touching.map((t) => t.number)).toEqual([]);
  });
});

describe('flights', () => {
  const flights = feed.trips.filter((t) => t.mode === 'PLANE');

  it(`join no two cities closer than ${MIN_FLIGHT_KM} km, where a train or a bus takes everyone`, () => {
    const short = flights.filter((t) => {
      const [a, b] = ends(t);
      return greatCircleKm(a!, b!) < MIN_FLIGHT_KM;
    });
    expect(
      short.map(
        (t) =>
          `${t.number} ${ends(t)
            .map((c) => c.name)
            .join('–')}`,
      ),
    ).toEqual([]);
  });

  it.each([
    ['Москва', 'Ярославль'],
    ['Москва', 'Кострома'],
    ['Москва', 'Иваново'],
    ['Екатеринбург', 'Тюмень'],
  ])('none between %s and %s: the train takes under 4 h', (a, b) => {
    const between = flights.filter((t) =>
      [a, b].every((name) => ends(t).some((c) => c.name === name)),
    );
    expect(between).toEqual([]);
  });
});

describe('long-distance trains', () => {
  it('reach the end of a 7–16 h night run between 05:30 and 09:30 local time', () => {
    const night = longDistance.filter((t) => {
      const minutes = t.stops.at(-1)!.arrivalOffset;
      const category = trainProperties(t).category;
      return minutes >= 7 * 60 && minutes <= 16 * 60 && category !== 'Скоростной';
    });
    expect(night.length).toBeGreaterThan(50);
    const early = night.filter((t) => {
      const at = localArrival(t);
      return at < 5 * 60 + 30 || at > 9 * 60 + 30;
    });
    expect(
      early.map(
        (t) =>
          `${t.number} ${ends(t)
            .map((c) => c.name)
            .join('–')}`,
      ),
    ).toEqual([]);
  });

  it('never leave Moscow between 03:00 and 06:00', () => {
    const fromMoscow = longDistance.filter((t) => ends(t)[0]!.name === 'Москва');
    expect(fromMoscow.length).toBeGreaterThan(100);
    const smallHours = fromMoscow.filter(
      (t) => t.departureMinute >= 3 * 60 && t.departureMinute < 6 * 60,
    );
    expect(smallHours.map((t) => t.number)).toEqual([]);
  });
});

describe("day expresses at their own line's speed", () => {
  it.each([
    ['Москва', 'Воронеж', 6 * 60, 7 * 60 + 15],
    ['Екатеринбург', 'Тюмень', 4 * 60 + 15, 5 * 60],
    ['Краснодар', 'Сочи', 3 * 60 + 45, 4 * 60 + 30],
  ])('Ласточка %s → %s', (from, to, least, most) => {
    const runs = feed.trips.filter(
      (t) => t.name === 'Ласточка' && ends(t)[0]!.name === from && ends(t)[1]!.name === to,
    );
    expect(runs.length).toBeGreaterThan(0);
    for (const t of runs) {
      expect(t.stops.at(-1)!.arrivalOffset).toBeGreaterThanOrEqual(least);
      expect(t.stops.at(-1)!.arrivalOffset).toBeLessThanOrEqual(most);
    }
  });
});

describe('named trains, as the railway runs them', () => {
  const run = (number: string, from: string, to: string, hours: number, minutes = 0) => {
    const t = train(number);
    expect(ends(t).map((c) => c.name)).toEqual([from, to]);
    expect(t.stops.at(-1)!.arrivalOffset).toBe(hours * 60 + minutes);
    return t;
  };

  it('«Россия» 002Э Москва → Владивосток in 166 h 15 min, 001Э back', () => {
    expect(run('002Э', 'Москва', 'Владивосток', 166, 15).name).toBe('Россия');
    expect(run('001Э', 'Владивосток', 'Москва', 166, 15).name).toBe('Россия');
  });

  it('«Арктика» 016А Москва → Мурманск in 35 h', () => {
    expect(run('016А', 'Москва', 'Мурманск', 35).name).toBe('Арктика');
  });

  it('the double-decker 104В Москва → Адлер in about a day, all its cars two-storey', () => {
    const t = run('104В', 'Москва', 'Сочи', 24, 10);
    expect(station.get(t.stops.at(-1)!.stationId)!.name).toBe('Адлер');
    expect(trainProperties(t).hasTwoStoreyCars).toBe(true);
    expect(trainProperties(t).cars.every((c) => c.twoStorey)).toBe(true);
    run('103В', 'Сочи', 'Москва', 24, 10);
  });

  it('«Красная стрела» and «Гранд Экспресс» sell only люкс, СВ and купе', () => {
    for (const name of ['Красная стрела', 'Гранд Экспресс']) {
      const runs = feed.trips.filter((t) => t.name === name);
      expect(runs.length).toBeGreaterThan(0);
      for (const t of runs) {
        const types = new Set(trainProperties(t).cars.map((c) => c.type));
        expect([...types].sort()).toEqual(['Compartment', 'Luxury', 'Soft']);
      }
    }
  });

  it('«Янтарь» 029Ч Москва → Калининград daily through Lithuania, sold with a transit document', () => {
    const t = run('029Ч', 'Москва', 'Калининград', 20);
    expect(t.name).toBe('Янтарь');
    expect(station.get(t.stops[0]!.stationId)!.name).toBe('Белорусский вокзал');
    expect(feed.services.find((s) => s.key === t.serviceKey)!.weekdays).toBe(0b1111111);
    run('030Ч', 'Калининград', 'Москва', 20);
    const transit = longDistance.filter((x) => trainProperties(x).isTransitDocumentRequired);
    expect(transit.map((x) => x.number).sort()).toEqual(['029Ч', '030Ч']);
  });
});

describe('buses', () => {
  const buses = feed.trips.filter((t) => t.mode === 'BUS');
  const leaving = (from: string, to: string) =>
    buses.filter((t) => ends(t)[0]!.name === from && ends(t)[1]!.name === to);
  const firstStation = (t: DemoTrip) => station.get(t.stops[0]!.stationId)!.name;

  it.each([
    ['Тверь', 'Автовокзал «Северные ворота»'],
    ['Владимир', 'Автовокзал «Щёлковский»'],
    ['Калуга', 'Автовокзал «Саларьево»'],
  ])('leave Moscow for %s from its bus station on that side, %s', (to, name) => {
    const runs = leaving('Москва', to);
    expect(runs.length).toBeGreaterThan(0);
    for (const t of runs) expect(firstStation(t)).toBe(name);
  });

  it('leave the big cities from their named bus stations, not from a city name', () => {
    for (const name of ['Москва', 'Санкт-Петербург', 'Казань', 'Екатеринбург']) {
      const from = buses.filter((t) => ends(t)[0]!.name === name);
      expect(from.length, name).toBeGreaterThan(0);
      for (const t of from) expect(firstStation(t)).not.toBe(name);
    }
  });

  it('leave every town from its bus station, named as the town calls it, never a bare city name', () => {
    const named = new Set(
      readTsv(path.join(import.meta.dirname, '../../data/bus-stations.tsv')).map((r) =>
        Number(r.city_geonames_id),
      ),
    );
    const stops = new Set(buses.flatMap((t) => t.stops.map((s) => s.stationId)));
    expect(stops.size).toBeGreaterThan(300);
    for (const id of stops) {
      const s = station.get(id)!;
      const town = city.get(s.cityId)!;
      expect(s.name, town.name).not.toBe(town.name);
      if (!named.has(town.id)) expect(s.name).toBe(busStationName(town));
    }
    expect(busStationName(geo.cities.find((c) => c.name === 'Тверь')!)).toBe('Автовокзал Тверь');
    expect(busStationName(geo.cities.find((c) => c.name === 'Суздаль')!)).toBe(
      'Автостанция Суздаль',
    );
    expect(station.get(200_000_000 + 499099)!.name).toBe('Центральный автовокзал');
  });

  it('run Москва → Казань overnight by the highway, 11–14 h, as real coaches do', () => {
    const runs = leaving('Москва', 'Казань');
    expect(runs.length).toBeGreaterThan(0);
    for (const t of runs) {
      expect(t.stops.at(-1)!.arrivalOffset).toBeGreaterThanOrEqual(11 * 60);
      expect(t.stops.at(-1)!.arrivalOffset).toBeLessThanOrEqual(14 * 60);
    }
  });

  it('take 5–7 h along the mountain coast from Краснодар to Сочи', () => {
    const runs = leaving('Краснодар', 'Сочи');
    expect(runs.length).toBeGreaterThan(0);
    for (const t of runs) {
      expect(t.stops.at(-1)!.arrivalOffset).toBeGreaterThanOrEqual(5 * 60);
      expect(t.stops.at(-1)!.arrivalOffset).toBeLessThanOrEqual(7 * 60);
    }
  });
});

describe('places sold a week ahead', () => {
  // Tuesday 1 December 2026, 09:00 Moscow: the Friday and the Tuesday a week later.
  const now = new Date('2026-12-01T06:00:00Z');
  const sold = feed.trips.filter((t) => t.properties.mode !== 'TRAIN' || !t.properties.isSuburban);
  const share = (t: DemoTrip, date: string) => presoldShare(t.properties.demand!, date, now);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const evening = (t: DemoTrip) => t.departureMinute >= 17 * 60 && t.departureMinute < 22 * 60;

  it('fill every sold trip from its seeded demand, about half full, fuller on Friday evenings', () => {
    for (const t of sold) expect(t.properties.demand, t.number).toBeGreaterThan(0);
    const tuesday = sold.map((t) => share(t, '2026-12-08'));
    expect(mean(tuesday)).toBeGreaterThan(0.3);
    expect(mean(tuesday)).toBeLessThan(0.7);
    const fridayEvenings = sold.filter(evening).map((t) => share(t, '2026-12-11'));
    expect(mean(fridayEvenings)).toBeGreaterThan(mean(tuesday) + 0.1);
  });

  it('sell out some popular Friday evening trains and flights, and leave most with places', () => {
    for (const mode of ['TRAIN', 'PLANE'] as const) {
      const friday = sold.filter((t) => t.mode === mode && evening(t));
      const full = friday.filter((t) => share(t, '2026-12-11') >= 1);
      expect(full.length, mode).toBeGreaterThan(0);
      expect(full.length / friday.length, mode).toBeLessThan(0.25);
    }
  });

  it('fill the busy routes more than the thin ones', () => {
    const flightsFrom = (to: string) =>
      sold.filter(
        (t) => t.mode === 'PLANE' && ends(t)[0]!.name === 'Москва' && ends(t)[1]!.name === to,
      );
    const busy = mean(flightsFrom('Санкт-Петербург').map((t) => t.properties.demand!));
    const thin = mean(flightsFrom('Анадырь').map((t) => t.properties.demand!));
    expect(busy).toBeGreaterThan(thin);
  });
});
