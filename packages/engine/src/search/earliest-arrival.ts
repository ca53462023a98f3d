import type { Timetable } from '../timetable/timetable.ts';
import { isSimple, searchCombined } from './combined.ts';
import type { StopReach } from './stop-reach.ts';
import { earliestArrivalRounds } from './earliest-arrival-rounds.ts';
import { dayOrDurationAfter, type Journey } from './ride.ts';
import type { CombinedQuery } from './combined-query.ts';

/** The combined search's question, asked for one criterion: the same stops, window and limits. */
export type EarliestArrivalQuery = CombinedQuery;

/**
 * The journey that arrives first, by the rules of `searchCombined` (allowed modes, change times,
 * one walk between rides, first departure in the window, at most maxTransfers + 1 rides, no
 * stop visited twice): its arrival is the earliest arrival of the combined Pareto set. Among
 * journeys arriving then, one with the fewest rides; its departure is not pushed later. Null
 * when no journey reaches a destination (by `arriveBy`, when set).
 */
export const searchEarliestArrival = (
  timetable: Timetable,
  q: EarliestArrivalQuery,
): Journey | null => settled(timetable, q, false)?.journey ?? null;

/**
 * `searchEarliestArrival`'s journey with the reach of the query's journeys, which the combined
 * search prunes by (`CombinedQuery.reach`).
 */
export function earliestArrival(
  timetable: Timetable,
  q: EarliestArrivalQuery,
): { journey: Journey; reach: StopReach } | null {
  const found = settled(timetable, q, true);
  return found && { journey: found.journey, reach: found.reach! };
}

/**
 * Plain RAPTOR answers it over journeys that may loop; a loop can only win by beating a change
 * time (out by a walk and back by a walk), which is rare, and when its answer loops the exact
 * combined search settles it. The reach of journeys that may loop holds for those that do not.
 */
function settled(
  timetable: Timetable,
  q: EarliestArrivalQuery,
  withReach: boolean,
): { journey: Journey; reach: StopReach | null } | null {
  const { journey, reach } = earliestArrivalRounds(timetable, q, withReach);
  if (journey === null || journey.arrival > (q.arriveBy ?? Infinity)) return null;
  if (isSimple(journey)) return { journey, reach };
  // The combined search's answer under a latest arrival is its whole answer cut there, so a
  // day (or the loop's own duration) past the looping journey settles it quickly when some
  // simple journey arrives by then; only otherwise does it search without that bound.
  const soon = dayOrDurationAfter(journey);
  let first: Journey | null = null;
  if (soon < (q.arriveBy ?? Infinity)) {
    first = earliestOf(searchCombined(timetable, { ...q, arriveBy: soon }));
  }
  first ??= earliestOf(searchCombined(timetable, q));
  return first && { journey: first, reach };
}

/** The journey arriving first, with the fewest rides among those arriving then. */
const earliestOf = (journeys: Journey[]): Journey | null =>
  journeys.reduce<Journey | null>(
    (best, j) =>
      best === null ||
      j.arrival < best.arrival ||
      (j.arrival === best.arrival && j.rides.length < best.rides.length)
        ? j
        : best,
    null,
  );
