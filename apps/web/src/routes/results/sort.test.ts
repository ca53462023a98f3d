import type { BusResult, CombinedRoute } from '@peresadka/contracts/search-results';
import { describe, expect, it } from 'vitest';
import { trip, tripTrainLeg } from '../../components/trip/trip-fixtures.test-support.ts';
import {
  COMBINED_SORTS,
  measureRide,
  MODE_SORTS,
  SORT_LABELS,
  sortBy,
  sortCombined,
} from './sort.ts';

/** A combined route by its name, rubles, hours and changes (true: across town). */
const route = (name: string, rubles: number, hours: number, changes: boolean[]): CombinedRoute => ({
  ...trip,
  route_id: name,
  routes_price: rubles * 100,
  routes_time: hours * 60,
  transfers: changes.map((station_change) => ({ ...trip.transfers[0]!, station_change })),
});

// The contracts' examples: 300 ₽ an hour, 300 ₽ a change, 500 ₽ more across town.
const fastDear = route('Самолёт и поезд', 9_000, 5, [true]); // 10 800 ₽ as felt
const slowCheap = route('Два автобуса', 2_500, 14, [false]); // 7 000 ₽
const manyChanges = route('Четыре поезда', 4_000, 9, [false, true, false]); // 8 100 ₽
const balanced = route('Поезд и автобус', 3_000, 6, [false]); // 5 100 ₽
const names = (routes: CombinedRoute[]) => routes.map((r) => r.route_id);

describe('sorting results', () => {
  it('opens the combined tab on «Оптимальные», beside the orders of SPEC and by the clock', () => {
    expect(COMBINED_SORTS.map((key) => SORT_LABELS[key])).toEqual([
      'Оптимальные',
      'Сначала быстрые',
      'Сначала дешёвые',
      'По времени отправления',
      'По времени прибытия',
    ]);
  });

  it('keeps the tabs of one mode on «Сначала дешёвые», then by time on the way and by the clock', () => {
    expect(MODE_SORTS.map((key) => SORT_LABELS[key])).toEqual([
      'Сначала дешёвые',
      'Сначала быстрые',
      'По времени отправления',
      'По времени прибытия',
    ]);
  });

  it('orders rides by when they leave or arrive, the cheaper first of two at one time', () => {
    const ride = (name: string, departure: string, arrival: string, rubles: number): BusResult => ({
      ...tripTrainLeg,
      race_id: name,
      departure_time: departure,
      arrival_time: arrival,
      price: rubles * 100,
    });
    const rides = [
      ride('поздний', '2026-12-01T21:00:00+03:00', '2026-12-02T06:00:00+03:00', 900),
      // Leaves Yekaterinburg at 10:00 local, 08:00 in Moscow: the earliest instant.
      ride('уральский', '2026-12-01T10:00:00+05:00', '2026-12-02T09:00:00+03:00', 800),
      ride('дешёвый', '2026-12-01T09:00:00+03:00', '2026-12-01T23:00:00+03:00', 500),
      ride('дорогой', '2026-12-01T09:00:00+03:00', '2026-12-01T20:00:00+03:00', 700),
    ];
    const order = (key: 'departure' | 'arrival') =>
      sortBy(rides, key, measureRide).map((r) => r.race_id);
    expect(order('departure')).toEqual(['уральский', 'дешёвый', 'дорогой', 'поздний']);
    expect(order('arrival')).toEqual(['дорогой', 'дешёвый', 'поздний', 'уральский']);
  });

  it('ranks combined routes by price, time and changes together, or by one of them', () => {
    const routes = [fastDear, slowCheap, manyChanges, balanced];
    expect(names(sortCombined(routes, 'optimal'))).toEqual([
      'Поезд и автобус',
      'Два автобуса',
      'Четыре поезда',
      'Самолёт и поезд',
    ]);
    expect(names(sortCombined(routes, 'fast'))).toEqual([
      'Самолёт и поезд',
      'Поезд и автобус',
      'Четыре поезда',
      'Два автобуса',
    ]);
    expect(names(sortCombined(routes, 'cheap'))).toEqual([
      'Два автобуса',
      'Поезд и автобус',
      'Четыре поезда',
      'Самолёт и поезд',
    ]);
    // Both routes leave on the same flight; the cheaper first.
    expect(names(sortCombined([fastDear, balanced], 'departure'))).toEqual([
      'Поезд и автобус',
      'Самолёт и поезд',
    ]);
    // The list given is left as it was.
    expect(names(routes)).toEqual([
      'Самолёт и поезд',
      'Два автобуса',
      'Четыре поезда',
      'Поезд и автобус',
    ]);
  });
});
