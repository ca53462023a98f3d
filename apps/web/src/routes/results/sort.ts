import type {
  BusResult,
  CombinedRoute,
  PlaneResult,
  TrainResult,
} from '@peresadka/contracts/search-results';

/** SPEC §2: «сначала быстрые» by duration, «сначала дешёвые» by price, both ascending. */
export type SortKey = 'fast' | 'cheap';
export const SORT_LABELS: Record<SortKey, string> = {
  fast: 'Сначала быстрые',
  cheap: 'Сначала дешёвые',
};

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

export function sortBy<T>(items: readonly T[], key: SortKey, measure: (item: T) => Measured): T[] {
  return [...items].sort((a, b) => {
    const x = measure(a);
    const y = measure(b);
    return key === 'fast'
      ? x.minutes - y.minutes || x.price - y.price
      : x.price - y.price || x.minutes - y.minutes;
  });
}
