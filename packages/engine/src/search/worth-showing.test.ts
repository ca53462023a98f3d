import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchCombined } from './combined.ts';
import { referenceParetoSet } from './reference-router.test-support.ts';
import { prepare, randomCaseArb, RUNS } from './random-network.test-support.ts';
import {
  beatenBy,
  costAt,
  worthShowing,
  type Candidate,
  type HourValues,
  type Weighed,
} from './worth-showing.ts';

/** The site's range, kopecks an hour: 150, 300 and 600 ₽. */
const HOURS: HourValues = { low: 150_00, central: 300_00, high: 600_00 };
/** A change, and a change across town, as the site counts them: 300 ₽ and 800 ₽. */
const CHANGE = 300_00;
const CROSSING = 800_00;

type Trip = Candidate & { name: string };
const trip = (
  name: string,
  corridor: string,
  rubles: number,
  minutes: number,
  changes: number[],
): Trip => ({
  name,
  corridor,
  price: rubles * 100,
  minutes,
  changes: changes.reduce((sum, c) => sum + c, 0),
  rides: changes.length + 1,
});
const ride = (rubles: number, minutes: number): Weighed => ({
  price: rubles * 100,
  minutes,
  changes: 0,
  rides: 1,
});
const shown = (trips: Trip[], rivals: Weighed[] = [], handful = 5) =>
  worthShowing(trips, (t) => t, rivals, HOURS, handful).map((t) => t.name);

describe('combined trips worth showing', () => {
  const directFlight = ride(8_304, 145);

  it('leaves out a small saving bought with hours of detour (Москва → Екатеринбург)', () => {
    const viaChelyabinsk = trip('Самолёт → Автобус', 'PLANE BUS Челябинск', 8_142, 490, [CROSSING]);
    expect(beatenBy(directFlight, viaChelyabinsk, HOURS)).toBe(true);
    expect(shown([viaChelyabinsk], [directFlight])).toEqual([]);
    // Москва → Самара: a plane to Нижний Новгород and two buses, 11 h 11 min for 130 ₽ less.
    const viaNizhny = trip('Самолёт → Автобус → Автобус', 'PLANE BUS BUS', 5_474, 671, [
      CROSSING,
      CHANGE,
    ]);
    expect(shown([viaNizhny], [ride(5_604, 100)])).toEqual([]);
  });

  it('keeps a combined trip that saves enough for its hours, or enough hours for its price', () => {
    // 6 300 ₽ less for 7½ hours more: some 830 ₽ an hour, worth it to everyone in the range.
    const cheap = trip('Поезд → Автобус', 'TRAIN BUS Пермь', 2_000, 600, [CHANGE]);
    // Five hours sooner than that one for 2 500 ₽ more: 500 ₽ an hour, worth it to some in the
    // range, not to the traveller at 150 ₽.
    const sooner = trip('Самолёт → Поезд', 'PLANE TRAIN Пермь', 4_500, 300, [CHANGE]);
    expect(costAt(sooner, HOURS.low)).toBeGreaterThan(costAt(cheap, HOURS.low));
    expect(costAt(sooner, HOURS.high)).toBeLessThan(costAt(cheap, HOURS.high));
    const train = ride(3_500, 960);
    expect(shown([sooner, cheap], [directFlight, train])).toEqual([
      'Поезд → Автобус',
      'Самолёт → Поезд',
    ]);
  });

  it('leaves out a trip that one with fewer changes beats for everyone, never the other way', () => {
    const twoRides = trip('Поезд → Автобус', 'TRAIN BUS Саранск', 3_000, 700, [CHANGE]);
    const viaSaransk = trip(
      'Поезд → Автобус → Самолёт',
      'TRAIN BUS PLANE Саранск Пенза',
      3_100,
      760,
      [CHANGE, CROSSING],
    );
    expect(shown([viaSaransk, twoRides])).toEqual(['Поезд → Автобус']);
    // Cheaper and sooner with one change more: both stay, the simpler one for its simplicity.
    const threeRides = trip('Три поезда', 'TRAIN TRAIN TRAIN Омск Тюмень', 2_000, 600, [
      CHANGE,
      CHANGE,
    ]);
    expect(shown([twoRides, threeRides])).toEqual(['Три поезда', 'Поезд → Автобус']);
  });

  it('shows one trip of a corridor: the same trip at another hour is a near-copy', () => {
    const morning = trip('Утром', 'TRAIN BUS Пермь', 2_000, 600, [CHANGE]);
    // Cheaper and slower: for the traveller at 150 ₽ the better one, so not beaten, a copy.
    const evening = trip('Вечером', 'TRAIN BUS Пермь', 1_500, 700, [CHANGE]);
    expect(beatenBy(morning, evening, HOURS)).toBe(false);
    const other = trip('Через Уфу', 'TRAIN BUS Уфа', 2_600, 480, [CHANGE]);
    expect(shown([evening, morning, other])).toEqual(['Через Уфу', 'Утром']);
  });

  it('shows a handful, always with the cheapest and the fastest', () => {
    // Each an hour slower and 250 ₽ cheaper than the last: no one beats another for everyone.
    const trips = Array.from({ length: 8 }, (_, i) =>
      trip(`Маршрут ${i}`, `TRAIN BUS ${i}`, 6_000 - i * 250, 300 + i * 60, [CHANGE]),
    );
    const names = shown(trips, [], 4);
    expect(names).toHaveLength(4);
    expect(names).toContain('Маршрут 0');
    expect(names).toContain('Маршрут 7');
  });

  it('compares no rival with more rides, and keeps ties', () => {
    const twoFlights: Weighed = { price: 500_000, minutes: 200, changes: CHANGE, rides: 2 };
    const a = trip('Поезд → Самолёт', 'TRAIN PLANE Казань', 5_000, 200, [CHANGE]);
    const b = trip('Автобус → Самолёт', 'BUS PLANE Казань', 5_000, 200, [CHANGE]);
    expect(shown([a, b], [twoFlights])).toEqual(['Поезд → Самолёт', 'Автобус → Самолёт']);
    const a3 = trip('Три', 'TRAIN BUS PLANE', 4_000, 100, [CHANGE, CHANGE]);
    expect(beatenBy(a3, a, HOURS)).toBe(false);
  });
});

