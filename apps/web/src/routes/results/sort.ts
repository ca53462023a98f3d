import { byPerceivedCost } from '@peresadka/contracts/route-ranking';
import type {
  BusResult,
  CombinedRoute,
  PlaneResult,
  TrainResult,
} from '@peresadka/contracts/search-results';

/**
 * SPEC §2: «сначала быстрые» by duration, «сначала дешёвые» by price, both ascending; the
 * combined tab also ranks by what price, time and changes are worth together («Оптимальные»,
 * the contracts' `route-ranking.ts`).
 */
export type ModeSortKey = 'fast' | 'cheap';
export type SortKey = 'optimal' | ModeSortKey;
export const SORT_LABELS: Record<SortKey, string> = {
  optimal: 'Оптимальные',
  fast: 'Сначала быстрые',
  cheap: 'Сначала дешёвые',
};

/**
 * The orders each tab offers, its default first. A ride of one mode is judged by time or by
 * price; a combined route has changes too, so it opens weighing all three.
 */
export const MODE_SORTS: readonly ModeSortKey[] = ['cheap', 'fast'];
export const COMBINED_SORTS: readonly SortKey[] = ['optimal', 'fast', 'cheap'];

type Measured = { minutes: number; price: number };

export const measurePlane = (r: PlaneResult): Measured => {
  const flights = r.segments.flatMap((s) => s.flights);
  const minutes =
    (Date.parse(flights.at(-1)!.arrival_time) - Date.parse(flights[0]!.departure_time)) / 60_000;
  return { minutes, price: r.price };
};
export const measureRide = (r: BusResult | TrainResult): Measured => ({
  minutes: r.travel_time,
  price: r.price,
});
export const measureCombined = (r: CombinedRoute): Measured => ({
  minutes: r.routes_time,
  price: r.routes_price,
});

export function sortBy<T>(
  items: readonly T[],
  key: ModeSortKey,
  measure: (item: T) => Measured,
): T[] {
  return [...items].sort((a, b) => {
    const x = measure(a);
    const y = measure(b);
    return key === 'fast'
      ? x.minutes - y.minutes || x.price - y.price
      : x.price - y.price || x.minutes - y.minutes;
  });
}

export const sortCombined = (routes: readonly CombinedRoute[], key: SortKey): CombinedRoute[] =>
  key === 'optimal' ? [...routes].sort(byPerceivedCost) : sortBy(routes, key, measureCombined);
