import type { Mode } from '../timetable/source.ts';
import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import { MODES } from '../timetable/source.ts';
import { noWorse, winsTie } from './criteria.ts';
import { fareClassesOf } from './fare-classes.ts';
import { labelCovers, type Label } from './label.ts';
import { firstInstanceFrom, windowAt, type DepartureWindow } from './query-window.ts';
import { ResultSet } from './result-set.ts';
import { latestDepartures, type LatestDepartures } from './latest-departures.ts';
import { journeyOf, rideOf, type Journey, type Ride } from './ride.ts';
import { targetBounds, type TargetBounds } from './target-bounds.ts';

export type CombinedQuery = {
  /** Stop indices (Timetable.stopOf), typically every station of the origin city. */
  origins: readonly number[];
  destinations: readonly number[];
  window: DepartureWindow;
  modes: readonly Mode[];
  /** At most 5 on the site: six rides. */
  maxTransfers: number;
  /**
   * Latest arrival, horizon minutes (UTC), inclusive: journeys arriving later are not part of
   * the answer, and the search prunes by it from the first ride on. Unset: no bound.
   */
  arriveBy?: number;
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
  /**
   * With ties: journeys reaching every Pareto point (the answer of the search without ties).
   * They start as the answer, and a label is dropped unless it can still reach one of the
   * points leaving later than its journey does (or as late, with a known price): the search
   * with ties only looks for later departures. Without ties they only start the answer.
   */
  seed: readonly Journey[];
  /** Give up (finished: false) after creating this many labels. */
  maxLabels: number;
  /** The query's `searchBounds`, when already computed (the passes of one query share them). */
  bounds?: SearchBounds;
};

/** What the search prunes by, per query: lower bounds to the destinations, latest times. */
export type SearchBounds = { target: TargetBounds; latest: LatestDepartures | null };

export const searchBounds = (timetable: Timetable, q: CombinedQuery): SearchBounds => ({
  target: targetBounds(timetable, q),
  latest:
    q.arriveBy === undefined ? null : latestDepartures(timetable, { ...q, arriveBy: q.arriveBy }),
});

export type RoundSearchOutcome = { journeys: Journey[]; finished: boolean };

/** A label riding an instance of the pattern being scanned, boarded at position `from`. */
type Boarded = { parent: Label; instance: number; from: number; trip: number };

