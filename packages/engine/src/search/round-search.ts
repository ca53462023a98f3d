import type { Timetable } from '../timetable/timetable.ts';
import type { CombinedQuery, RoundSearchOptions, SearchBounds } from './combined-query.ts';
import { Labels } from './label.ts';
import { latestDepartures } from './latest-departures.ts';
import { windowAt } from './query-window.ts';
import { journeyOf, type Journey } from './ride.ts';
import { targetBounds } from './target-bounds.ts';
import { Boardable } from './round/boarding.ts';
import { Rounds } from './round/rounds.ts';
import { firstRides } from './round/starts.ts';
import { GaveUp, SearchState } from './round/state.ts';

export type {
  AskBudget,
  CombinedQuery,
  RoundSearchOptions,
  SearchBounds,
} from './combined-query.ts';

export const searchBounds = (timetable: Timetable, q: CombinedQuery): SearchBounds => {
  const arriveBy = q.arriveBy;
  const target = q.target ?? targetBounds(timetable, q);
  if (arriveBy === undefined) return { target, latest: null };
  let notBefore = Infinity;
  for (const stop of q.origins)
    notBefore = Math.min(notBefore, windowAt(timetable, stop, q.window)[0]);
  return {
    target,
    latest: latestDepartures(timetable, { ...q, arriveBy, notBefore }),
  };
};

export type RoundSearchOutcome =
  | { journeys: Journey[]; finished: true }
  | { journeys: []; finished: false; gaveUp: 'labels' | 'dense' };

/**
 * Round-based (RAPTOR-style) multi-criteria search. Round k rides once more from the labels of
 * round k − 1 (and their walks to other stations of the city), scanning each pattern they can
 * board once, with a bag of the labels on board. Each stop keeps a bag of mutually
 * non-dominated labels. A label is dropped when a journey already found beats the best any of
 * its completions could be (its criteria plus the lower bounds of `targetBounds`): that keeps
 * the search near the destinations. With a latest arrival it is also dropped when it is later
 * than `latestDepartures` allows for the rides it has left, and a pattern is boarded only up to
 * its latest useful departure. The rules of a journey are those of `searchCombined`. Its parts
 * are in `round/`, each a function of the one `SearchState` made here.
 */
export function roundSearch(
  timetable: Timetable,
  q: CombinedQuery,
  options: RoundSearchOptions,
): RoundSearchOutcome {
  const { bounds = searchBounds(timetable, q), labels = new Labels() } = options;
  const s = new SearchState(timetable, q, options, bounds, labels);
  try {
    // Scratch columns for the instances a label may board, refilled at every boarding.
    const boardable = new Boardable();
    new Rounds(s, boardable).run(firstRides(s, boardable));
    return { journeys: s.results.rideLists().map(journeyOf), finished: true };
  } catch (error) {
    if (!(error instanceof GaveUp)) throw error;
    return { journeys: [], finished: false, gaveUp: error.reason };
  } finally {
    labels.clear();
  }
}
