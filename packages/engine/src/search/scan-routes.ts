import { BOARDING, type Timetable, type TimetableArrays } from '../timetable/timetable.ts';
import { unpricedInstances } from './unsold.ts';

/**
 * Patterns merged into routes for the earliest-arrival scan: patterns of one mode over the same
 * stops with the same boarding flags whose instances never overtake one another (a subway runs
 * the same line with a dozen slightly different running times) become one route, so a round
 * scans the line once instead of once per timing. Patterns whose instances would overtake stay
 * routes of their own.
 */
export type ScanRoutes = {
  count: number;
  /** A pattern of the route: its stops, flags and mode are the route's. */
  pattern: Int32Array;
  /** CSR: the instances of route r, in departure order at every stop. */
  instanceStart: Int32Array;
  instances: Int32Array;
  /**
   * instanceDeparture of each listed instance, side by side: the searches along a route read
   * them in a row instead of through `instances`, which would miss the cache at every step.
   */
  departure: Int32Array;
  /** 1 for each listed instance whose trip publishes no fare, side by side for the same reason. */
  unpriced: Uint8Array;
  /** patternStopStart of each listed instance's own pattern, for its times. */
  instanceBase: Int32Array;
  /**
   * [r]: the most any listed instance's own pattern leaves a position later than the route's
   * pattern does (timing variants differ), so that a departure from a position bounds the
   * departure from the first stop.
   */
  lag: Int32Array;
  /**
   * [d × count + r]: route r's first listed instance leaving its first stop on day d of the
   * departures (`firstDay`, UTC) or later; row `width − 1` is past the last. A search for a
   * departure starts among the few instances of its day: halving the whole horizon's list
   * misses the cache at every step.
   */
  dayStart: Int32Array;
  firstDay: number;
  width: number;
  mode: Uint8Array;
  /**
   * [patternStopStart of the route's pattern + position]: when the route's last instance leaves
   * there. A horizon of several days holds routes that ran only yesterday; this rules them out
   * without a search.
   */
  lastDeparture: Int32Array;
  /** CSR: the routes boarding at stop s, the stop's position in each and lastDeparture there. */
  stopStart: Int32Array;
  stopRoutes: Int32Array;
  stopPosition: Int32Array;
  stopLastDeparture: Int32Array;
};

const DAY = 1440;

const cache = new WeakMap<Timetable, ScanRoutes>();

/**
 * A listed instance of the route no later than the first one leaving `position` at or after
 * `time`: the first of the day when the earliest of them could leave the first stop.
 */
export function firstOfDay(
  a: TimetableArrays,
  routes: ScanRoutes,
  route: number,
  position: number,
  time: number,
) {
  const leaves = a.patternDeparture[a.patternStopStart[routes.pattern[route]!]! + position]!;
  const d = Math.floor((time - leaves - routes.lag[route]!) / DAY) - routes.firstDay;
  if (d <= 0) return routes.instanceStart[route]!;
  if (d >= routes.width) return routes.instanceStart[route + 1]!;
  return routes.dayStart[d * routes.count + route]!;
}

function dayStarts(count: number, instanceStart: readonly number[], departure: readonly number[]) {
  let min = 0;
  let max = 0;
  for (const leaves of departure) {
    min = Math.min(min, leaves);
    max = Math.max(max, leaves);
  }
  const firstDay = Math.floor(min / DAY);
  const width = Math.floor(max / DAY) - firstDay + 2;
  const dayStart = new Int32Array(count * width);
  for (let r = 0; r < count; r++) {
    let i = instanceStart[r]!;
    const end = instanceStart[r + 1]!;
    for (let d = 0; d < width; d++) {
      const from = (firstDay + d) * DAY;
      while (i < end && departure[i]! < from) i++;
      dayStart[d * count + r] = i;
    }
  }
  return { dayStart, firstDay, width };
}

export function scanRoutesOf(timetable: Timetable): ScanRoutes {
  const known = cache.get(timetable);
  if (known) return known;
  const routes = build(timetable);
  cache.set(timetable, routes);
  return routes;
}

