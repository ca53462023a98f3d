import type { Timetable } from '../timetable/timetable.ts';
import type { CombinedQuery } from './round-search.ts';

const unpricedCache = new WeakMap<Timetable, Uint8Array>();

/** [instance]: 1 when its trip publishes no fare; a byte each, read where a search boards. */
export function unpricedInstances(timetable: Timetable): Uint8Array {
  let mask = unpricedCache.get(timetable);
  if (!mask) {
    const a = timetable.a;
    mask = Uint8Array.from(a.instanceTrip, (trip) =>
      Number.isNaN(a.tripFarePerKm[trip]!) ? 1 : 0,
    );
    unpricedCache.set(timetable, mask);
  }
  return mask;
}

/**
 * The trip instances a query must not ride: `unpriced` when its trip has no published fare and
 * the query rides only priced ones (a whole fare class of a pattern), `unsold` for those and
 * the query's sold-out instances (one instance: a later one of the same trip may be sold).
 */
export function unsoldOf(
  timetable: Timetable,
  q: Pick<CombinedQuery, 'pricedOnly' | 'soldOut'>,
): { unpriced: (instance: number) => boolean; unsold: (instance: number) => boolean } {
  const mask = q.pricedOnly === true ? unpricedInstances(timetable) : null;
  const soldOut = q.soldOut && q.soldOut.length > 0 ? new Set(q.soldOut) : null;
  const unpriced = (instance: number) => mask !== null && mask[instance] === 1;
  return {
    unpriced,
    unsold: (instance) => unpriced(instance) || (soldOut !== null && soldOut.has(instance)),
  };
}
