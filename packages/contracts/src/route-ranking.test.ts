import { describe, expect, it } from 'vitest';
import { byPerceivedCost, perceivedCost, type Ranked } from './route-ranking.ts';

/** A route by rubles, hours and its changes. */
const route = (name: string, rubles: number, hours: number, changes: boolean[]) => ({
  name,
  routes_price: rubles * 100,
  routes_time: hours * 60,
  transfers: changes.map((station_change) => ({ station_change })),
});
const order = (routes: (Ranked & { name: string })[]) =>
  [...routes].sort(byPerceivedCost).map((r) => r.name);

describe('«Оптимальные»: price, time and changes in rubles', () => {
  it('adds 300 ₽ an hour, 300 ₽ a change and 500 ₽ more for a change across town', () => {
    expect(perceivedCost(route('', 3_000, 4, [false]))).toBe((3_000 + 1_200 + 300) * 100);
    expect(perceivedCost(route('', 3_000, 4, [true]))).toBe((3_000 + 1_200 + 800) * 100);
    // Minutes count as a share of the hour.
    expect(perceivedCost({ routes_price: 0, routes_time: 90, transfers: [] })).toBe(450_00);
  });

  it('ranks a slow cheap trip above a fast dear one when the hours saved cost more than 300 ₽ each', () => {
    // Plane and train: 5 h for 9 000 ₽ → 9 000 + 1 500 + 300 = 10 800 ₽.
    const fastDear = route('Самолёт и поезд', 9_000, 5, [true]);
    // Two buses: 14 h for 2 500 ₽ → 2 500 + 4 200 + 300 = 7 000 ₽.
    const slowCheap = route('Два автобуса', 2_500, 14, [false]);
    // Four trains: 9 h for 4 000 ₽, once across town → 4 000 + 2 700 + 900 + 500 = 8 100 ₽.
    const manyChanges = route('Четыре поезда', 4_000, 9, [false, true, false]);
    expect(order([fastDear, slowCheap, manyChanges])).toEqual([
      'Два автобуса',
      'Четыре поезда',
      'Самолёт и поезд',
    ]);
  });

  it('puts a fast trip first when the time it saves is worth more than its price', () => {
    // Across the country: a flight with one change, 12 h for 30 000 ₽ → 33 900 ₽;
    // trains for a week, 160 h for 15 000 ₽ → 63 300 ₽.
    const flights = route('Самолёты', 30_000, 12, [false]);
    const trains = route('Поезда', 15_000, 160, [false]);
    expect(order([trains, flights])).toEqual(['Самолёты', 'Поезда']);
  });

  it('at the same price and time prefers fewer changes, and a change across town least', () => {
    // Across town (800 ₽) weighs more than a second change at the station (2 × 300 ₽).
    const acrossTown = route('Через город', 5_000, 10, [true]);
    const sameStation = route('На том же вокзале', 5_000, 10, [false]);
    const twice = route('Две пересадки', 5_000, 10, [false, false]);
    expect(order([twice, acrossTown, sameStation])).toEqual([
      'На том же вокзале',
      'Две пересадки',
      'Через город',
    ]);
  });

  it('breaks a tie by time, then by price', () => {
    // 300 ₽ more for an hour less: the same to the traveller, the faster first.
    const faster = route('Быстрее', 5_300, 9, [false]);
    const slower = route('Медленнее', 5_000, 10, [false]);
    expect(order([slower, faster])).toEqual(['Быстрее', 'Медленнее']);
  });
});