function build(timetable: Timetable): ScanRoutes {
  const a = timetable.a;
  const groups = new Map<string, number[]>();
  for (let p = 0; p < timetable.patternCount; p++) {
    const start = a.patternStopStart[p]!;
    const end = a.patternStopStart[p + 1]!;
    const key = `${a.patternMode[p]}|${a.patternStops.subarray(start, end).join(',')}|${a.patternStopFlags.subarray(start, end).join('')}`;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }

  const routePattern: number[] = [];
  const instanceStart = [0];
  const instances: number[] = [];
  const instanceBase: number[] = [];
  const addRoute = (patterns: number[], members: number[]) => {
    routePattern.push(patterns[0]!);
    for (const i of members) {
      instances.push(i);
      instanceBase.push(a.patternStopStart[a.tripPattern[a.instanceTrip[i]!]!]!);
    }
    instanceStart.push(instances.length);
  };
  const membersOf = (p: number) => {
    const list: number[] = [];
    for (let i = a.patternInstanceStart[p]!; i < a.patternInstanceStart[p + 1]!; i++) list.push(i);
    return list;
  };
  for (const patterns of groups.values()) {
    if (patterns.length === 1) {
      addRoute(patterns, membersOf(patterns[0]!));
      continue;
    }
    const length = a.patternStopStart[patterns[0]! + 1]! - a.patternStopStart[patterns[0]!]!;
    const baseOf = (i: number) => a.patternStopStart[a.tripPattern[a.instanceTrip[i]!]!]!;
    const arrival = (i: number, k: number) =>
      a.instanceDeparture[i]! + a.patternArrival[baseOf(i) + k]!;
    const departure = (i: number, k: number) =>
      a.instanceDeparture[i]! + a.patternDeparture[baseOf(i) + k]!;
    const members = patterns.flatMap(membersOf).sort((x, y) => departure(x, 0) - departure(y, 0));
    let ordered = true;
    for (let m = 1; m < members.length && ordered; m++) {
      for (let k = 0; k < length && ordered; k++) {
        ordered =
          arrival(members[m - 1]!, k) <= arrival(members[m]!, k) &&
          departure(members[m - 1]!, k) <= departure(members[m]!, k);
      }
    }
    if (ordered) addRoute(patterns, members);
    else for (const p of patterns) addRoute([p], membersOf(p));
  }

  const count = routePattern.length;
  const unpriced = unpricedInstances(timetable);
  // A route without instances in the horizon is never caught.
  const lastDeparture = new Int32Array(a.patternStops.length).fill(-0x80000000);
  routePattern.forEach((p, r) => {
    const end = instanceStart[r + 1]!;
    if (end === instanceStart[r]) return;
    const base = a.patternStopStart[p]!;
    for (let k = base; k < a.patternStopStart[p + 1]!; k++)
      lastDeparture[k] =
        a.instanceDeparture[instances[end - 1]!]! +
        a.patternDeparture[instanceBase[end - 1]! + k - base]!;
  });
  const boards = (k: number) => (a.patternStopFlags[k]! & BOARDING) !== 0;
  const lag = new Int32Array(count);
  routePattern.forEach((p, r) => {
    const base = a.patternStopStart[p]!;
    const length = a.patternStopStart[p + 1]! - base;
    for (let i = instanceStart[r]!; i < instanceStart[r + 1]!; i++) {
      if (instanceBase[i] === base) continue;
      for (let k = 0; k < length; k++) {
        const later = a.patternDeparture[instanceBase[i]! + k]! - a.patternDeparture[base + k]!;
        if (later > lag[r]!) lag[r] = later;
      }
    }
  });
  const days = dayStarts(
    count,
    instanceStart,
    instances.map((i) => a.instanceDeparture[i]!),
  );

  const S = timetable.stopCount;
  const stopStart = new Int32Array(S + 1);
  for (const p of routePattern) {
    for (let k = a.patternStopStart[p]!; k < a.patternStopStart[p + 1]!; k++)
      if (boards(k)) stopStart[a.patternStops[k]! + 1]!++;
  }
  for (let s = 0; s < S; s++) stopStart[s + 1]! += stopStart[s]!;
  const fill = stopStart.slice(0, S);
  const stopRoutes = new Int32Array(stopStart[S]!);
  const stopPosition = new Int32Array(stopStart[S]!);
  const stopLastDeparture = new Int32Array(stopStart[S]!);
  routePattern.forEach((p, r) => {
    for (let k = a.patternStopStart[p]!; k < a.patternStopStart[p + 1]!; k++) {
      if (!boards(k)) continue;
      const at = fill[a.patternStops[k]!]!++;
      stopRoutes[at] = r;
      stopPosition[at] = k - a.patternStopStart[p]!;
      stopLastDeparture[at] = lastDeparture[k]!;
    }
  });
  return {
    count,
    pattern: Int32Array.from(routePattern),
    instanceStart: Int32Array.from(instanceStart),
    instances: Int32Array.from(instances),
    departure: Int32Array.from(instances, (i) => a.instanceDeparture[i]!),
    unpriced: Uint8Array.from(instances, (i) => unpriced[i]!),
    instanceBase: Int32Array.from(instanceBase),
    lag,
    ...days,
    mode: Uint8Array.from(routePattern, (p) => a.patternMode[p]!),
    lastDeparture,
    stopStart,
    stopRoutes,
    stopPosition,
    stopLastDeparture,
  };
}
