import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import type { Mode } from '../timetable/source.ts';
import { firstInstanceFrom, windowAt, type DepartureWindow } from './query-window.ts';
import type { Ride } from './ride.ts';

export type DirectQuery = {
  origins: readonly number[];
  destinations: readonly number[];
  window: DepartureWindow;
  mode: Mode;
};

/**
 * Every direct ride of a mode from any origin stop to any destination stop that leaves within
 * the window (local time at its origin), sorted by departure: the per-mode lists of the site.
 */
export function searchDirect(timetable: Timetable, q: DirectQuery): Ride[] {
  const a = timetable.a;
  const isDestination = new Set(q.destinations);
  const rides: Ride[] = [];
  for (const origin of q.origins) {
    const [earliest, latest] = windowAt(timetable, origin, q.window);
    for (let k = a.stopPatternStart[origin]!; k < a.stopPatternStart[origin + 1]!; k++) {
      const pattern = a.stopPatterns[k]!;
      if (timetable.modeOf(pattern) !== q.mode) continue;
      const from = a.stopPatternPosition[k]!;
      const base = a.patternStopStart[pattern]!;
      const length = a.patternStopStart[pattern + 1]! - base;
      if (!(a.patternStopFlags[base + from]! & BOARDING)) continue;
      for (let to = from + 1; to < length; to++) {
        const stop = a.patternStops[base + to]!;
        if (!isDestination.has(stop) || !(a.patternStopFlags[base + to]! & ALIGHTING)) continue;
        const end = a.patternInstanceStart[pattern + 1]!;
        for (let i = firstInstanceFrom(timetable, pattern, from, earliest); i < end; i++) {
          const departure = a.instanceDeparture[i]! + a.patternDeparture[base + from]!;
          if (departure > latest) break;
          rides.push(rideOf(timetable, i, pattern, from, to));
        }
        // The first destination stop on the line is where a traveller gets off.
        break;
      }
    }
  }
  return rides.sort((x, y) => x.departure - y.departure || x.arrival - y.arrival);
}

export function rideOf(
  timetable: Timetable,
  instance: number,
  pattern: number,
  from: number,
  to: number,
): Ride {
  const a = timetable.a;
  const base = a.patternStopStart[pattern]!;
  const trip = a.instanceTrip[instance]!;
  return {
    instance,
    trip,
    pattern,
    fromPosition: from,
    toPosition: to,
    fromStop: a.patternStops[base + from]!,
    toStop: a.patternStops[base + to]!,
    departure: a.instanceDeparture[instance]! + a.patternDeparture[base + from]!,
    arrival: a.instanceDeparture[instance]! + a.patternArrival[base + to]!,
    price: timetable.fare(trip, pattern, from, to),
  };
}
