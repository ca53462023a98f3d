/**
 * What a trip costs a traveller, in the terms the choice among trips is made in: its price,
 * its minutes on the way (departure to arrival), what its changes cost beyond their minutes,
 * and how many rides it takes. Kopecks.
 */
export type Weighed = {
  price: number;
  minutes: number;
  /** The changes' own cost (luggage, a crossing of town, the risk of a missed ride), kopecks. */
  changes: number;
  rides: number;
};

/**
 * The value of an hour on the way, kopecks: the lowest and the highest a traveller plausibly
 * puts on it, and the one the list is ordered by. The caller's economics (the site's in the
 * contracts' `route-ranking.ts`); the engine only reasons with them.
 */
export type HourValues = { low: number; central: number; high: number };

/** A combined trip and the corridor it takes: same modes through the same change places. */
export type Candidate = Weighed & { corridor: string };

/** The generalized cost of a trip for a traveller who values an hour at `perHour` kopecks. */
export const costAt = (trip: Weighed, perHour: number): number =>
  trip.price + trip.changes + (perHour * trip.minutes) / 60;

/**
 * Whether `rival` is the better trip for every traveller: it takes no more rides, and at both
 * ends of the range of the hour's value (so, the cost being linear in it, at every value
 * between) it costs no more, and less at one end. A trip so beaten only buys a small saving
 * with hours of detour, or hours with money: nobody whose time is worth anything in the range
 * would take it — that is the wide margin.
 */
export function beatenBy(rival: Weighed, trip: Weighed, hours: HourValues): boolean {
  if (rival.rides > trip.rides) return false;
  const low = costAt(rival, hours.low) - costAt(trip, hours.low);
  const high = costAt(rival, hours.high) - costAt(trip, hours.high);
  return low <= 0 && high <= 0 && (low < 0 || high < 0);
}

/**
 * The combined trips worth showing, a handful of distinct ones, best first:
 * 1. none that a rival (a ride of one mode, a plane connection) or another of the trips beats
 *    for every traveller (`beatenBy`);
 * 2. of trips along one corridor (the same modes changing in the same places — the same trip at
 *    another hour, or through the next station of the town), the one of least central cost;
 * 3. at most `handful` of them, by least central cost, but always the cheapest and the fastest
 *    left, for those who sort the list by price or by time.
 * Ordered by central cost, then the faster, then the cheaper, then as given. Returns what it
 * was given, filtered: what the search returned stays exactly what it was.
 */
export function worthShowing<T>(
  trips: readonly T[],
  weigh: (trip: T) => Candidate,
  rivals: readonly Weighed[],
  hours: HourValues,
  handful: number,
): T[] {
  const all = trips.map((trip, index) => ({ trip, index, w: weigh(trip) }));
  const order = (x: (typeof all)[number], y: (typeof all)[number]) =>
    costAt(x.w, hours.central) - costAt(y.w, hours.central) ||
    x.w.minutes - y.w.minutes ||
    x.w.price - y.w.price ||
    x.index - y.index;
  const unbeaten = all
    .filter(
      ({ w, index }) =>
        !rivals.some((r) => beatenBy(r, w, hours)) &&
        !all.some((other) => other.index !== index && beatenBy(other.w, w, hours)),
    )
    .sort(order);
  const corridors = new Set<string>();
  const distinct = unbeaten.filter(({ w }) => {
    if (corridors.has(w.corridor)) return false;
    corridors.add(w.corridor);
    return true;
  });
  const least = (key: (w: Weighed) => number) =>
    distinct.reduce<(typeof distinct)[number] | undefined>(
      (best, x) => (best === undefined || key(x.w) < key(best.w) ? x : best),
      undefined,
    );
  const kept = new Set(
    [least((w) => w.price), least((w) => w.minutes)].filter((x) => x !== undefined),
  );
  for (const x of distinct) {
    if (kept.size >= handful) break;
    kept.add(x);
  }
  return distinct.filter((x) => kept.has(x)).map((x) => x.trip);
}
