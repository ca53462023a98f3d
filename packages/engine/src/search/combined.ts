import type { Timetable } from '../timetable/timetable.ts';
import { Labels } from './label.ts';
import type { Journey } from './ride.ts';
import { roundSearch, searchBounds, type AskBudget, type CombinedQuery } from './round-search.ts';

export type { CombinedQuery } from './round-search.ts';

/** Labels the exact fallback may create before it gives up (see searchCombined). */
const FALLBACK_MAX_LABELS = 200_000;

/**
 * Journeys of one to maxTransfers + 1 rides over the allowed modes, from any origin stop to any
 * destination stop, whose FIRST departure lies in the window (local time at that origin stop,
 * both ends included). Journeys may run over several days.
 *
 * A journey's rules:
 * - each ride boards where boarding is allowed and alights where alighting is allowed;
 * - between two rides the traveller either stays at the stop, leaving no sooner than the
 *   stop's change time (by station kind, or the source's same-station transfer) after arriving,
 *   or walks one transfer of the table (another station of the city), leaving no sooner than
 *   the transfer's minutes after arriving — those minutes are the whole change (never with
 *   `sameStopChanges`);
 * - no walk before the first ride or after the last; one walk at most between two rides;
 * - only the first ride leaves an origin stop and only the last one reaches a destination
 *   stop: a journey never comes back to where it started, and stops once it has arrived;
 * - no stop is visited twice (boarding and alighting stops; a change at one stop is one visit)
 *   and no trip instance (a trip on one service day) is ridden twice.
 *
 * The answer is the Pareto set over (arrival, known price, rides): a journey is dropped when
 * another arrives no later, costs no more and has no more rides. Ties — equal arrival, price and
 * rides — keep the journey that departs latest (less waiting at the start), then the one whose
 * price is fully known; one journey per Pareto point (any one of fully equal candidates).
 *
 * Unknown fares: a ride without a published fare adds nothing to `price` and sets
 * `priceIncomplete`, so the price is a lower bound, and journeys are compared on the known sum;
 * with `pricedOnly` such trips are not ridden at all.
 *
 * Sorted by arrival, then price, then rides, then latest departure.
 *
 * The search runs once without remembering histories, which is exact over journeys allowed to
 * revisit a stop or reuse a trip instance; when none of the answers does, they are the answer.
 * Otherwise (rare: a loop beating a change time, say) it runs again with histories, which is
 * exact over simple journeys but may be slow; past FALLBACK_MAX_LABELS it gives up and
 * returns the first answers without their looping journeys.
 */
export function searchCombined(timetable: Timetable, q: CombinedQuery): Journey[] {
  // Every pass of the query makes its labels in these columns, which grow once.
  const labels = new Labels();
  const fast = paretoSearch(timetable, q, false, Infinity, DENSE_NETWORK, labels)!;
  if (fast.every(isSimple)) return sortJourneys(fast);
  const exact = paretoSearch(timetable, q, true, FALLBACK_MAX_LABELS, DENSE_NETWORK, labels);
  return sortJourneys(exact ?? fast.filter(isSimple));
}

/**
 * When the search with the tie rule alone gives up as too dense (see paretoSearch): after two
 * asks for instances per label made, beyond the first 500. On the national network it gives up
 * for under 1 % of the queries (its heavy ones ask about 1.5 times per label); on the NYC subway
 * for about a third.
 */
export const DENSE_NETWORK: AskBudget = { perLabel: 2, allowance: 500 };

/**
 * The search with the tie rule alone, starting from the earliest journey when known: where
 * departures are few (a national network's trains, planes and buses) it costs little more than
 * finding the Pareto points, and saves the second search. Where lines run often (a metro,
 * commuter rail) the tie rule keeps a label per departure and every one of them asks each line
 * at its station for a train: once `dense` says so, it gives up and the Pareto points are found
 * first, cheaply (each by some journey), then the search with the tie rule looks only for later
 * departures reaching them. Null when the label budget ran out.
 */
export function paretoSearch(
  timetable: Timetable,
  q: CombinedQuery,
  simpleOnly: boolean,
  maxLabels: number,
  dense: AskBudget = DENSE_NETWORK,
  labels: Labels = new Labels(),
): Journey[] | null {
  const bounds = searchBounds(timetable, q);
  const options = { simpleOnly, maxLabels, bounds, labels, seed: q.earliest ? [q.earliest] : [] };
  const alone = roundSearch(timetable, q, { ...options, ties: true, maxAsks: dense });
  if (alone.finished) return alone.journeys;
  if (alone.gaveUp === 'labels') return null;
  const points = roundSearch(timetable, q, { ...options, ties: false });
  if (!points.finished) return null;
  if (points.journeys.length === 0) return [];
  const seed = points.journeys;
  const tied = roundSearch(timetable, q, { ...options, ties: true, seed, seedHasEveryPoint: true });
  return tied.finished ? tied.journeys : null;
}

/** No stop visited twice and no trip instance ridden twice. */
export function isSimple(journey: Journey): boolean {
  const stops = new Set<number>();
  const instances = new Set<number>();
  let visits = 0;
  journey.rides.forEach((ride, i) => {
    if (i === 0 || ride.fromStop !== journey.rides[i - 1]!.toStop) {
      stops.add(ride.fromStop);
      visits++;
    }
    stops.add(ride.toStop);
    visits++;
    instances.add(ride.instance);
  });
  return stops.size === visits && instances.size === journey.rides.length;
}

export const sortJourneys = (journeys: Journey[]): Journey[] =>
  journeys.sort(
    (x, y) =>
      x.arrival - y.arrival ||
      x.price - y.price ||
      x.rides.length - y.rides.length ||
      y.departure - x.departure,
  );
