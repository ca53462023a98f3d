import { boardable } from '../boardings.ts';
import { NO_LABEL } from '../label.ts';
import { firstInstanceFrom, windowAt } from '../query-window.ts';
import { alight } from './alight.ts';
import { latestBoarding } from './prune.ts';
import type { Boardable } from './boarding.ts';
import type { SearchState } from './state.ts';

/**
 * The first rides, into labels (`firstRides`): without the tie rule, as from any label. With it
 * every instance in the window, each departure a candidate of its own, all searched at once:
 * the tie rule in the bags keeps an earlier departure only where it gets somewhere sooner,
 * cheaper or in fewer rides than the later ones (one pass of rounds rather than one per
 * departure).
 */
export function firstRides(s: SearchState, found: Boardable): number[] {
  const a = s.a;
  type Start = { origin: number; pattern: number; from: number; instance: number; at: number };
  const starts: Start[] = [];
  const rides: number[] = [];
  for (const stop of new Set(s.q.origins)) {
    const [earliest, latest] = windowAt(s.timetable, stop, s.q.window);
    const origin = originLabel(s, stop, earliest);
    if (!s.ties) {
      rideFrom(s, found, origin, latest, rides);
      continue;
    }
    for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
      const pattern = a.stopPatterns[k]!;
      const from = a.stopPatternPosition[k]!;
      if (!boardable(s.boardings, s.modeMask, k)) continue;
      const offset = a.patternDeparture[a.patternStopStart[pattern]! + from]!;
      const end = a.patternInstanceStart[pattern + 1]!;
      const last = Math.min(latest, latestBoarding(s, a.patternStopStart[pattern]! + from, 0));
      for (let i = firstInstanceFrom(s.timetable, pattern, from, earliest); i < end; i++) {
        const at = a.instanceDeparture[i]! + offset;
        if (at > last) break;
        if (!s.unsold(i)) starts.push({ origin, pattern, from, instance: i, at });
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
      alight(s, origin, pattern, instance, trip, start, from, to, rides);
    }
  }
  return rides;
}

/** A traveller at an origin stop, ready to board from the window's start. */
export const originLabel = (s: SearchState, stop: number, earliest: number) =>
  s.labels.add(
    stop,
    earliest,
    earliest,
    false,
    0,
    false,
    0,
    earliest,
    NO_LABEL,
    s.simpleOnly ? { stops: [stop], instances: [] } : null,
  );

/** Rides from one label (an origin) on every pattern it may board, to every stop after. */
function rideFrom(
  s: SearchState,
  found: Boardable,
  label: number,
  latest: number,
  fresh: number[],
): void {
  const a = s.a;
  const stop = s.labels.stop[label]!;
  for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
    const pattern = a.stopPatterns[k]!;
    const from = a.stopPatternPosition[k]!;
    if (!boardable(s.boardings, s.modeMask, k)) continue;
    const length = a.patternStopStart[pattern + 1]! - a.patternStopStart[pattern]!;
    found.find(s, label, pattern, from, latest);
    for (let n = 0; n < found.count; n++) {
      const instance = found.instance[n]!;
      const trip = found.trip[n]!;
      const start = found.departure[n]!;
      for (let to = from + 1; to < length; to++)
        alight(s, label, pattern, instance, trip, start, from, to, fresh);
    }
  }
}
