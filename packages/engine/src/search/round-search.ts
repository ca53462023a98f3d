import type { Mode } from '../timetable/source.ts';
import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import { modeMaskOf } from '../timetable/source.ts';
import { boardable, boardingsOf } from './boardings.ts';
import { fareClassesOf } from './fare-classes.ts';
import { InstanceCursor, instanceIndexOf } from './instance-index.ts';
import { grown, Labels, NO_LABEL } from './label.ts';
import { firstInstanceFrom, windowAt, type DepartureWindow } from './query-window.ts';
import { ResultSet } from './result-set.ts';
import { unsoldOf } from './unsold.ts';
import type { StopReach } from './earliest-arrival-rounds.ts';
import { latestDepartures, type LatestDepartures } from './latest-departures.ts';
import { journeyOf, rideOf, type Journey, type Ride } from './ride.ts';
import { queryEnds, targetBounds, type TargetBounds } from './target-bounds.ts';
import type { StopId, UtcMinute } from '../units.ts';

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
};

/** What the search prunes by, per query: lower bounds to the destinations, latest times. */
export type SearchBounds = { target: TargetBounds; latest: LatestDepartures | null };

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

export type AskBudget = { perLabel: number; allowance: number };

export type RoundSearchOutcome =
  | { journeys: Journey[]; finished: true }
  | { journeys: []; finished: false; gaveUp: 'labels' | 'dense' };

/**
 * The labels riding instances of the pattern being scanned, in columns: each boarded at
 * position `from`, with the instance's trip, departure and fare class (−1: unpriced) copied
 * out for the on-board dominance test and the rides off it (the instance's own columns would
 * miss the cache at every stop).
 */
class Boarded {
  count = 0;
  parent = new Int32Array(64);
  instance = new Int32Array(64);
  trip = new Int32Array(64);
  from = new Int32Array(64);
  departure = new Int32Array(64);
  fareClass = new Int32Array(64);

  push(
    parent: number,
    instance: number,
    trip: number,
    from: number,
    departure: number,
    fareClass: number,
  ) {
    if (this.count === this.parent.length) {
      const grow = <T extends Int32Array>(column: T) => grown(column, 2 * column.length);
      this.parent = grow(this.parent);
      this.instance = grow(this.instance);
      this.trip = grow(this.trip);
      this.from = grow(this.from);
      this.departure = grow(this.departure);
      this.fareClass = grow(this.fareClass);
    }
    const at = this.count++;
    this.parent[at] = parent;
    this.instance[at] = instance;
    this.trip[at] = trip;
    this.from[at] = from;
    this.departure[at] = departure;
    this.fareClass[at] = fareClass;
  }

  /** Entry `from` moved down to `to` (dropping what was there). */
  move(from: number, to: number) {
    this.parent[to] = this.parent[from]!;
    this.instance[to] = this.instance[from]!;
    this.trip[to] = this.trip[from]!;
    this.from[to] = this.from[from]!;
    this.departure[to] = this.departure[from]!;
    this.fareClass[to] = this.fareClass[from]!;
  }
}

class GaveUp extends Error {
  constructor(readonly reason: 'labels' | 'dense') {
    super(reason);
  }
}

/** A finished search's labels, for the next: their columns grow once, not in every search. */
let spareLabels: Labels | null = null;

/**
 * Round-based (RAPTOR-style) multi-criteria search. Round k rides once more from the labels of
 * round k − 1 (and their walks to other stations of the city), scanning each pattern they can
 * board once, with a bag of the labels on board. Each stop keeps a bag of mutually
 * non-dominated labels. A label is dropped when a journey already found beats the best any of
 * its completions could be (its criteria plus the lower bounds of `targetBounds`): that keeps
 * the search near the destinations. With a latest arrival it is also dropped when it is later
 * than `latestDepartures` allows for the rides it has left, and a pattern is boarded only up to
 * its latest useful departure. The rules of a journey are those of `searchCombined`.
 */
