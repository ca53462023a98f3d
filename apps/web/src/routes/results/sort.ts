import { byPerceivedCost } from '@peresadka/contracts/route-ranking';
import type {
  BusResult,
  CombinedRoute,
  Leg,
  PlaneResult,
  TrainResult,
} from '@peresadka/contracts/search-results';

/**
 * SPEC §2: «сначала быстрые» by duration, «сначала дешёвые» by price, both ascending, and by
 * the hour the ride leaves or arrives, earliest first; the combined tab also ranks by what
 * price, time and changes are worth together («Оптимальные», the contracts' `route-ranking.ts`).
 */
export type ModeSortKey = 'fast' | 'cheap' | 'departure' | 'arrival';
export type SortKey = 'optimal' | ModeSortKey;
export const SORT_LABELS: Record<SortKey, string> = {
  optimal: 'Оптимальные',
  fast: 'Сначала быстрые',
  cheap: 'Сначала дешёвые',
  departure: 'По времени отправления',
  arrival: 'По времени прибытия',
};

/**
 * The orders each tab offers, its default first. A ride of one mode is judged by time or by
 * price; a combined route has changes too, so it opens weighing all three.
 */
export const MODE_SORTS: readonly ModeSortKey[] = ['cheap', 'fast', 'departure', 'arrival'];
export const COMBINED_SORTS: readonly SortKey[] = [
  'optimal',
  'fast',
  'cheap',
  'departure',
  'arrival',
];

/** Departure and arrival as instants (ms): rides from one city leave on one clock anyway. */
type Measured = { minutes: number; price: number; departure: number; arrival: number };

export const measurePlane = (r: PlaneResult): Measured => {
  const flights = r.segments.flatMap((s) => s.flights);
  const departure = Date.parse(flights[0]!.departure_time);
  const arrival = Date.parse(flights.at(-1)!.arrival_time);
  return { minutes: (arrival - departure) / 60_000, price: r.price, departure, arrival };
};
export const measureRide = (r: BusResult | TrainResult): Measured => ({
  minutes: r.travel_time,
  price: r.price,
  departure: Date.parse(r.departure_time),
  arrival: Date.parse(r.arrival_time),
});
export const measureCombined = (r: CombinedRoute): Measured => {
  const first = measureLeg(r.legs[0]!);
  const last = measureLeg(r.legs.at(-1)!);
  return {
    minutes: r.routes_time,
    price: r.routes_price,
    departure: first.departure,
    arrival: last.arrival,
  };
};

const measureLeg = (leg: Leg): Measured =>
  leg.transport_type === 'PLANE' ? measurePlane(leg) : measureRide(leg);

/** The order of each key, ties broken by price and then by time on the way. */
const ORDERS: Record<ModeSortKey, (x: Measured, y: Measured) => number> = {
  fast: (x, y) => x.minutes - y.minutes || x.price - y.price,
  cheap: (x, y) => x.price - y.price || x.minutes - y.minutes,
  departure: (x, y) => x.departure - y.departure || x.price - y.price,
  arrival: (x, y) => x.arrival - y.arrival || x.price - y.price,
};

export function sortBy<T>(
  items: readonly T[],
  key: ModeSortKey,
  measure: (item: T) => Measured,
): T[] {
  const order = ORDERS[key];
  return [...items].sort((a, b) => order(measure(a), measure(b)));
}

export const sortCombined = (routes: readonly CombinedRoute[], key: SortKey): CombinedRoute[] =>
  key === 'optimal' ? [...routes].sort(byPerceivedCost) : sortBy(routes, key, measureCombined);
