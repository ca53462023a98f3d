import type { Mode } from '../timetable/source.ts';
import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import { firstInstanceFrom, windowAt, type DepartureWindow } from './query-window.ts';
import { rideOf, type Ride } from './ride.ts';
import type { StopId } from '../units.ts';

export type DirectQuery = {
  /** Typically every station of the origin city. */
  origins: readonly StopId[];
  destinations: readonly StopId[];
  window: DepartureWindow;
  modes: readonly Mode[];
};

/**
 * Every direct ride from any origin stop to any destination stop on one trip instance of an
 * allowed mode that leaves within the window (local time at the stop it leaves, both ends
 * included): boarding allowed where it starts, alighting allowed where it ends. A trip that
 * calls at two origin (or destination) stops gives one ride per pair. Sorted by departure, then
 * arrival. Prices are null when the source publishes none.
 */
export function searchDirect(timetable: Timetable, q: DirectQuery): Ride[] {
  const a = timetable.a;
  const modes = new Set(q.modes);
  const isDestination = new Set<number>(q.destinations);
  const rides: Ride[] = [];
  for (const origin of new Set(q.origins)) {
    const [earliest, latest] = windowAt(timetable, origin, q.window);
    for (let k = a.stopPatternStart[origin]!; k < a.stopPatternStart[origin + 1]!; k++) {
      const pattern = a.stopPatterns[k]!;
      if (!modes.has(timetable.modeOf(pattern))) continue;
      const from = a.stopPatternPosition[k]!;
      const base = a.patternStopStart[pattern]!;
      const length = a.patternStopStart[pattern + 1]! - base;
      if (!(a.patternStopFlags[base + from]! & BOARDING)) continue;
      const end = a.patternInstanceStart[pattern + 1]!;
      for (let to = from + 1; to < length; to++) {
        if (!(a.patternStopFlags[base + to]! & ALIGHTING)) continue;
        if (!isDestination.has(a.patternStops[base + to]!)) continue;
        for (let i = firstInstanceFrom(timetable, pattern, from, earliest); i < end; i++) {
          if (a.instanceDeparture[i]! + a.patternDeparture[base + from]! > latest) break;
          rides.push(rideOf(timetable, i, pattern, from, to));
        }
      }
    }
  }
  return rides.sort(
    (x, y) =>
      x.departure - y.departure ||
      x.arrival - y.arrival ||
      x.instance - y.instance ||
      x.fromPosition - y.fromPosition ||
      x.toPosition - y.toPosition,
  );
}
