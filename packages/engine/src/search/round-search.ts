import type { Mode } from '../timetable/source.ts';
import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import { covers, noWorse, winsTie, type Criteria } from './criteria.ts';
import { fareClassesOf } from './fare-classes.ts';
import { boundOf, canImprove, labelCovers, type Label } from './label.ts';
import { firstInstanceFrom, windowAt, type DepartureWindow } from './query-window.ts';
import { journeyOf, rideOf, type Journey, type Ride } from './ride.ts';

export type CombinedQuery = {
  /** Stop indices (Timetable.stopOf), typically every station of the origin city. */
  origins: readonly number[];
  destinations: readonly number[];
  window: DepartureWindow;
  modes: readonly Mode[];
  /** At most 5 on the site: six rides. */
  maxTransfers: number;
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
   * with ties only looks for later departures.
   */
  seed: readonly Journey[];
  /** Give up (finished: false) after creating this many labels. */
  maxLabels: number;
};

export type RoundSearchOutcome = { journeys: Journey[]; finished: boolean };

/** A label riding an instance of the pattern being scanned, boarded at position `from`. */
type Boarded = { parent: Label; instance: number; from: number; trip: number };

class LabelBudgetExceeded extends Error {}

/**
 * Round-based (RAPTOR-style) multi-criteria search. Round k rides once more from the labels of
 * round k − 1 (and their walks to other stations of the city), scanning each pattern they can
 * board once, with a bag of the labels on board. Each stop keeps a bag of mutually
 * non-dominated labels; a label no better than a journey already found is dropped. The rules
 * of a journey are those of `searchCombined`.
 */
