import type { Timetable } from '../timetable/timetable.ts';
import type { CombinedQuery } from './combined-query.ts';
import { perTimetable } from './per-timetable.ts';

/** [instance]: 1 when its trip publishes no fare; a byte each, read where a search boards. */
export const unpricedInstances = perTimetable((timetable) =>
  Uint8Array.from(timetable.a.instanceTrip, (trip) =>
    Number.isNaN(timetable.a.tripFarePerKm[trip]!) ? 1 : 0,
  ),
);

type Test = (instance: number) => boolean;

/**
 * The trip instances a query must not ride, `unsold`: those `unpriced` (its trip publishes no
 * fare and the query rides only priced ones: a whole fare class of a pattern) and those
 * `soldOut` (one instance: a later one of the same trip may be sold); `someSoldOut` when the
 * query lists any, so a search may skip the test.
 */
export function unsoldOf(
  timetable: Timetable,
  q: Pick<CombinedQuery, 'pricedOnly' | 'soldOut'>,
): { unpriced: Test; soldOut: Test; someSoldOut: boolean; unsold: Test } {
  const mask = q.pricedOnly === true ? unpricedInstances(timetable) : null;
  const listed = q.soldOut && q.soldOut.length > 0 ? new Set(q.soldOut) : null;
  const unpriced: Test = (instance) => mask !== null && mask[instance] === 1;
  const soldOut: Test = (instance) => listed !== null && listed.has(instance);
  return {
    unpriced,
    soldOut,
    someSoldOut: listed !== null,
    unsold: (instance) => unpriced(instance) || soldOut(instance),
  };
}
