import { searchCombined, type CombinedQuery } from '@peresadka/engine/search/combined';
import { earliestArrival } from '@peresadka/engine/search/earliest-arrival';
import { targetBounds } from '@peresadka/engine/search/target-bounds';
import { dayOrDurationAfter, type Journey } from '@peresadka/engine/search/ride';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import type { UtcMinute } from '@peresadka/engine/units';

/**
 * The latest arrival of combined routes: the earliest arrival plus a day, or plus the fastest
 * journey's own duration when that is longer. A journey arriving days after the fastest one (a
 * chain of cheap buses taking two weeks where a ten-hour trip exists) is never what a
 * traveller wants, and cutting them off keeps the Pareto search small enough to be quick.
 */
export const combinedArrivalBound = (earliest: Pick<Journey, 'departure' | 'arrival'>): UtcMinute =>
  dayOrDurationAfter(earliest);

/**
 * The site's combined routes: the earliest-arrival search (a few milliseconds) settles the
 * bound the Pareto search (`searchCombined`) prunes by. Both run wherever this is called — in
 * the server, the combined-search worker — so the request thread does none of it.
 */
export function searchSiteCombined(timetable: Timetable, query: CombinedQuery): Journey[] {
  const bounded = boundedCombinedQuery(timetable, query);
  return bounded ? searchCombined(timetable, bounded) : [];
}

/** The query with its bound, or null when nothing reaches the destination at all. */
function boundedCombinedQuery(timetable: Timetable, query: CombinedQuery): CombinedQuery | null {
  // Worked out once: the earliest-arrival pass prunes by them, and so does the Pareto search.
  const target = targetBounds(timetable, query);
  const found = earliestArrival(timetable, { ...query, target });
  return (
    found && {
      ...query,
      target,
      arriveBy: combinedArrivalBound(found.journey),
      earliest: found.journey,
      reach: found.reach,
    }
  );
}
