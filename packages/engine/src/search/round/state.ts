import { modeMaskOf } from '../../timetable/source.ts';
import type { Timetable, TimetableArrays } from '../../timetable/timetable.ts';
import { boardingsOf, type Boardings } from '../boardings.ts';
import { fareClassesOf, type FareClasses } from '../fare-classes.ts';
import { InstanceCursor, instanceIndexOf } from '../instance-index.ts';
import type { Labels } from '../label.ts';
import type { LatestDepartures } from '../latest-departures.ts';
import { ResultSet } from '../result-set.ts';
import { queryEnds } from '../target-bounds.ts';
import { unsoldOf } from '../unsold.ts';
import type {
  AskBudget,
  CombinedQuery,
  RoundSearchOptions,
  SearchBounds,
} from '../combined-query.ts';

/** Why a search stopped before its answer: too many labels, or a network too dense for it. */
export class GaveUp extends Error {
  constructor(readonly reason: 'labels' | 'dense') {
    super(reason);
  }
}

/**
 * Everything one round search reads and writes, made for that search alone: the query's
 * settings and bounds, the timetable's indexes it reads, the labels and each stop's bag of
 * them, the journeys found, and the budgets spent. The modules of the search (starts,
 * boarding, scanning, pruning, alighting) are functions of it.
 */
export class SearchState {
  readonly timetable: Timetable;
  readonly a: TimetableArrays;
  /** Stops of the network. */
  readonly S: number;
  /** Pattern stops of the network (the rows of `late.pattern`). */
  readonly PS: number;
  readonly q: CombinedQuery;
  readonly modeMask: number;
  readonly maxRides: number;
  readonly isOrigin: Uint8Array;
  readonly isDestination: Uint8Array;
  readonly classes: FareClasses;
  readonly boardings: Boardings;
  readonly cursor: InstanceCursor;
  readonly boundMinutes: Float64Array;
  readonly boundPrice: Float64Array;
  readonly boundRides: Float64Array;
  readonly late: LatestDepartures | null;
  readonly simpleOnly: boolean;
  readonly ties: boolean;
  /** With ties, the seed holds every Pareto point (see RoundSearchOptions.seedHasEveryPoint). */
  readonly pointsKnown: boolean;
  readonly arriveBy: number;
  /** No journey arrives sooner (the earliest arrival, when known). */
  readonly noSooner: number;
  readonly unsold: (instance: number) => boolean;
  readonly soldOut: (instance: number) => boolean;
  readonly someSoldOut: boolean;
  readonly labels: Labels;
  /**
   * Each stop's mutually non-dominated labels, made when the stop gets its first one: a search
   * reaches few of the network's stops, and making a list for each cost more than the search.
   */
  readonly bags: (number[] | undefined)[];
  readonly results: ResultSet;
  private readonly maxLabels: number;
  private readonly maxAsks: AskBudget | undefined;
  private created = 0;
  private asked = 0;

  constructor(
    timetable: Timetable,
    q: CombinedQuery,
    options: RoundSearchOptions,
    bounds: SearchBounds,
    labels: Labels,
  ) {
    this.timetable = timetable;
    this.a = timetable.a;
    this.S = timetable.stopCount;
    this.PS = this.a.patternStops.length;
    this.q = q;
    this.modeMask = modeMaskOf(q.modes);
    this.maxRides = q.maxTransfers + 1;
    const { isOrigin, isDestination } = queryEnds(timetable, q);
    this.isOrigin = isOrigin;
    this.isDestination = isDestination;
    this.classes = fareClassesOf(timetable);
    this.boardings = boardingsOf(timetable);
    this.cursor = new InstanceCursor(instanceIndexOf(timetable));
    this.boundMinutes = bounds.target.minutes;
    this.boundPrice = bounds.target.price;
    this.boundRides = bounds.target.rides;
    this.late = bounds.latest;
    this.simpleOnly = options.simpleOnly;
    this.ties = options.ties;
    this.labels = labels;
    this.bags = new Array<number[] | undefined>(this.S);
    this.results = new ResultSet(options.ties);
    for (const j of options.seed) {
      this.results.add(
        j.arrival,
        j.price,
        j.rides.length,
        j.departure,
        j.priceIncomplete,
        () => j.rides,
      );
    }
    this.pointsKnown =
      options.ties && options.seedHasEveryPoint === true && options.seed.length > 0;
    this.arriveBy = q.arriveBy ?? Infinity;
    this.noSooner = q.earliest?.arrival ?? -Infinity;
    const { soldOut, someSoldOut, unsold } = unsoldOf(timetable, q);
    this.unsold = unsold;
    this.soldOut = soldOut;
    this.someSoldOut = someSoldOut;
    this.maxLabels = options.maxLabels;
    this.maxAsks = options.maxAsks;
  }

  /** Where the bounds of a traveller after `rides` rides start: the row of the rides left. */
  boundRow(rides: number): number {
    return (this.maxRides - rides) * 2 * this.S;
  }

  /** Counts a label about to be made; past the budget the search gives up. */
  count(): void {
    if (++this.created > this.maxLabels) throw new GaveUp('labels');
  }

  /** Counts an ask for a pattern's instances; past the budget the search gives up as dense. */
  ask(): void {
    const maxAsks = this.maxAsks;
    if (maxAsks && ++this.asked > maxAsks.perLabel * this.created + maxAsks.allowance) {
      throw new GaveUp('dense');
    }
  }
}
