import type { Timetable } from '../timetable/timetable.ts';
import { isSimple, searchCombined } from './combined.ts';
import { earliestArrivalRounds } from './earliest-arrival-rounds.ts';
import type { Journey } from './ride.ts';
import type { CombinedQuery } from './round-search.ts';

/** The combined search's question, asked for one criterion: the same stops, window and limits. */
export type EarliestArrivalQuery = CombinedQuery;

/**
 * The journey that arrives first, by the rules of `searchCombined` (allowed modes, change times,
 * one walk between rides, first departure in the window, at most maxTransfers + 1 rides, no
 * stop visited twice): its arrival is the earliest arrival of the combined Pareto set. Among
 * journeys arriving then, one with the fewest rides; its departure is not pushed later. Null
 * when no journey reaches a destination (by `arriveBy`, when set).
 *
 * Plain RAPTOR answers it over journeys that may loop; a loop can only win by beating a change
 * time (out by a walk and back by a walk), which is rare, and when its answer loops the exact
 * combined search settles it.
 */
export function searchEarliestArrival(
  timetable: Timetable,
  q: EarliestArrivalQuery,
): Journey | null {
  const journey = earliestArrivalRounds(timetable, q);
  if (journey === null || journey.arrival > (q.arriveBy ?? Infinity)) return null;
  if (isSimple(journey)) return journey;
  // The combined search's answer under a latest arrival is its whole answer cut there, so a
  // day (or the loop's own duration) past the looping journey settles it quickly when some
  // simple journey arrives by then; only otherwise does it search without that bound.
  const soon = journey.arrival + Math.max(24 * 60, journey.arrival - journey.departure);
  if (soon < (q.arriveBy ?? Infinity)) {
    const first = earliestOf(searchCombined(timetable, { ...q, arriveBy: soon }));
    if (first) return first;
  }
  return earliestOf(searchCombined(timetable, q));
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
