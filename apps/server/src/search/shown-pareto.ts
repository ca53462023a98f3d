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