class LabelBudgetExceeded extends Error {}

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
  { simpleOnly, ties, seed, maxLabels, bounds = searchBounds(timetable, q) }: RoundSearchOptions,
): RoundSearchOutcome {
  const a = timetable.a;
  const S = timetable.stopCount;
  let modeMask = 0;
  for (const mode of q.modes) modeMask |= 1 << MODES.indexOf(mode);
  const maxRides = q.maxTransfers + 1;
  const isOrigin = new Uint8Array(S);
  for (const s of q.origins) isOrigin[s] = 1;
  const isDestination = new Uint8Array(S);
  for (const s of q.destinations) isDestination[s] = 1;
  const classes = fareClassesOf(timetable);
  const { minutes: boundMinutes, price: boundPrice, rides: boundRides } = bounds.target;
  const bags: Label[][] = Array.from({ length: S }, () => []);
  const results = new ResultSet(ties);
  for (const j of seed) {
    results.add(j.arrival, j.price, j.rides.length, j.departure, j.priceIncomplete, () => j.rides);
  }
  const hasSeed = ties && seed.length > 0;
  const arriveBy = q.arriveBy ?? Infinity;
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

  /**
   * Nothing completing a partial journey can beat these lower bounds: past the latest arrival,
   * too many rides, beaten by a journey found, or — with a seed — unable to reach a Pareto point
   * leaving later.
   */
  const hopeless = (
    arrival: number,
    price: number,
    rides: number,
    departure: number,
    incomplete: boolean,
  ) =>
    arrival > arriveBy ||
    rides > maxRides ||
    results.covers(arrival, price, rides, departure, incomplete) ||
    (hasSeed && !results.reachableLater(arrival, price, rides, departure, incomplete));

  /** Bounds by the stop's node: after a ride (may walk) or ready to board. */
  const hopelessLabel = (l: Label) => {
    const node = l.canWalk ? l.stop : S + l.stop;
    if (
      l.canWalk
        ? lateAfterRide(l.stop, l.time, l.rides)
        : lateToBoard(l.stop, l.boardReady, l.rides)
    )
      return true;
    return hopeless(
      (l.canWalk ? l.time : l.boardReady) + boundMinutes[node]!,
      l.price + boundPrice[node]!,
      l.rides + boundRides[node]!,
      l.departure,
      l.priceIncomplete,
    );
  };
  const alive = (l: Label) => !l.dead && !hopelessLabel(l);

  const count = () => {
    if (++created > maxLabels) throw new LabelBudgetExceeded();
  };

  const store = (label: Label, fresh: Label[]) => {
    const bag = bags[label.stop]!;
    for (const other of bag) if (labelCovers(other, label, ties)) return;
    let kept = 0;
    for (const other of bag) {
      if (labelCovers(label, other, ties)) other.dead = true;
      else bag[kept++] = other;
    }
    bag.length = kept;
    bag.push(label);
    fresh.push(label);
  };

  /** Gets off `instance` (boarded at `from` by `parent`) at position `to`. */
  const alight = (
    parent: Label,
    pattern: number,
    instance: number,
    from: number,
    to: number,
    fresh: Label[],
  ) => {
    const base = a.patternStopStart[pattern]!;
    const stop = a.patternStops[base + to]!;
    const rides = parent.rides + 1;
    if (!(a.patternStopFlags[base + to]! & ALIGHTING) || isOrigin[stop]) return;
    if (!isDestination[stop] && rides === maxRides) return;
    const before = parent.history;
    if (before?.stops.includes(stop)) return;
    count();
    const start = a.instanceDeparture[instance]!;
    const time = start + a.patternArrival[base + to]!;
    const fare = timetable.fare(a.instanceTrip[instance]!, pattern, from, to);
    const price = parent.price + (fare ?? 0);
    const priceIncomplete = parent.priceIncomplete || fare === null;
    const departure =
      parent.rides === 0 ? start + a.patternDeparture[base + from]! : parent.departure;
    if (isDestination[stop]) {
      if (time > arriveBy || results.covers(time, price, rides, departure, priceIncomplete)) return;
    } else if (
      lateAfterRide(stop, time, rides) ||
      hopeless(
        time + boundMinutes[stop]!,
        price + boundPrice[stop]!,
        rides + boundRides[stop]!,
        departure,
        priceIncomplete,
      )
    ) {
      return;
    }
    const label: Label = {
      stop,
      time,
      boardReady: time + a.stopMinChange[stop]!,
      canWalk: true,
      price,
      priceIncomplete,
      rides,
      departure,
      parent,
      instance,
      pattern,
      from,
      to,
      history: before && {
        stops: [...before.stops, stop],
        instances: [...before.instances, instance],
      },
      dead: false,
    };
    if (isDestination[stop]) {
      results.add(time, price, rides, departure, priceIncomplete, () => ridesOf(timetable, label));
    } else {
      store(label, fresh);
    }
  };

  /** The pattern may be boarded at this position, in an allowed mode. */
  const boardable = (pattern: number, position: number) =>
    ((modeMask >>> a.patternMode[pattern]!) & 1) === 1 &&
    (a.patternStopFlags[a.patternStopStart[pattern]! + position]! & BOARDING) !== 0;

  let instances = new Int32Array(16);
  let instanceCount = 0;
  const pushInstance = (i: number) => {
    if (instanceCount === instances.length) {
      const grown = new Int32Array(2 * instances.length);
      grown.set(instances);
      instances = grown;
    }
    instances[instanceCount++] = i;
  };
  let seen = new Uint8Array(16);
  /**
   * The instances a label may board at a position, leaving by `latest`, into `instances`: the
   * first of each fare class (a later one of the same class arrives later everywhere for the
   * same price), or with histories every one not yet ridden; none past the first whose
   * journeys are hopeless, as all later ones are too.
   */
  const instancesFor = (label: Label, pattern: number, from: number, latest: number) => {
    instanceCount = 0;
    const at = a.patternStopStart[pattern]! + from;
    latest = Math.min(latest, latestBoarding(at, label.rides));
    if (latest < label.boardReady) return;
    let end = a.patternInstanceStart[pattern + 1]!;
    if (latest < Infinity) end = firstInstanceFrom(timetable, pattern, from, latest + 1);
    const board = S + a.patternStops[at]!;
    const offset = a.patternDeparture[at]! + boundMinutes[board]!;
    const price = label.price + boundPrice[board]!;
    const rides = label.rides + boundRides[board]!;
    const { departure, priceIncomplete: incomplete } = label;
    let i = firstInstanceFrom(timetable, pattern, from, label.boardReady);
    const used = label.history?.instances;
    if (used) {
      for (; i < end; i++) {
        if (hopeless(a.instanceDeparture[i]! + offset, price, rides, departure, incomplete)) break;
        if (!used.includes(i)) pushInstance(i);
      }
      return;
    }
    let unseen = classes.classCount[pattern]!;
    if (unseen > seen.length) seen = new Uint8Array(unseen);
    seen.fill(0, 0, unseen);
    for (; i < end && unseen > 0; i++) {
      if (hopeless(a.instanceDeparture[i]! + offset, price, rides, departure, incomplete)) break;
      if (classes.classCount[pattern]! > 1) {
        const c = classes.tripClass[a.instanceTrip[i]!]!;
        if (seen[c]) continue;
        seen[c] = 1;
      }
      unseen--;
      pushInstance(i);
    }
  };

  /** Rides from one label (an origin) on every pattern it may board, to every stop after. */
  const rideFrom = (label: Label, latest: number, fresh: Label[]) => {
    for (let k = a.stopPatternStart[label.stop]!; k < a.stopPatternStart[label.stop + 1]!; k++) {
      const pattern = a.stopPatterns[k]!;
      const from = a.stopPatternPosition[k]!;
      if (!boardable(pattern, from)) continue;
      const length = a.patternStopStart[pattern + 1]! - a.patternStopStart[pattern]!;
      instancesFor(label, pattern, from, latest);
      for (let n = 0; n < instanceCount; n++) {
        const instance = instances[n]!;
        for (let to = from + 1; to < length; to++)
          alight(label, pattern, instance, from, to, fresh);
      }
    }
  };

  /**
   * x on board is no worse than y at every later stop: an instance of the pattern leaving no
   * later, so arriving no later everywhere, the same fare from here on (both unpriced, or the
   * same fare class boarded at the same stop), and a parent no worse. Never with histories,
   * where different instances make different histories.
   */
  const boardedCovers = (x: Boarded, y: Boarded) => {
    if (simpleOnly) return false;
    if (a.instanceDeparture[x.instance]! > a.instanceDeparture[y.instance]!) return false;
    const unpriced = Number.isNaN(a.tripFarePerKm[x.trip]!);
    if (unpriced !== Number.isNaN(a.tripFarePerKm[y.trip]!)) return false;
    if (!unpriced && (x.from !== y.from || classes.tripClass[x.trip] !== classes.tripClass[y.trip]))
      return false;
    return noWorse(x.parent, y.parent) && (!ties || winsTie(x.parent, y.parent));
  };

  /** The labels waiting at each stop for this round's rides. */
  const waiting: Label[][] = Array.from({ length: S }, () => []);
  const onBoard: Boarded[] = [];

  /** One pass along a pattern from `start`: get off first, then on, at every position. */
  const scanPattern = (pattern: number, start: number, fresh: Label[]) => {
    const base = a.patternStopStart[pattern]!;
    const length = a.patternStopStart[pattern + 1]! - base;
    onBoard.length = 0;
    for (let position = start; position < length; position++) {
      for (const b of onBoard) alight(b.parent, pattern, b.instance, b.from, position, fresh);
      if (!(a.patternStopFlags[base + position]! & BOARDING)) continue;
      for (const label of waiting[a.patternStops[base + position]!]!) {
        if (!alive(label)) continue;
        instancesFor(label, pattern, position, Infinity);
        for (let n = 0; n < instanceCount; n++) {
          const instance = instances[n]!;
          const boarded = {
            parent: label,
            instance,
            from: position,
            trip: a.instanceTrip[instance]!,
          };
          let covered = false;
          for (const b of onBoard) {
            if (boardedCovers(b, boarded)) {
              covered = true;
              break;
            }
          }
          if (covered) continue;
          let kept = 0;
          for (const b of onBoard) if (!boardedCovers(boarded, b)) onBoard[kept++] = b;
          onBoard.length = kept;
          onBoard.push(boarded);
        }
      }
    }
  };

  /** Changes to another station of the city; the transfer minutes are all the change takes. */
  const walks = (label: Label, fresh: Label[]) => {
    for (let k = a.transferStart[label.stop]!; k < a.transferStart[label.stop + 1]!; k++) {
      const to = a.transferTo[k]!;
      if (isOrigin[to] || isDestination[to]) continue;
      if (label.history?.stops.includes(to)) continue;
      count();
      const time = label.time + a.transferMinutes[k]!;
      const board = S + to;
      if (
        lateToBoard(to, time, label.rides) ||
        hopeless(
          time + boundMinutes[board]!,
          label.price + boundPrice[board]!,
          label.rides + boundRides[board]!,
          label.departure,
          label.priceIncomplete,
        )
      ) {
        continue;
      }
      const history = label.history && { ...label.history, stops: [...label.history.stops, to] };
      store(
        {
          ...label,
          stop: to,
          time,
          boardReady: time,
          canWalk: false,
          parent: label,
          instance: -1,
          pattern: -1,
          from: -1,
          to: -1,
          history,
          dead: false,
        },
        fresh,
      );
    }
  };

  const startOf = new Int32Array(timetable.patternCount).fill(-1);
  const patterns: number[] = [];
  const stops: number[] = [];

  /** Rounds after the first ride: walk, then ride once more, from the labels just made. */
  const rounds = (first: Label[]) => {
    let fresh = first;
    for (let round = 2; round <= maxRides && fresh.length > 0; round++) {
      const walked: Label[] = [];
      for (const label of fresh) if (alive(label)) walks(label, walked);
      for (const list of [fresh, walked]) {
        for (const label of list) {
          if (!alive(label)) continue;
          const here = waiting[label.stop]!;
          if (here.length === 0) stops.push(label.stop);
          here.push(label);
        }
      }
      for (const stop of stops) {
        for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
          const pattern = a.stopPatterns[k]!;
          const from = a.stopPatternPosition[k]!;
          if (!boardable(pattern, from)) continue;
          const known = startOf[pattern]!;
          if (known < 0) patterns.push(pattern);
          if (known < 0 || from < known) startOf[pattern] = from;
        }
      }
      fresh = [];
      for (const pattern of patterns) {
        scanPattern(pattern, startOf[pattern]!, fresh);
        startOf[pattern] = -1;
      }
      patterns.length = 0;
      for (const stop of stops) waiting[stop]!.length = 0;
      stops.length = 0;
    }
  };

  const originLabel = (stop: number, earliest: number): Label => ({
    stop,
    time: earliest,
    boardReady: earliest,
    canWalk: false,
    price: 0,
    priceIncomplete: false,
    rides: 0,
    departure: earliest,
    parent: null,
    instance: -1,
    pattern: -1,
    from: -1,
    to: -1,
    history: simpleOnly ? { stops: [stop], instances: [] } : null,
    dead: false,
  });

  /**
   * The first rides: without the tie rule, as from any label. With it every instance in the
   * window, each departure a candidate of its own, all searched at once: the tie rule in the
   * bags keeps an earlier departure only where it gets somewhere sooner, cheaper or in fewer
   * rides than the later ones (one pass of rounds rather than one per departure).
   */
  const search = () => {
    type Start = { origin: Label; pattern: number; from: number; instance: number; at: number };
    const starts: Start[] = [];
    for (const stop of new Set(q.origins)) {
      const [earliest, latest] = windowAt(timetable, stop, q.window);
      const origin = originLabel(stop, earliest);
      if (!ties) {
        const fresh: Label[] = [];
        rideFrom(origin, latest, fresh);
        rounds(fresh);
        continue;
      }
      for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
        const pattern = a.stopPatterns[k]!;
        const from = a.stopPatternPosition[k]!;
        if (!boardable(pattern, from)) continue;
        const offset = a.patternDeparture[a.patternStopStart[pattern]! + from]!;
        const end = a.patternInstanceStart[pattern + 1]!;
        const last = Math.min(latest, latestBoarding(a.patternStopStart[pattern]! + from, 0));
        for (let i = firstInstanceFrom(timetable, pattern, from, earliest); i < end; i++) {
          const at = a.instanceDeparture[i]! + offset;
          if (at > last) break;
          starts.push({ origin, pattern, from, instance: i, at });
        }
      }
    }
    // Later departures first: within the first ride they cover the earlier ones they tie with.
    starts.sort((x, y) => y.at - x.at);
    const fresh: Label[] = [];
    for (const { origin, pattern, instance, from } of starts) {
      const length = a.patternStopStart[pattern + 1]! - a.patternStopStart[pattern]!;
      for (let to = from + 1; to < length; to++) alight(origin, pattern, instance, from, to, fresh);
    }
    rounds(fresh);
  };

  try {
    search();
  } catch (error) {
    if (!(error instanceof LabelBudgetExceeded)) throw error;
    return { journeys: [], finished: false };
  }
  return { journeys: results.rideLists().map(journeyOf), finished: true };
}

function ridesOf(timetable: Timetable, last: Label): Ride[] {
  const rides: Ride[] = [];
  for (let l: Label | null = last; l; l = l.parent) {
    if (l.instance >= 0) rides.push(rideOf(timetable, l.instance, l.pattern, l.from, l.to));
  }
  return rides.reverse();
}
