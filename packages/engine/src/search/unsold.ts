import type { Timetable } from '../timetable/timetable.ts';
import type { CombinedQuery } from './round-search.ts';

/**
 * The trip instances a query must not ride: `unpriced` when its trip has no published fare and
 * the query rides only priced ones (a whole fare class of a pattern), `unsold` for those and
 * the query's sold-out instances (one instance: a later one of the same trip may be sold).
 */
export function unsoldOf(
  timetable: Timetable,
  q: Pick<CombinedQuery, 'pricedOnly' | 'soldOut'>,
): { unpriced: (instance: number) => boolean; unsold: (instance: number) => boolean } {
  const a = timetable.a;
  const soldOut = new Set(q.soldOut);
  const unpriced = (instance: number) =>
    q.pricedOnly === true && Number.isNaN(a.tripFarePerKm[a.instanceTrip[instance]!]!);
  return {
    unpriced,
    unsold: (instance) => unpriced(instance) || (soldOut.size > 0 && soldOut.has(instance)),
  };
}