export function roundSearch(
  timetable: Timetable,
  q: CombinedQuery,
  { simpleOnly, ties, seed, maxLabels }: RoundSearchOptions,
): RoundSearchOutcome {
  const a = timetable.a;
  const modes = new Set(q.modes);
  const maxRides = q.maxTransfers + 1;
  const isOrigin = new Uint8Array(timetable.stopCount);
  for (const s of q.origins) isOrigin[s] = 1;
  const isDestination = new Uint8Array(timetable.stopCount);
  for (const s of q.destinations) isDestination[s] = 1;
  const classes = fareClassesOf(timetable);
  const bags = new Map<number, Label[]>();
  const results: { criteria: Criteria; rides: () => Ride[] }[] = seed.map((j) => ({
    criteria: { ...j, rides: j.rides.length },
    rides: () => j.rides,
  }));
  let created = 0;

  const coversResult = ties
    ? covers
    : (x: Criteria, y: Criteria) => x.arrival <= y.arrival && noWorse(x, y);
  const beaten = (c: Criteria) => results.some((r) => coversResult(r.criteria, c));
  /** Every completion is a Pareto point (seed) at best: can it tie one and leave later? */
  const hopeless = (l: Label) =>
    seed.length > 0 && !results.some(({ criteria: r }) => canImprove(l, r));
  const alive = (l: Label) => !l.dead && !beaten(boundOf(l)) && !hopeless(l);

  const addResult = (label: Label) => {
    const criteria: Criteria = { ...boundOf(label), rides: label.rides };
    if (beaten(criteria)) return;
    for (let i = results.length - 1; i >= 0; i--) {
      if (coversResult(criteria, results[i]!.criteria)) results.splice(i, 1);
    }
    results.push({ criteria, rides: () => ridesOf(timetable, label) });
  };

  const store = (label: Label, fresh: Label[]) => {
    if (++created > maxLabels) throw new LabelBudgetExceeded();
    if (beaten(boundOf(label)) || hopeless(label)) return;
    const bag = bags.get(label.stop) ?? [];
    if (bag.some((other) => labelCovers(other, label, ties))) return;
    let kept = 0;
    for (const other of bag) {
      if (labelCovers(label, other, ties)) other.dead = true;
      else bag[kept++] = other;
    }
    bag.length = kept;
    bag.push(label);
    bags.set(label.stop, bag);
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
    const start = a.instanceDeparture[instance]!;
    const time = start + a.patternArrival[base + to]!;
    const fare = timetable.fare(a.instanceTrip[instance]!, pattern, from, to);
    const label: Label = {
      stop,
      time,
      boardReady: time + a.stopMinChange[stop]!,
      canWalk: true,
      price: parent.price + (fare ?? 0),
      priceIncomplete: parent.priceIncomplete || fare === null,
      rides,
      departure: parent.rides === 0 ? start + a.patternDeparture[base + from]! : parent.departure,
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
    if (isDestination[stop]) addResult(label);
    else store(label, fresh);
  };

  /** The patterns of an allowed mode that may be boarded at a stop, with the stop's position. */
  const forEachBoarding = (stop: number, visit: (pattern: number, from: number) => void) => {
    for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
      const pattern = a.stopPatterns[k]!;
      const from = a.stopPatternPosition[k]!;
      if (!modes.has(timetable.modeOf(pattern))) continue;
      if (a.patternStopFlags[a.patternStopStart[pattern]! + from]! & BOARDING) visit(pattern, from);
    }
  };

  /**
   * The instances a label may board at a position, leaving by `latest`: the first of each
   * fare class (a later one of the same class arrives later everywhere for the same price),
   * or with histories every one not yet ridden.
   */
  const forEachInstance = (
    label: Label,
    pattern: number,
    from: number,
    latest: number,
    visit: (instance: number) => void,
  ) => {
    let end = a.patternInstanceStart[pattern + 1]!;
    if (latest < Infinity) end = firstInstanceFrom(timetable, pattern, from, latest + 1);
    let i = firstInstanceFrom(timetable, pattern, from, label.boardReady);
    const used = label.history?.instances;
    if (used) {
      for (; i < end; i++) if (!used.includes(i)) visit(i);
      return;
    }
    let unseen = classes.classCount[pattern]!;
    const seen = unseen > 1 ? new Uint8Array(unseen) : null;
    for (; i < end && unseen > 0; i++) {
      if (seen) {
        const c = classes.tripClass[a.instanceTrip[i]!]!;
        if (seen[c]) continue;
        seen[c] = 1;
      }
      unseen--;
      visit(i);
    }
  };

  /** Rides from one label (an origin) on every pattern it may board, to every stop after. */
  const rideFrom = (label: Label, latest: number, fresh: Label[]) =>
    forEachBoarding(label.stop, (pattern, from) => {
      const length = a.patternStopStart[pattern + 1]! - a.patternStopStart[pattern]!;
      forEachInstance(label, pattern, from, latest, (instance) => {
        for (let to = from + 1; to < length; to++)
          alight(label, pattern, instance, from, to, fresh);
      });
    });

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

  /** One pass along a pattern from `start`: get off first, then on, at every position. */
  const scanPattern = (
    pattern: number,
    start: number,
    waiting: Map<number, Label[]>,
    fresh: Label[],
  ) => {
    const base = a.patternStopStart[pattern]!;
    const length = a.patternStopStart[pattern + 1]! - base;
    let onBoard: Boarded[] = [];
    for (let position = start; position < length; position++) {
      for (const b of onBoard) alight(b.parent, pattern, b.instance, b.from, position, fresh);
      if (!(a.patternStopFlags[base + position]! & BOARDING)) continue;
      for (const label of waiting.get(a.patternStops[base + position]!) ?? []) {
        if (!alive(label)) continue;
        forEachInstance(label, pattern, position, Infinity, (instance) => {
          const boarded = {
            parent: label,
            instance,
            from: position,
            trip: a.instanceTrip[instance]!,
          };
          if (onBoard.some((b) => boardedCovers(b, boarded))) return;
          onBoard = onBoard.filter((b) => !boardedCovers(boarded, b));
          onBoard.push(boarded);
        });
      }
    }
  };

  /** Changes to another station of the city; the transfer minutes are all the change takes. */
  const walks = (label: Label, fresh: Label[]) => {
    for (let k = a.transferStart[label.stop]!; k < a.transferStart[label.stop + 1]!; k++) {
      const to = a.transferTo[k]!;
      if (isOrigin[to] || isDestination[to]) continue;
      if (label.history?.stops.includes(to)) continue;
      const time = label.time + a.transferMinutes[k]!;
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

  /** Rounds after the first ride: walk, then ride once more, from the labels just made. */
  const rounds = (first: Label[]) => {
    let fresh = first;
    for (let round = 2; round <= maxRides && fresh.length > 0; round++) {
      const waiting = new Map<number, Label[]>();
      const add = (l: Label) => {
        if (!alive(l)) return;
        const here = waiting.get(l.stop);
        if (here) here.push(l);
        else waiting.set(l.stop, [l]);
      };
      const walked: Label[] = [];
      for (const label of fresh) if (alive(label)) walks(label, walked);
      fresh.forEach(add);
      walked.forEach(add);
      const starts = new Map<number, number>();
      for (const stop of waiting.keys()) {
        forEachBoarding(stop, (pattern, from) => {
          const known = starts.get(pattern);
          if (known === undefined || from < known) starts.set(pattern, from);
        });
      }
      fresh = [];
      for (const [pattern, start] of starts) scanPattern(pattern, start, waiting, fresh);
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
   * window, each departure a candidate of its own, searched from the latest departure back
   * (as range RAPTOR does): labels of later departures stay in the bags and results, so an
   * earlier departure only goes on where it gets somewhere sooner, cheaper or in fewer rides.
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
      forEachBoarding(stop, (pattern, from) => {
        const offset = a.patternDeparture[a.patternStopStart[pattern]! + from]!;
        const end = a.patternInstanceStart[pattern + 1]!;
        for (let i = firstInstanceFrom(timetable, pattern, from, earliest); i < end; i++) {
          const at = a.instanceDeparture[i]! + offset;
          if (at > latest) break;
          starts.push({ origin, pattern, from, instance: i, at });
        }
      });
    }
    starts.sort((x, y) => y.at - x.at);
    for (let k = 0; k < starts.length;) {
      const fresh: Label[] = [];
      const at = starts[k]!.at;
      for (; k < starts.length && starts[k]!.at === at; k++) {
        const { origin, pattern, instance, from } = starts[k]!;
        const length = a.patternStopStart[pattern + 1]! - a.patternStopStart[pattern]!;
        for (let to = from + 1; to < length; to++)
          alight(origin, pattern, instance, from, to, fresh);
      }
      rounds(fresh);
    }
  };

  try {
    search();
  } catch (error) {
    if (!(error instanceof LabelBudgetExceeded)) throw error;
    return { journeys: [], finished: false };
  }
  return { journeys: results.map((r) => journeyOf(r.rides())), finished: true };
}

function ridesOf(timetable: Timetable, last: Label): Ride[] {
  const rides: Ride[] = [];
  for (let l: Label | null = last; l; l = l.parent) {
    if (l.instance >= 0) rides.push(rideOf(timetable, l.instance, l.pattern, l.from, l.to));
  }
  return rides.reverse();
}