export function roundSearch(
  timetable: Timetable,
  q: CombinedQuery,
  {
    simpleOnly,
    ties,
    seed,
    seedHasEveryPoint = false,
    maxLabels,
    maxAsks,
    bounds = searchBounds(timetable, q),
  }: RoundSearchOptions,
): RoundSearchOutcome {
  const a = timetable.a;
  const S = timetable.stopCount;
  const modeMask = modeMaskOf(q.modes);
  const maxRides = q.maxTransfers + 1;
  const { isOrigin, isDestination } = queryEnds(timetable, q);
  const classes = fareClassesOf(timetable);
  const cursor = new InstanceCursor(instanceIndexOf(timetable));
  const { minutes: boundMinutes, price: boundPrice, rides: boundRides } = bounds.target;
  /** Where the bounds of a traveller after `rides` rides start: the row of the rides left. */
  const boundRow = (rides: number) => (maxRides - rides) * 2 * S;
  const labels = spareLabels ?? new Labels();
  spareLabels = null;
  const L = labels;
  /**
   * Each stop's mutually non-dominated labels, made when the stop gets its first one: a search
   * reaches few of the network's stops, and making a list for each cost more than the search.
   */
  const bags: (number[] | undefined)[] = new Array<number[] | undefined>(S);
  const results = new ResultSet(ties);
  for (const j of seed) {
    results.add(j.arrival, j.price, j.rides.length, j.departure, j.priceIncomplete, () => j.rides);
  }
  const pointsKnown = ties && seedHasEveryPoint && seed.length > 0;
  const arriveBy = q.arriveBy ?? Infinity;
  const noSooner = q.earliest?.arrival ?? -Infinity;
  const late = bounds.latest;
  const PS = a.patternStops.length;
  /** Past the latest time that still reaches a destination by arriveBy in the rides left. */
  const lateAfterRide = (stop: number, time: number, rides: number) =>
    late !== null && time > late.after[(maxRides - rides) * S + stop]!;
  const lateToBoard = (stop: number, time: number, rides: number) =>
    late !== null && time > late.board[(maxRides - rides) * S + stop]!;
  /** The latest departure from pattern stop `at` worth boarding after `rides` rides. */
  const latestBoarding = (at: number, rides: number) =>
    late === null ? Infinity : late.pattern[(maxRides - rides) * PS + at]!;
  let created = 0;
  let asked = 0;

  /**
   * Nothing completing a partial journey can beat these lower bounds: past the latest arrival,
   * too many rides, beaten by a journey found, or — with every Pareto point seeded — unable to
   * reach one leaving later.
   */
  const hopeless = (
    lowerArrival: number,
    price: number,
    rides: number,
    departure: number,
    incomplete: boolean,
  ) => {
    const arrival = Math.max(lowerArrival, noSooner);
    return (
      arrival > arriveBy ||
      rides > maxRides ||
      results.covers(arrival, price, rides, departure, incomplete) ||
      (pointsKnown && !results.reachableLater(arrival, price, rides, departure, incomplete))
    );
  };

  /**
   * `hopeless` for a traveller at a bounds node (a stop after a ride, or stops + a stop when
   * ready to board there) at `time`, with the criteria so far.
   */
  const hopelessAt = (
    node: number,
    time: number,
    price: number,
    rides: number,
    departure: number,
    incomplete: boolean,
  ) => {
    const at = boundRow(rides) + node;
    return hopeless(
      time + boundMinutes[at]!,
      price + boundPrice[at]!,
      rides + boundRides[node]!,
      departure,
      incomplete,
    );
  };

  /** Bounds by the stop's node: after a ride (may walk) or ready to board. */
  const hopelessLabel = (l: number) => {
    const stop = L.stop[l]!;
    const rides = L.rides[l]!;
    const canWalk = L.canWalk[l] === 1;
    const time = canWalk ? L.time[l]! : L.boardReady[l]!;
    if (canWalk ? lateAfterRide(stop, time, rides) : lateToBoard(stop, time, rides)) return true;
    const node = canWalk ? stop : S + stop;
    return hopelessAt(node, time, L.price[l]!, rides, L.departure[l]!, L.priceIncomplete[l] === 1);
  };
  /** Hopeless is for good, and only a journey found can make a label hopeless. */
  const alive = (l: number) => {
    if (L.dead[l]) return false;
    if (L.hopefulAt[l] === results.version) return true;
    if (hopelessLabel(l)) return false;
    L.hopefulAt[l] = results.version;
    return true;
  };

  const count = () => {
    if (++created > maxLabels) throw new GaveUp('labels');
  };
  const ask = () => {
    if (maxAsks && ++asked > maxAsks.perLabel * created + maxAsks.allowance) {
      throw new GaveUp('dense');
    }
  };

  /**
   * `labels.covers(other, y)` for some label of the stop's bag, y a label just off a ride
   * (without history): checked before y is made, as most of them are covered.
   */
  const bagCovers = (
    stop: number,
    time: number,
    boardReady: number,
    price: number,
    rides: number,
    departure: number,
    incomplete: boolean,
  ) => {
    const bag = bags[stop];
    if (bag === undefined) return false;
    for (let k = 0; k < bag.length; k++) {
      const x = bag[k]!;
      if (L.boardReady[x]! > boardReady || !L.canWalk[x] || L.time[x]! > time) continue;
      if (L.rides[x]! > rides || L.price[x]! > price) continue;
      if (!ties || L.rides[x]! < rides || L.price[x]! < price || L.departure[x]! > departure)
        return true;
      if (L.departure[x] === departure && (!L.priceIncomplete[x] || incomplete)) return true;
    }
    return false;
  };

  /** Keeps the label at its stop unless one there covers it; drops those it covers. */
  const store = (label: number, fresh: number[]) => {
    const bag = (bags[L.stop[label]!] ??= []);
    for (let k = 0; k < bag.length; k++) if (labels.covers(bag[k]!, label, ties)) return;
    let kept = 0;
    for (let k = 0; k < bag.length; k++) {
      const other = bag[k]!;
      if (labels.covers(label, other, ties)) L.dead[other] = 1;
      else bag[kept++] = other;
    }
    if (kept < bag.length) bag.length = kept;
    bag.push(label);
    fresh.push(label);
  };

  /**
   * Gets off `instance` (of `trip`, leaving its first stop at `start`; boarded at `from` by
   * `parent`) at position `to`.
   */
  const alight = (
    parent: number,
    pattern: number,
    instance: number,
    trip: number,
    start: number,
    from: number,
    to: number,
    fresh: number[],
  ) => {
    const base = a.patternStopStart[pattern]!;
    const stop = a.patternStops[base + to]!;
    const rides = L.rides[parent]! + 1;
    if (!(a.patternStopFlags[base + to]! & ALIGHTING) || isOrigin[stop]) return;
    if (!isDestination[stop] && rides === maxRides) return;
    const before = simpleOnly ? labels.historyOf(parent) : null;
    if (before?.stops.includes(stop)) return;
    count();
    const time = start + a.patternArrival[base + to]!;
    if (isDestination[stop] ? time > arriveBy : lateAfterRide(stop, time, rides)) return;
    const fare = timetable.fare(trip, pattern, from, to);
    const price = L.price[parent]! + (fare ?? 0);
    const priceIncomplete = L.priceIncomplete[parent] === 1 || fare === null;
    const departure = rides === 1 ? start + a.patternDeparture[base + from]! : L.departure[parent]!;
    if (isDestination[stop]) {
      if (results.covers(time, price, rides, departure, priceIncomplete)) return;
    } else if (hopelessAt(stop, time, price, rides, departure, priceIncomplete)) {
      return;
    }
    const boardReady = time + a.stopMinChange[stop]!;
    if (!before && !isDestination[stop]) {
      if (bagCovers(stop, time, boardReady, price, rides, departure, priceIncomplete)) return;
    }
    const history = before && {
      stops: [...before.stops, stop],
      instances: [...before.instances, instance],
    };
    const label = labels.add(
      stop,
      time,
      boardReady,
      true,
      price,
      priceIncomplete,
      rides,
      departure,
      parent,
      history,
    );
    labels.setRide(label, instance, pattern, from, to);
    if (isDestination[stop]) {
      results.add(time, price, rides, departure, priceIncomplete, () =>
        ridesOf(timetable, labels, label),
      );
    } else {
      store(label, fresh);
    }
  };

  const boardings = boardingsOf(timetable);

  let instances = new Int32Array(16);
  /**
   * Each one's trip, departure and fare class for the on-board test (`boardedClass`), found
   * with it in the index's day rows.
   */
  let instanceTrips = new Int32Array(16);
  let instanceDepartures = new Int32Array(16);
  let instanceClasses = new Int32Array(16);
  let instanceCount = 0;
  const pushInstance = (i: number, trip: number, departure: number, fareClass: number) => {
    if (instanceCount === instances.length) {
      instances = grown(instances, 2 * instances.length);
      instanceTrips = grown(instanceTrips, instances.length);
      instanceDepartures = grown(instanceDepartures, instances.length);
      instanceClasses = grown(instanceClasses, instances.length);
    }
    instanceTrips[instanceCount] = trip;
    instanceDepartures[instanceCount] = departure;
    instanceClasses[instanceCount] = fareClass;
    instances[instanceCount++] = i;
  };
  /** The fare classes (classStart-based) boarded in this call, cheaper than the ones before. */
  let boardedClasses = new Int32Array(16);
  /** Charges no less than a class boarded: NaN (unpriced) never compares. */
  const noCheaper = (c: number, boardedCount: number) => {
    const base = classes.classFareBase[c]!;
    const perKm = classes.classFarePerKm[c]!;
    for (let k = 0; k < boardedCount; k++) {
      const b = boardedClasses[k]!;
      if (classes.classFareBase[b]! <= base && classes.classFarePerKm[b]! <= perKm) return true;
    }
    return false;
  };
  /** [class]: `seenStamp` when the class has been boarded in this call (no clearing per call). */
  let seenAt = new Int32Array(16);
  let seenStamp = 0;
  const { soldOut, someSoldOut, unsold } = unsoldOf(timetable, q);
  /**
   * The instances a label may board at a position, leaving by `latest`, into `instances`: the
   * first of each fare class (a later one of the same class arrives later everywhere for the
   * same price), or with histories every one not yet ridden; none past the first whose
   * journeys are hopeless, as all later ones are too.
   */
  const instancesFor = (label: number, pattern: number, from: number, latest: number) => {
    ask();
    instanceCount = 0;
    const at = a.patternStopStart[pattern]! + from;
    const labelRides = L.rides[label]!;
    const boardReady = L.boardReady[label]!;
    latest = Math.min(latest, latestBoarding(at, labelRides));
    if (latest < boardReady) return;
    const leaves = a.patternDeparture[at]!;
    // Instances leave in order at every position: the first leaving after `latest` ends the run.
    const last = latest - leaves;
    const board = S + a.patternStops[at]!;
    const offset = leaves + boundMinutes[boundRow(labelRides) + board]!;
    const price = L.price[label]! + boundPrice[boundRow(labelRides) + board]!;
    const rides = labelRides + boundRides[board]!;
    const departure = L.departure[label]!;
    const incomplete = L.priceIncomplete[label] === 1;
    if (rides > maxRides) return;
    // `hopeless` of each instance's arrival, worked out once per label (its criteria and bounds
    // are the same on every pattern it boards here) until a journey is found: it holds from
    // one arrival on.
    if (L.usefulAt[label] !== results.version) {
      L.useful[label] = Math.min(
        arriveBy,
        results.latestUseful(price, rides, departure, incomplete, pointsKnown),
      );
      L.usefulAt[label] = results.version;
    }
    const useful = L.useful[label]!;
    if (noSooner > useful) return;
    const lastUseful = Math.min(last, useful - offset);
    if (lastUseful < boardReady - leaves) return;
    const first = cursor.seek(pattern, boardReady - leaves);
    const used = simpleOnly ? labels.historyOf(label)?.instances : undefined;
    if (used) {
      for (let more = first; more && cursor.departure <= lastUseful; more = cursor.advance()) {
        const i = cursor.instance;
        if (used.includes(i) || unsold(i)) continue;
        pushInstance(i, cursor.trip, cursor.departure, boardedClass(pattern, cursor.trip));
      }
      return;
    }
    let unseen = classes.classCount[pattern]!;
    const several = unseen > 1;
    // Fares grow with the distance (see FareClasses.laterNoDearer): a class charging no less
    // base and no less per km than one boarded earlier costs no less for any ride.
    const dearerPrunes = several && classes.laterNoDearer[pattern] === 1;
    const firstClass = classes.classStart[pattern]!;
    let boardedCount = 0;
    // By class rather than by instance: the instance's own byte would miss the cache each time.
    const unpricedClass = classes.unpricedClass[pattern]!;
    const skipUnpriced = q.pricedOnly === true;
    if (unseen > seenAt.length) {
      seenAt = new Int32Array(unseen);
      boardedClasses = new Int32Array(unseen);
    }
    seenStamp++;
    for (let more = first; more && unseen > 0; more = cursor.advance()) {
      const departure = cursor.departure;
      if (departure > lastUseful) return;
      const trip = cursor.trip;
      const c = several ? classes.tripClass[trip]! : 0;
      if (several && seenAt[c] === seenStamp) continue;
      // A sold-out instance leaves its class to the next one; unpriced trips are a class of
      // their own, none of which is ridden when only priced ones are.
      const skip = skipUnpriced && c === unpricedClass;
      if (!skip && someSoldOut && soldOut(cursor.instance)) continue;
      if (several) seenAt[c] = seenStamp;
      unseen--;
      if (skip || (dearerPrunes && noCheaper(firstClass + c, boardedCount))) continue;
      pushInstance(cursor.instance, trip, departure, c === unpricedClass ? -1 : firstClass + c);
      if (dearerPrunes) boardedClasses[boardedCount++] = firstClass + c;
    }
  };

  /** Rides from one label (an origin) on every pattern it may board, to every stop after. */
  const rideFrom = (label: number, latest: number, fresh: number[]) => {
    const stop = L.stop[label]!;
    for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
      const pattern = a.stopPatterns[k]!;
      const from = a.stopPatternPosition[k]!;
      if (!boardable(boardings, modeMask, k)) continue;
      const length = a.patternStopStart[pattern + 1]! - a.patternStopStart[pattern]!;
      instancesFor(label, pattern, from, latest);
      for (let n = 0; n < instanceCount; n++) {
        const instance = instances[n]!;
        const trip = instanceTrips[n]!;
        const start = instanceDepartures[n]!;
        for (let to = from + 1; to < length; to++)
          alight(label, pattern, instance, trip, start, from, to, fresh);
      }
    }
  };

  /**
   * x on board is no worse than y at every later stop: an instance of the pattern leaving no
   * later, so arriving no later everywhere, a fare no higher from here on (both unpriced, or
   * the same fare class boarded at the same stop — or, where boarding later never costs more,
   * a class no dearer boarded there or later), and a parent no worse. Never with histories,
   * where different instances make different histories.
   */
  const boardingCovers = (
    xParent: number,
    xFrom: number,
    xDeparture: number,
    xClass: number,
    yParent: number,
    yFrom: number,
    yDeparture: number,
    yClass: number,
  ) =>
    xDeparture <= yDeparture &&
    (xClass === yClass
      ? xClass < 0 || xFrom === yFrom || (laterNoDearer && xFrom > yFrom)
      : laterNoDearer && xFrom >= yFrom && noDearerClass(xClass, yClass)) &&
    labels.noWorse(xParent, yParent) &&
    (!ties || labels.winsTie(xParent, yParent));
  /** Class x charges no more than class y for any ride (−1, unpriced, compares with nothing). */
  const noDearerClass = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    classes.classFareBase[x]! <= classes.classFareBase[y]! &&
    classes.classFarePerKm[x]! <= classes.classFarePerKm[y]!;
  /** Fare class of an instance's trip for the on-board test, −1 when it has no fare. */
  const boardedClass = (pattern: number, trip: number) =>
    Number.isNaN(a.tripFarePerKm[trip]!)
      ? -1
      : classes.classStart[pattern]! + classes.tripClass[trip]!;

  /** The labels waiting at each stop for this round's rides (made as `bags` are). */
  const waiting: (number[] | undefined)[] = new Array<number[] | undefined>(S);
  /** The earliest any label waiting at the stop is ready to board (stops with labels only). */
  const readyAt = new Int32Array(S);
  const onBoard = new Boarded();
  /** The pattern scanned charges no more for boarding later (see FareClasses). */
  let laterNoDearer = false;

  /**
   * One pass along a pattern from `start`: get off first, then on, at every position. The
   * labels waiting to board have all ridden `rides` times.
   */
  const scanPattern = (pattern: number, start: number, rides: number, fresh: number[]) => {
    const base = a.patternStopStart[pattern]!;
    const length = a.patternStopStart[pattern + 1]! - base;
    onBoard.count = 0;
    laterNoDearer = classes.laterNoDearer[pattern] === 1;
    for (let position = start; position < length; position++) {
      const flags = a.patternStopFlags[base + position]!;
      const stop = a.patternStops[base + position]!;
      // Nobody gets off where alighting is barred or at an origin (see alight).
      if (flags & ALIGHTING && !isOrigin[stop]) {
        for (let b = 0; b < onBoard.count; b++) {
          alight(
            onBoard.parent[b]!,
            pattern,
            onBoard.instance[b]!,
            onBoard.trip[b]!,
            onBoard.departure[b]!,
            onBoard.from[b]!,
            position,
            fresh,
          );
        }
      }
      if (!(flags & BOARDING) || position === length - 1) continue;
      const here = waiting[stop];
      if (here === undefined || here.length === 0) continue;
      const latest = latestBoarding(base + position, rides);
      if (latest < readyAt[stop]!) continue;
      for (let w = 0; w < here.length; w++) {
        const label = here[w]!;
        if (latest < L.boardReady[label]!) continue;
        if (!alive(label)) continue;
        instancesFor(label, pattern, position, Infinity);
        for (let n = 0; n < instanceCount; n++) {
          const instance = instances[n]!;
          const departure = instanceDepartures[n]!;
          const fareClass = instanceClasses[n]!;
          if (!simpleOnly) {
            // Where boarding later may cost more, only an instance of the same fare class
            // covers another (see boardingCovers).
            let covered = false;
            for (let b = 0; b < onBoard.count && !covered; b++) {
              if (!laterNoDearer && onBoard.fareClass[b] !== fareClass) continue;
              covered = boardingCovers(
                onBoard.parent[b]!,
                onBoard.from[b]!,
                onBoard.departure[b]!,
                onBoard.fareClass[b]!,
                label,
                position,
                departure,
                fareClass,
              );
            }
            if (covered) continue;
            let kept = 0;
            for (let b = 0; b < onBoard.count; b++) {
              if (
                (laterNoDearer || onBoard.fareClass[b] === fareClass) &&
                boardingCovers(
                  label,
                  position,
                  departure,
                  fareClass,
                  onBoard.parent[b]!,
                  onBoard.from[b]!,
                  onBoard.departure[b]!,
                  onBoard.fareClass[b]!,
                )
              ) {
                continue;
              }
              if (kept < b) onBoard.move(b, kept);
              kept++;
            }
            onBoard.count = kept;
          }
          onBoard.push(label, instance, instanceTrips[n]!, position, departure, fareClass);
        }
      }
    }
  };

  /** Changes to another station of the city; the transfer minutes are all the change takes. */
  const walks = (label: number, fresh: number[]) => {
    const stop = L.stop[label]!;
    const rides = L.rides[label]!;
    const before = simpleOnly ? labels.historyOf(label) : null;
    for (let k = a.transferStart[stop]!; k < a.transferStart[stop + 1]!; k++) {
      const to = a.transferTo[k]!;
      if (isOrigin[to] || isDestination[to]) continue;
      if (before?.stops.includes(to)) continue;
      count();
      const time = L.time[label]! + a.transferMinutes[k]!;
      const price = L.price[label]!;
      const departure = L.departure[label]!;
      const incomplete = L.priceIncomplete[label] === 1;
      if (
        lateToBoard(to, time, rides) ||
        hopelessAt(S + to, time, price, rides, departure, incomplete)
      ) {
        continue;
      }
      const history = before && { ...before, stops: [...before.stops, to] };
      const walked = labels.add(
        to,
        time,
        time,
        false,
        price,
        incomplete,
        rides,
        departure,
        label,
        history,
      );
      store(walked, fresh);
    }
  };

  const startOf = new Int32Array(timetable.patternCount).fill(-1);
  const patterns: number[] = [];
  const stops: number[] = [];

  /** Rounds after the first ride: walk, then ride once more, from the labels just made. */
  const rounds = (first: number[]) => {
    let fresh = first;
    for (let round = 2; round <= maxRides && fresh.length > 0; round++) {
      const walked: number[] = [];
      if (!q.sameStopChanges) for (const label of fresh) if (alive(label)) walks(label, walked);
      for (const list of [fresh, walked]) {
        for (const label of list) {
          if (!alive(label)) continue;
          const stop = L.stop[label]!;
          const here = (waiting[stop] ??= []);
          if (here.length === 0) {
            stops.push(stop);
            readyAt[stop] = L.boardReady[label]!;
          } else {
            readyAt[stop] = Math.min(readyAt[stop]!, L.boardReady[label]!);
          }
          here.push(label);
        }
      }
      // Every label waiting now has ridden round − 1 times.
      for (const stop of stops) {
        for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
          if (!boardable(boardings, modeMask, k)) continue;
          // Nobody waiting here is ready before its latest useful departure: no need to scan it.
          if (latestBoarding(boardings.at[k]!, round - 1) < readyAt[stop]!) continue;
          const pattern = a.stopPatterns[k]!;
          const from = a.stopPatternPosition[k]!;
          const known = startOf[pattern]!;
          if (known < 0) patterns.push(pattern);
          if (known < 0 || from < known) startOf[pattern] = from;
        }
      }
      fresh = [];
      for (const pattern of patterns) {
        scanPattern(pattern, startOf[pattern]!, round - 1, fresh);
        startOf[pattern] = -1;
      }
      patterns.length = 0;
      for (const stop of stops) waiting[stop]!.length = 0;
      stops.length = 0;
    }
  };

  const originLabel = (stop: number, earliest: number) =>
    labels.add(
      stop,
      earliest,
      earliest,
      false,
      0,
      false,
      0,
      earliest,
      NO_LABEL,
      simpleOnly ? { stops: [stop], instances: [] } : null,
    );

  /**
   * The first rides: without the tie rule, as from any label. With it every instance in the
   * window, each departure a candidate of its own, all searched at once: the tie rule in the
   * bags keeps an earlier departure only where it gets somewhere sooner, cheaper or in fewer
   * rides than the later ones (one pass of rounds rather than one per departure).
   */
  const search = () => {
    type Start = { origin: number; pattern: number; from: number; instance: number; at: number };
    const starts: Start[] = [];
    const firstRides: number[] = [];
    for (const stop of new Set(q.origins)) {
      const [earliest, latest] = windowAt(timetable, stop, q.window);
      const origin = originLabel(stop, earliest);
      if (!ties) {
        rideFrom(origin, latest, firstRides);
        continue;
      }
      for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
        const pattern = a.stopPatterns[k]!;
        const from = a.stopPatternPosition[k]!;
        if (!boardable(boardings, modeMask, k)) continue;
        const offset = a.patternDeparture[a.patternStopStart[pattern]! + from]!;
        const end = a.patternInstanceStart[pattern + 1]!;
        const last = Math.min(latest, latestBoarding(a.patternStopStart[pattern]! + from, 0));
        for (let i = firstInstanceFrom(timetable, pattern, from, earliest); i < end; i++) {
          const at = a.instanceDeparture[i]! + offset;
          if (at > last) break;
          if (!unsold(i)) starts.push({ origin, pattern, from, instance: i, at });
        }
      }
    }
    // Later departures first: within the first ride they cover the earlier ones they tie with.
    starts.sort((x, y) => y.at - x.at);
    for (const { origin, pattern, instance, from } of starts) {
      const length = a.patternStopStart[pattern + 1]! - a.patternStopStart[pattern]!;
      const trip = a.instanceTrip[instance]!;
      const start = a.instanceDeparture[instance]!;
      for (let to = from + 1; to < length; to++) {
        alight(origin, pattern, instance, trip, start, from, to, firstRides);
      }
    }
    rounds(firstRides);
  };

  try {
    search();
    return { journeys: results.rideLists().map(journeyOf), finished: true };
  } catch (error) {
    if (!(error instanceof GaveUp)) throw error;
    return { journeys: [], finished: false, gaveUp: error.reason };
  } finally {
    labels.clear();
    spareLabels = labels;
  }
}

function ridesOf(timetable: Timetable, labels: Labels, last: number): Ride[] {
  const rides: Ride[] = [];
  for (let l = last; l !== NO_LABEL; l = labels.parent[l]!) {
    const instance = labels.instance[l]!;
    if (instance >= 0) {
      rides.push(rideOf(timetable, instance, labels.pattern[l]!, labels.from[l]!, labels.to[l]!));
    }
  }
  return rides.reverse();
}
