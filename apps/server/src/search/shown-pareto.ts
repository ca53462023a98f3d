import type {
  BusResult,
  PlaneResult,
  SearchResponse,
  TrainResult,
} from '@peresadka/contracts/search-results';

/** What a traveller compares combined routes by, as the site shows them. */
export type Shown = {
  /** Any one clock for all routes (epoch milliseconds, say). */
  departure: number;
  arrival: number;
  /** Kopecks, as shown. */
  price: number;
  rides: number;
};

/**
 * The routes no other route beats on what is shown: arriving no later, costing no more and
 * changing no more often, better in one of them. The engine keeps such a set by the trips'
 * published fares, but a route is shown at what its tickets cost now (a train «от» its cheapest
 * car with a free place, a flight by its fare family), and at those prices one route can lose
 * to another on every count. Of routes equal on all three the one leaving latest stays (less
 * waiting at the start), then the first given.
 */
export function undominated<T>(items: readonly T[], shown: (item: T) => Shown): T[] {
  const all = items.map(shown);
  /** Route j is kept in place of route i. */
  const covers = (j: number, i: number) => {
    const x = all[j]!;
    const y = all[i]!;
    if (x.arrival > y.arrival || x.price > y.price || x.rides > y.rides) return false;
    if (x.arrival < y.arrival || x.price < y.price || x.rides < y.rides) return true;
    return x.departure > y.departure || (x.departure === y.departure && j < i);
  };
  return items.filter((_, i) => all.every((_, j) => j === i || !covers(j, i)));
}

/**
 * The combined routes worth a place in their own tab: those no ride of one mode (a direct
 * train, bus or flight, or a connection the plane tab lists) equals or beats on arrival, price
 * and rides. Such a ride is on its own tab already; a combined route it beats would only push
 * the routes that do save something down the list. Unlike `undominated`, a tie goes to the
 * ride of one mode, whenever it leaves: the window is the traveller's, and one ticket is
 * simpler than two.
 */
export function unbeatenBy<T>(
  items: readonly T[],
  shown: (item: T) => Shown,
  rivals: readonly Shown[],
): T[] {
  return items.filter((item) => {
    const x = shown(item);
    return !rivals.some((r) => r.arrival <= x.arrival && r.price <= x.price && r.rides <= x.rides);
  });
}

/** The per-mode tabs' cards as shown: times, the card's price, and rides (a connection has two). */
export function shownOfModes(lists: Pick<SearchResponse, 'airplane' | 'train' | 'bus'>): Shown[] {
  const ride = (r: BusResult | TrainResult): Shown => ({
    departure: Date.parse(r.departure_time),
    arrival: Date.parse(r.arrival_time),
    price: r.price,
    rides: 1,
  });
  const plane = (r: PlaneResult): Shown => {
    const flights = r.segments.flatMap((s) => s.flights);
    return {
      departure: Date.parse(flights[0]!.departure_time),
      arrival: Date.parse(flights.at(-1)!.arrival_time),
      price: r.price,
      rides: flights.length,
    };
  };
  return [...lists.airplane.map(plane), ...lists.train.map(ride), ...lists.bus.map(ride)];
}
