import { ALIGHTING, type Timetable } from '../../timetable/timetable.ts';
import { NO_LABEL, type Labels } from '../label.ts';
import { rideOf, type Ride } from '../ride.ts';
import { bagCovers, store } from './bags.ts';
import { hopelessAt, lateAfterRide } from './prune.ts';
import type { SearchState } from './state.ts';

/**
 * Gets off `instance` (of `trip`, leaving its first stop at `start`; boarded at `from` by
 * `parent`) at position `to`: a journey found at a destination, else a label kept in the stop's
 * bag (and in `fresh`) unless it is hopeless or covered there.
 */
export function alight(
  s: SearchState,
  parent: number,
  pattern: number,
  instance: number,
  trip: number,
  start: number,
  from: number,
  to: number,
  fresh: number[],
): void {
  const a = s.a;
  const L = s.labels;
  const base = a.patternStopStart[pattern]!;
  const stop = a.patternStops[base + to]!;
  const rides = L.rides[parent]! + 1;
  const isDestination = s.isDestination[stop] === 1;
  if (!(a.patternStopFlags[base + to]! & ALIGHTING) || s.isOrigin[stop]) return;
  if (!isDestination && rides === s.maxRides) return;
  const before = s.simpleOnly ? L.historyOf(parent) : null;
  if (before?.stops.includes(stop)) return;
  s.count();
  const time = start + a.patternArrival[base + to]!;
  if (isDestination ? time > s.arriveBy : lateAfterRide(s, stop, time, rides)) return;
  const fare = s.timetable.fare(trip, pattern, from, to);
  const price = L.price[parent]! + (fare ?? 0);
  const priceIncomplete = L.priceIncomplete[parent] === 1 || fare === null;
  const departure = rides === 1 ? start + a.patternDeparture[base + from]! : L.departure[parent]!;
  if (isDestination) {
    if (s.results.covers(time, price, rides, departure, priceIncomplete)) return;
  } else if (hopelessAt(s, stop, time, price, rides, departure, priceIncomplete)) {
    return;
  }
  const boardReady = time + a.stopMinChange[stop]!;
  if (!before && !isDestination) {
    if (bagCovers(s, stop, time, boardReady, price, rides, departure, priceIncomplete)) return;
  }
  const history = before && {
    stops: [...before.stops, stop],
    instances: [...before.instances, instance],
  };
  const label = L.add(
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
  L.setRide(label, instance, pattern, from, to);
  if (isDestination) {
    const timetable = s.timetable;
    s.results.add(time, price, rides, departure, priceIncomplete, () =>
      ridesOf(timetable, L, label),
    );
  } else {
    store(s, label, fresh);
  }
}

/** The rides of the journey that ends at label `last`, first to last. */
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
