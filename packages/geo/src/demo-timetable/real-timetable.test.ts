import { DEMO_FEED_OPTIONS } from './demo-settings.ts';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTsv } from '../../scripts/tsv.ts';
import { geography } from '../geography.ts';
import type { DemoTrip } from './demo-feed.ts';
import { generateDemoFeed } from './generate.ts';
import { NAMED_TRAINS } from './named-trains.ts';
import { runsOnWeekday, weekdayOf } from './schedule.ts';

const geo = geography();
const feed = generateDemoFeed(geo, DEMO_FEED_OPTIONS);
/** A Wednesday: every daily train and most of the rest run. */
const WEEKDAY = weekdayOf('2026-12-02');
const weekdays = new Map(feed.services.map((s) => [s.key, s.weekdays]));
const cityOf = new Map(geo.stations.map((s) => [s.id, s.cityId]));
const cityId = (name: string) => geo.cities.find((c) => c.name === name)!.id;
const minutes = (hmm: string) => {
  const [h, m] = hmm.split(':').map(Number);
  return h! * 60 + m!;
};
const hmm = (m: number) => `${Math.floor(m / 60)}:${String(Math.round(m % 60)).padStart(2, '0')}`;

const longDistance = feed.trips.filter(
  (t) =>
    t.mode === 'TRAIN' &&
    t.properties.mode === 'TRAIN' &&
    !t.properties.isSuburban &&
    runsOnWeekday(weekdays.get(t.serviceKey)!, WEEKDAY),
);