describe('combined trips worth showing, against the brute-force reference', () => {
  /** A journey's or a reference point's terms, with the rides' count as its corridor. */
  const weighOf =
    (change: number) =>
    (p: { departure: number; arrival: number; price: number; rides: number }): Candidate => ({
      price: p.price,
      minutes: p.arrival - p.departure,
      changes: change * (p.rides - 1),
      rides: p.rides,
      corridor: String(p.rides),
    });
  const hoursArb = fc
    .record({
      low: fc.nat({ max: 20_000 }),
      up: fc.nat({ max: 40_000 }),
      at: fc.double({ min: 0, max: 1 }),
    })
    .map(({ low, up, at }) => ({ low, central: low + up * at, high: low + up }));
  type Point = { departure: number; arrival: number; price: number; rides: number };
  const key = (p: Point) => `${p.departure} ${p.arrival} ${p.price} ${p.rides}`;

  it('keeps of the engine’s exact answer what it keeps of the reference’s, and each keeps its promise', () => {
    fc.assert(
      fc.property(
        randomCaseArb,
        hoursArb,
        fc.nat({ max: 5_000 }),
        fc.integer({ min: 1, max: 4 }),
        (c, hours, change, handful) => {
          const { timetable, q } = prepare(c);
          const weigh = weighOf(change);
          // The same points in the same order: the rule breaks exact ties by the order given.
          const byKey = <P extends Point>(points: P[]) =>
            points.sort((x, y) => key(x).localeCompare(key(y)));
          const engine = byKey(
            searchCombined(timetable, q).map((j) => ({ ...j, rides: j.rides.length })),
          );
          const reference = byKey(referenceParetoSet(timetable, q));
          const fromEngine = worthShowing(engine, weigh, [], hours, handful);
          const fromReference = worthShowing(reference, weigh, [], hours, handful);
          expect(fromEngine.map(key)).toEqual(fromReference.map(key));

          // Nothing kept is beaten, for every value in the range, by a reference point with no
          // more rides; everything left out is so beaten, or shares its corridor with a kept
          // point of no greater central cost, or lies past a handful of such points.
          const central = (p: (typeof reference)[number]) => costAt(weigh(p), hours.central);
          const kept = new Set(fromReference.map(key));
          for (const p of reference) {
            const beaten = reference.some((r) => r !== p && beatenBy(weigh(r), weigh(p), hours));
            if (kept.has(key(p))) {
              expect(beaten).toBe(false);
              continue;
            }
            const better = fromReference.filter((k) => central(k) <= central(p));
            const copied = better.some((k) => k.rides === p.rides);
            expect(beaten || copied || fromReference.length >= handful).toBe(true);
          }
          expect(fromReference.length).toBeLessThanOrEqual(Math.max(handful, 2));
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);
});
