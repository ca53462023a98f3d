import type { Mode } from '../timetable/source.ts';
import type { StopId, UtcMinute } from '../units.ts';
import type { Labels } from './label.ts';
import type { LatestDepartures } from './latest-departures.ts';
import type { DepartureWindow } from './query-window.ts';
import type { Journey } from './ride.ts';
import type { StopReach } from './stop-reach.ts';
import type { TargetBounds } from './target-bounds.ts';

// The words of a combined search — its query, options and bounds — apart from the passes that
// use them, so each pass and the state they share name them without importing one another.

export type CombinedQuery = {
  /** Typically every station of the origin city. */
  origins: readonly StopId[];
  destinations: readonly StopId[];
  window: DepartureWindow;
  modes: readonly Mode[];
  /** At most 5 on the site: six rides. */
  maxTransfers: number;
  /**
   * Ride only trips with a published fare. The site sells nothing else, and a journey it
   * cannot show must not push one it can out of the answer (an unknown fare counts as
   * nothing, so such a journey looks cheap). Unset: unpriced trips are ridden too.
   */
  pricedOnly?: boolean;
  /**
   * Trip instances not to ride (Ride.instance): the site found no place for sale on them, so a
   * journey riding one would be dropped after the search, and must not crowd others out.
   */
  soldOut?: readonly number[];
  /**
   * Every change at the stop the last ride reached: no transfer to another station of the city.
   * The plane tab sells a connection as one airport's: a change of airport there would be a
   * crossing of town nobody was told about (the combined search shows it as a leg). Unset:
   * transfers are walked.
   */
  sameStopChanges?: boolean;
  /**
   * Latest arrival, horizon minutes (UTC), inclusive: journeys arriving later are not part of
   * the answer, and the search prunes by it from the first ride on. Unset: no bound.
   */
  arriveBy?: UtcMinute;
  /**
   * A journey that arrives first (the answer of searchEarliestArrival for this query), when
   * known: no journey arrives sooner, so every partial journey's arrival is bounded from below
   * by it, and the search starts with it among the journeys found.
   */
  earliest?: Journey;
  /** When known (with `earliest`): the reach of this query's journeys, pruning the backward pass. */
  reach?: StopReach;
  /**
   * This query's `targetBounds`, when already worked out (the earliest-arrival pass prunes by
   * them too, and hands them on).
   */
  target?: TargetBounds;
};

export type RoundSearchOptions = {
  /**
   * Labels remember the stops and trip instances behind them, never revisit or reuse one, and
   * only dominate labels whose history contains theirs: exact over simple journeys, but slower.
   * Without it the search is exact over journeys that may loop.
   */
  simpleOnly: boolean;
  /**
   * Apply the tie rule (latest departure, then known price) to equal (arrival, price, rides).
   * Without it the search only finds the Pareto points, each by some journey, much faster: it
   * never has to keep a later departure that arrives later for its sake.
   */
  ties: boolean;
  /** Journeys that start the answer (the earliest arrival, say). */
  seed: readonly Journey[];
  /**
   * With ties: the seed reaches every Pareto point (it is the answer of the search without
   * ties), so a label is dropped unless it can still reach one of the points leaving later than
   * its journey does (or as late, with a known price): the search only looks for later
   * departures.
   */
  seedHasEveryPoint?: boolean;
  /** Give up (finished: false, `labels`) after creating this many labels. */
  maxLabels: number;
  /**
   * Give up (finished: false, `dense`) once the labels have asked a pattern for the instances
   * they may board more than `perLabel` times per label created, plus `allowance`: the sign of a
   * network whose lines run so often that the tie rule, keeping a label per departure, asks each
   * line at a station once per waiting label. Unset: never.
   */
  maxAsks?: AskBudget;
  /** The query's `searchBounds`, when already computed (the passes of one query share them). */
  bounds?: SearchBounds;
  /**
   * Columns for the labels, empty, left empty again after the search: the passes of one query
   * share them, so they grow once rather than in every pass. Unset: the search makes its own.
   */
  labels?: Labels;
};

/** What the search prunes by, per query: lower bounds to the destinations, latest times. */
export type SearchBounds = { target: TargetBounds; latest: LatestDepartures | null };

export type AskBudget = { perLabel: number; allowance: number };