/** Minutes from the first stop in `from` to the first later stop in `to`, if the trip has both. */
function ride(trip: DemoTrip, from: number, to: number): number | null {
  const i = trip.stops.findIndex((s) => s.boarding && cityOf.get(s.stationId) === from);
  if (i < 0) return null;
  const j = trip.stops.findIndex((s, k) => k > i && s.alighting && cityOf.get(s.stationId) === to);
  return j < 0 ? null : trip.stops[j]!.arrivalOffset - trip.stops[i]!.departureOffset;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const reference = readTsv(path.join(import.meta.dirname, '../../data/reference-durations.tsv'));

describe('the demonstration timetable against the real one', () => {
  it.each(reference)(
    '$from → $to: the fastest and a typical train within ±10 % of the real ones',
    (r) => {
      const [from, to] = [cityId(r.from!), cityId(r.to!)];
      const rides = longDistance.flatMap((t) => {
        const m = ride(t, from, to);
        return m === null ? [] : [{ m, ordinary: t.properties.mode === 'TRAIN' && isOrdinary(t) }];
      });
      const fastest = Math.min(...rides.map((x) => x.m));
      const typical = median(rides.filter((x) => x.ordinary).map((x) => x.m));
      const got = `fastest ${hmm(fastest)}, typical ${hmm(typical)}`;
      expect(fastest / minutes(r.fastest!), got).toBeGreaterThanOrEqual(0.9);
      expect(fastest / minutes(r.fastest!), got).toBeLessThanOrEqual(1.1);
      expect(typical / minutes(r.typical!), got).toBeGreaterThanOrEqual(0.9);
      expect(typical / minutes(r.typical!), got).toBeLessThanOrEqual(1.1);
    },
  );
});

/** A скорый or a пассажирский: neither high-speed nor a day express. */
const isOrdinary = (t: DemoTrip) =>
  t.properties.mode === 'TRAIN' &&
  ['Скорый', 'Пассажирский', 'Фирменный'].includes(t.properties.category);

const trains = feed.trips.filter((t) => t.mode === 'TRAIN');
const stationName = new Map(geo.stations.map((s) => [s.id, s.name]));
const cityName = new Map(geo.cities.map((c) => [c.id, c.name]));
const endCities = (t: DemoTrip) =>
  [t.stops[0]!, t.stops.at(-1)!].map((s) => cityName.get(cityOf.get(s.stationId)!));

describe('named trains', () => {
  it.each(NAMED_TRAINS.filter((t) => t.name !== null))(
    '$name runs $route.0 — $route.1 both ways, under its own number if it has one',
    (named) => {
      const runs = trains.filter((t) => t.name === named.name);
      const there = runs.filter((t) => endCities(t)[0] === named.route[0]);
      const back = runs.filter((t) => endCities(t)[1] === named.route[0]);
      expect(there.length).toBeGreaterThan(0);
      expect(back.length).toBe(there.length);
      for (const t of runs)
        expect(endCities(t).sort()).toEqual([named.route[0], named.route.at(-1)].sort());
      if (!named.number) return;
      const odd = Number(named.number.slice(0, 3));
      const letter = named.number.slice(3);
      const numbers = runs.map((t) => t.number).sort();
      const own = Array.from({ length: Math.ceil(named.perDay ?? 1) }, (_, i) => [
        `${String(odd + 2 * i).padStart(3, '0')}${letter}`,
        `${String(odd + 2 * i + 1).padStart(3, '0')}${letter}`,
      ]).flat();
      expect(numbers).toEqual(own.sort());
    },
  );

  it('«Красная стрела» 002А leaves Moscow at 23:55 and arrives at 07:55; «Россия» runs daily', () => {
    const arrow = trains.find((t) => t.number === '002А')!;
    expect(arrow.name).toBe('Красная стрела');
    expect(stationName.get(arrow.stops[0]!.stationId)).toBe('Ленинградский вокзал');
    expect(arrow.departureMinute).toBe(23 * 60 + 55);
    expect(arrow.stops.at(-1)!.arrivalOffset).toBe(8 * 60);
    const russia = trains.filter((t) => t.name === 'Россия');
    expect(russia.map((t) => t.number).sort()).toEqual(['001Э', '002Э']);
    for (const t of russia) expect(weekdays.get(t.serviceKey)).toBe(0b1111111);
  });

  it('Сапсан and Ласточка carry 7xx and 8xx numbers', () => {
    for (const t of trains.filter((x) => x.name === 'Сапсан' || x.name === 'Ласточка')) {
      expect(t.number).toMatch(/^[78]\d\d\D$/);
    }
  });
});

describe('direct trains across corridors', () => {
  it.each([
    ['Москва', 'Уфа'],
    ['Москва', 'Челябинск'],
    ['Москва', 'Мурманск'],
    ['Москва', 'Чебоксары'],
    ['Москва', 'Ижевск'],
    ['Москва', 'Кисловодск'],
    ['Москва', 'Томск'],
    ['Санкт-Петербург', 'Сочи'],
    ['Санкт-Петербург', 'Казань'],
    ['Санкт-Петербург', 'Нижний Новгород'],
  ])('%s → %s', (from, to) => {
    const direct = longDistance.filter((t) => ride(t, cityId(from), cityId(to)) !== null);
    expect(direct.length).toBeGreaterThan(0);
  });

  it('take the lines that end in Сочи on to Адлер', () => {
    const south = trains.filter((t) => endCities(t).includes('Сочи'));
    expect(south.length).toBeGreaterThan(0);
    for (const t of south) {
      const names = t.stops.map((s) => stationName.get(s.stationId));
      const [end, before] =
        endCities(t)[1] === 'Сочи' ? [names.at(-1), names.at(-2)] : [names[0], names[1]];
      expect([before, end]).toEqual(['Сочи', 'Адлер']);
    }
  });
});

/** Average trips a day from one city to the other, over a week. */
function perDay(mode: DemoTrip['mode'], from: string, to: string): number {
  const days = (t: DemoTrip) => weekdays.get(t.serviceKey)!.toString(2).replaceAll('0', '').length;
  return (
    feed.trips
      .filter((t) => t.mode === mode && endCities(t)[0] === from && endCities(t)[1] === to)
      .reduce((sum, t) => sum + days(t), 0) / 7
  );
}

describe('flights', () => {
  it.each([
    ['Сочи', 30],
    ['Калининград', 20],
    ['Минеральные Воды', 10],
    ['Санкт-Петербург', 40],
    ['Екатеринбург', 18],
  ] as const)('Москва → %s: as often as the real traffic, %i a day or more', (to, least) => {
    expect(perDay('PLANE', 'Москва', to)).toBeGreaterThanOrEqual(least);
  });

  it('go round the Baltic to Калининград: 2 h 25 min or more from Moscow, not a straight 1 h 55', () => {
    const kaliningrad = feed.trips.filter(
      (t) =>
        t.mode === 'PLANE' &&
        endCities(t).includes('Калининград') &&
        endCities(t).includes('Москва'),
    );
    expect(kaliningrad.length).toBeGreaterThan(0);
    for (const t of kaliningrad) expect(t.stops[1]!.arrivalOffset).toBeGreaterThanOrEqual(145);
  });
});

describe('train fares', () => {
  const fare = (t: DemoTrip, type: string) => {
    if (t.properties.mode !== 'TRAIN') throw new Error('not a train');
    const car = t.properties.cars.find((c) => c.type === type)!;
    return (car.fareBase + car.farePerKm * t.stops.at(-1)!.distanceKm) / 100;
  };

  it('sell Сапсан economy near 4 000 ₽ and business near 13 500 ₽', () => {
    const sapsan = trains.find((t) => t.name === 'Сапсан')!;
    expect(fare(sapsan, 'Sedentary')).toBeGreaterThan(3_500);
    expect(fare(sapsan, 'Sedentary')).toBeLessThan(5_000);
    expect(fare(sapsan, 'Soft')).toBeGreaterThan(12_000);
    expect(fare(sapsan, 'Soft')).toBeLessThan(15_500);
  });

  it('taper with distance: a плацкарт to Владивосток costs less than two to Новосибирск', () => {
    const russia = trains.find((t) => t.number === '002Э')!;
    const siberian = trains.find((t) => t.name === 'Сибиряк')!;
    expect(fare(russia, 'ReservedSeat')).toBeLessThan(20_000);
    expect(fare(russia, 'ReservedSeat')).toBeLessThan(2 * fare(siberian, 'ReservedSeat'));
  });
});
