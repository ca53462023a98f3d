import type { Mode } from '../timetable/source.ts';
import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import { covers, noWorse, winsTie, type Criteria } from './criteria.ts';
import { fareClassesOf } from './fare-classes.ts';
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
  /** Give up (finished: false) after creating this many labels. */
  maxLabels: number;
};

export type RoundSearchOutcome = { journeys: Journey[]; finished: boolean };

type History = { stops: readonly number[]; instances: readonly number[] };

/** A traveller at a stop after some rides, and what they can still do there. */
type Label = {
  stop: number;
  /** When they got here, by a ride or a walk. */
  time: number;
  /** Earliest departure they can board here: after a ride, its arrival plus the change time. */
  boardReady: number;
  /** Arrived by a ride, so they may walk to another station of the city (one walk at most). */
  canWalk: boolean;
  price: number;
  priceIncomplete: boolean;
  rides: number;
  departure: number;
  parent: Label | null;
  /** The ride that ended here; null after a walk. */
  ride: Ride | null;
  /** Only with simpleOnly. */
  history: History | null;
  /** Dominated since it was stored: not worth expanding. */
  dead: boolean;
};

class LabelBudgetExceeded extends Error {}

const contains = (outer: readonly number[], inner: readonly number[]) =>
  inner.every((x) => outer.includes(x));

/**
 * x is no worse than y for every continuation: ready no later (to board and to walk), no more
 * rides, no higher price, the tie rule of `criteria.ts`, and — when histories matter — every
 * continuation open to y is open to x.
 */
function labelCovers(x: Label, y: Label): boolean {
  if (x.boardReady > y.boardReady) return false;
  if (y.canWalk && (!x.canWalk || x.time > y.time)) return false;
  if (!noWorse(x, y) || !winsTie(x, y)) return false;
  if (!x.history || !y.history) return true;
  return (
    contains(y.history.stops, x.history.stops) && contains(y.history.instances, x.history.instances)
  );
}

/** Lower bound of every journey completing a label: the one it could at best become. */
const boundOf = (l: Label): Criteria => ({
  arrival: l.time,
  price: l.price,
  rides: l.rides + 1,
  departure: l.departure,
  priceIncomplete: l.priceIncomplete,
});

/**
 * Round-based (RAPTOR-style) multi-criteria search. Round k creates the labels of journeys
 * with k rides from those with k − 1, then lets them walk to other stations of the city. Each
 * stop keeps a bag of mutually non-dominated labels; a label no better than a journey already
 * found is dropped. The rules of a journey are those of `searchCombined`.
 */
export function roundSearch(
  timetable: Timetable,
  q: CombinedQuery,
  { simpleOnly, maxLabels }: RoundSearchOptions,
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
  const results: { criteria: Criteria; last: Label }[] = [];
  let created = 0;

  const beaten = (c: Criteria) => results.some((r) => covers(r.criteria, c));

  const addResult = (label: Label) => {
    const criteria: Criteria = { ...boundOf(label), rides: label.rides };
    if (beaten(criteria)) return;
    for (let i = results.length - 1; i >= 0; i--) {
      if (covers(criteria, results[i]!.criteria)) results.splice(i, 1);
    }
    results.push({ criteria, last: label });
  };

  const store = (label: Label, fresh: Label[]) => {
    if (++created > maxLabels) throw new LabelBudgetExceeded();
    if (beaten(boundOf(label))) return;
    const bag = bags.get(label.stop) ?? [];
    if (bag.some((other) => labelCovers(other, label))) return;
    const kept = bag.filter((other) => {
      if (!labelCovers(label, other)) return true;
      other.dead = true;
      return false;
    });
    kept.push(label);
    bags.set(label.stop, kept);
    fresh.push(label);
  };

  /** Rides on `instance` boarded at `from` by `parent`, to every later stop. */
  const ride = (parent: Label, pattern: number, instance: number, from: number, fresh: Label[]) => {
    const base = a.patternStopStart[pattern]!;
    const length = a.patternStopStart[pattern + 1]! - base;
    const rides = parent.rides + 1;
    for (let to = from + 1; to < length; to++) {
      const stop = a.patternStops[base + to]!;
      if (!(a.patternStopFlags[base + to]! & ALIGHTING) || isOrigin[stop]) continue;
      if (!isDestination[stop] && rides === maxRides) continue;
      const before = parent.history;
      if (before?.stops.includes(stop)) continue;
      const r = rideOf(timetable, instance, pattern, from, to);
      const label: Label = {
        stop,
        time: r.arrival,
        boardReady: r.arrival + a.stopMinChange[stop]!,
        canWalk: true,
        price: parent.price + (r.price ?? 0),
        priceIncomplete: parent.priceIncomplete || r.price === null,
        rides,
        departure: parent.rides === 0 ? r.departure : parent.departure,
        parent,
        ride: r,
        history: before && {
          stops: [...before.stops, stop],
          instances: [...before.instances, instance],
        },
        dead: false,
      };
      if (isDestination[stop]) addResult(label);
      else store(label, fresh);
    }
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

  /** Every instance in the window: each departure is a candidate of its own (the tie rule). */
  const firstRides = (fresh: Label[]) => {
    for (const stop of new Set(q.origins)) {
      const [earliest, latest] = windowAt(timetable, stop, q.window);
      const origin: Label = {
        stop,
        time: earliest,
        boardReady: earliest,
        canWalk: false,
        price: 0,
        priceIncomplete: false,
        rides: 0,
        departure: earliest,
        parent: null,
        ride: null,
        history: simpleOnly ? { stops: [stop], instances: [] } : null,
        dead: false,
      };
      forEachBoarding(stop, (pattern, from) => {
        const offset = a.patternDeparture[a.patternStopStart[pattern]! + from]!;
        const end = a.patternInstanceStart[pattern + 1]!;
        for (let i = firstInstanceFrom(timetable, pattern, from, earliest); i < end; i++) {
          if (a.instanceDeparture[i]! + offset > latest) break;
          ride(origin, pattern, i, from, fresh);
        }
      });
    }
  };

  /** From a label: the first instance of each fare class, or with histories every instance. */
  const nextRides = (label: Label, fresh: Label[]) => {
    const used = label.history?.instances;
    forEachBoarding(label.stop, (pattern, from) => {
      const end = a.patternInstanceStart[pattern + 1]!;
      let i = firstInstanceFrom(timetable, pattern, from, label.boardReady);
      if (used) {
        for (; i < end; i++) if (!used.includes(i)) ride(label, pattern, i, from, fresh);
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
        ride(label, pattern, i, from, fresh);
      }
    });
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
          ride: null,
          history,
          dead: false,
        },
        fresh,
      );
    }
  };

  const alive = (l: Label) => !l.dead && !beaten(boundOf(l));
  try {
    let fresh: Label[] = [];
    firstRides(fresh);
    for (let round = 2; round <= maxRides && fresh.length > 0; round++) {
      const walked: Label[] = [];
      for (const label of fresh) if (alive(label)) walks(label, walked);
      const previous = [...fresh, ...walked];
      fresh = [];
      for (const label of previous) if (alive(label)) nextRides(label, fresh);
    }
  } catch (error) {
    if (!(error instanceof LabelBudgetExceeded)) throw error;
    return { journeys: [], finished: false };
  }
  return { journeys: results.map((r) => journeyOf(ridesOf(r.last))), finished: true };
}

function ridesOf(last: Label): Ride[] {
  const rides: Ride[] = [];
  for (let l: Label | null = last; l; l = l.parent) if (l.ride) rides.push(l.ride);
  return rides.reverse();
}
