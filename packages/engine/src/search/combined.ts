import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import type { Mode } from '../timetable/source.ts';
import { rideOf } from './direct.ts';
import { firstInstanceFrom, windowAt, type DepartureWindow } from './query-window.ts';
import type { Journey, Ride } from './ride.ts';

export type CombinedQuery = {
  origins: readonly number[];
  destinations: readonly number[];
  window: DepartureWindow;
  modes: readonly Mode[];
  /** At most 5 on the site: six rides. */
  maxTransfers: number;
};

/** Where a traveller can be, when, for how much, after how many rides. */
type Label = {
  stop: number;
  arrival: number;
  /** Earliest departure they can catch here: arrival plus the change time, or the walk's end. */
  ready: number;
  price: number;
  priceIncomplete: boolean;
  rides: number;
  parent: Label | null;
  ride: Ride | null;
};

type Boarded = {
  parent: Label;
  instance: number;
  trip: number;
  position: number;
  priceAtBoard: number;
  perKm: number;
};

/**
 * Multi-criteria RAPTOR over every allowed mode: the Pareto set of journeys by arrival time,
 * total price and number of rides, for departures within the window. Round k scans the
 * patterns touched in round k−1; stations of one city are linked by the transfer table.
 */
export function searchCombined(timetable: Timetable, q: CombinedQuery): Journey[] {
  const a = timetable.a;
  const allowedModes = new Set(q.modes);
  const isDestination = new Uint8Array(timetable.stopCount);
  for (const d of q.destinations) isDestination[d] = 1;
  const bags: Label[][] = Array.from({ length: timetable.stopCount }, () => []);
  const results: Label[] = [];

  const dominatedByResult = (l: Label) =>
    results.some((r) => r.arrival <= l.arrival && r.price <= l.price && r.rides <= l.rides);
  const insert = (l: Label): boolean => {
    if (dominatedByResult(l)) return false;
    const bag = bags[l.stop]!;
    if (bag.some((o) => o.ready <= l.ready && o.price <= l.price)) return false;
    bags[l.stop] = bag.filter(
      (o) => !(o.rides === l.rides && l.ready <= o.ready && l.price <= o.price),
    );
    bags[l.stop]!.push(l);
    return true;
  };
  const addResult = (l: Label) => {
    if (results.some((r) => r.arrival <= l.arrival && r.price <= l.price && r.rides <= l.rides))
      return;
    for (let i = results.length - 1; i >= 0; i--) {
      const r = results[i]!;
      if (l.arrival <= r.arrival && l.price <= r.price && l.rides <= r.rides) results.splice(i, 1);
    }
    results.push(l);
  };

  let latestFirstDeparture = -Infinity;
  let fresh = new Map<number, Label[]>();
  const markFresh = (l: Label) => {
    const list = fresh.get(l.stop);
    if (list) list.push(l);
    else fresh.set(l.stop, [l]);
  };
  for (const origin of q.origins) {
    const [earliest, latest] = windowAt(timetable, origin, q.window);
    latestFirstDeparture = Math.max(latestFirstDeparture, latest);
    const start: Label = {
      stop: origin,
      arrival: earliest,
      ready: earliest,
      price: 0,
      priceIncomplete: false,
      rides: 0,
      parent: null,
      ride: null,
    };
    if (insert(start)) markFresh(start);
  }
  walk(timetable, [...fresh.values()].flat(), insert, markFresh);

  for (let round = 1; round <= q.maxTransfers + 1 && fresh.size > 0; round++) {
    const previous = fresh;
    fresh = new Map();
    const queue = new Map<number, number>();
    for (const stop of previous.keys()) {
      for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
        const pattern = a.stopPatterns[k]!;
        if (!allowedModes.has(timetable.modeOf(pattern))) continue;
        const position = a.stopPatternPosition[k]!;
        const known = queue.get(pattern);
        if (known === undefined || position < known) queue.set(pattern, position);
      }
    }
    const arrived: Label[] = [];
    for (const [pattern, startPosition] of queue) {
      const base = a.patternStopStart[pattern]!;
      const length = a.patternStopStart[pattern + 1]! - base;
      const end = a.patternInstanceStart[pattern + 1]!;
      let boarded: Boarded[] = [];
      for (let position = startPosition; position < length; position++) {
        const stop = a.patternStops[base + position]!;
        const flags = a.patternStopFlags[base + position]!;
        if (flags & ALIGHTING) {
          for (const b of boarded) {
            const ride = rideOf(timetable, b.instance, pattern, b.position, position);
            const label: Label = {
              stop,
              arrival: ride.arrival,
              ready: ride.arrival + a.stopMinChange[stop]!,
              price: b.parent.price + (ride.price ?? 0),
              priceIncomplete: b.parent.priceIncomplete || ride.price === null,
              rides: round,
              parent: b.parent,
              ride,
            };
            if (isDestination[stop]) addResult(label);
            else if (insert(label)) arrived.push(label);
          }
        }
        const waiting = flags & BOARDING ? previous.get(stop) : undefined;
        if (!waiting) continue;
        for (const parent of waiting) {
          const instance = firstInstanceFrom(timetable, pattern, position, parent.ready);
          if (instance >= end) continue;
          const departure = a.instanceDeparture[instance]! + a.patternDeparture[base + position]!;
          if (round === 1 && departure > latestFirstDeparture) continue;
          const trip = a.instanceTrip[instance]!;
          const perKm = a.tripFarePerKm[trip]!;
          const candidate: Boarded = {
            parent,
            instance,
            trip,
            position,
            priceAtBoard:
              parent.price +
              a.tripFareBase[trip]! -
              (Number.isNaN(perKm) ? 0 : perKm * a.patternDistance[base + position]!),
            perKm: Number.isNaN(perKm) ? 0 : perKm,
          };
          // An earlier instance that is no dearer at every later stop makes the candidate useless.
          if (
            boarded.some(
              (b) =>
                b.instance <= candidate.instance &&
                b.priceAtBoard <= candidate.priceAtBoard &&
                b.perKm <= candidate.perKm,
            )
          )
            continue;
          boarded = boarded.filter(
            (b) =>
              !(
                candidate.instance <= b.instance &&
                candidate.priceAtBoard <= b.priceAtBoard &&
                candidate.perKm <= b.perKm
              ),
          );
          boarded.push(candidate);
        }
      }
    }
    for (const label of arrived) if (bags[label.stop]!.includes(label)) markFresh(label);
    walk(
      timetable,
      arrived.filter((l) => bags[l.stop]!.includes(l)),
      insert,
      markFresh,
      isDestination,
      addResult,
    );
  }
  return results
    .map(journeyOf)
    .sort((x, y) => x.arrival - y.arrival || x.price - y.price || x.rides.length - y.rides.length);
}

/** Changes between stations of a city: the transfer minutes include getting there and checking in. */
function walk(
  timetable: Timetable,
  from: readonly Label[],
  insert: (l: Label) => boolean,
  markFresh: (l: Label) => void,
  isDestination?: Uint8Array,
  addResult?: (l: Label) => void,
): void {
  const a = timetable.a;
  for (const label of from) {
    for (let k = a.transferStart[label.stop]!; k < a.transferStart[label.stop + 1]!; k++) {
      const to = a.transferTo[k]!;
      if (isDestination?.[to]) continue;
      const at = label.arrival + a.transferMinutes[k]!;
      const moved: Label = {
        ...label,
        stop: to,
        arrival: at,
        ready: at,
        parent: label,
        ride: null,
      };
      if (insert(moved)) markFresh(moved);
    }
  }
  void addResult;
}

function journeyOf(last: Label): Journey {
  const rides: Ride[] = [];
  let incomplete = false;
  for (let l: Label | null = last; l; l = l.parent) {
    if (l.ride) rides.unshift(l.ride);
    incomplete ||= l.priceIncomplete;
  }
  return {
    rides,
    departure: rides[0]!.departure,
    arrival: last.arrival,
    price: last.price,
    priceIncomplete: incomplete,
  };
}
