import { BOARDING, type Timetable, type TimetableArrays } from '../timetable/timetable.ts';
import { unpricedInstances } from './unsold.ts';
import { perTimetable } from './per-timetable.ts';

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
  /**
   * The listed instances, by the day they leave their first stop (UTC days from `firstDay`),
   * then by route, each route's in departure order: a search asks about a route near one time,
   * and over the whole horizon in a route's own row each of the thousands of routes a query
   * scans would be a cache miss, while a query's few days stay in the cache. A route's listed
   * numbers still grow with its departures, so they compare like times.
   */
  instances: Int32Array;
  /** instanceDeparture of each listed instance, side by side, for the same reason. */
  departure: Int32Array;
  /** 1 for each listed instance whose trip publishes no fare. */
  unpriced: Uint8Array;
  /** patternStopStart of each listed instance's own pattern, for its times. */
  instanceBase: Int32Array;
  /** [listed]: its row of `slot` (day × count + route). */
  row: Int32Array;
  /**
   * [d × count + r]: where route r's instances of day d begin in the listing; the next entry
   * ends them (one more entry ends the last row).
   */
  slot: Int32Array;
  /** [r]: the route's first and last listed instance, −1 when it has none. */
  first: Int32Array;
  last: Int32Array;
  /**
   * [r]: the most any listed instance's own pattern leaves a position later than the route's
   * pattern does (timing variants differ), so that a departure from a position bounds the
   * departure from the first stop.
   */
  lag: Int32Array;
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

/** When the listed instance i leaves the stop at `position`. */
export const leavesAt = (a: TimetableArrays, routes: ScanRoutes, i: number, position: number) =>
  routes.departure[i]! + a.patternDeparture[routes.instanceBase[i]! + position]!;

/** The route's listed instance after i, −1 after its last. */
export function nextListed(routes: ScanRoutes, route: number, i: number): number {
  if (i === routes.last[route]) return -1;
  let at = routes.row[i]!;
  if (i + 1 < routes.slot[at + 1]!) return i + 1;
  do at += routes.count;
  while (routes.slot[at] === routes.slot[at + 1]);
  return routes.slot[at]!;
}

/** The route's listed instance before i, −1 before its first. */
export function previousListed(routes: ScanRoutes, route: number, i: number): number {
  if (i === routes.first[route]) return -1;
  let at = routes.row[i]!;
  if (i > routes.slot[at]!) return i - 1;
  do at -= routes.count;
  while (routes.slot[at] === routes.slot[at + 1]);
  return routes.slot[at + 1]! - 1;
}

/**
 * The route's first listed instance leaving `position` at or after `time`, which the caller
 * knows exists: from the day the earliest of them could leave the first stop, the first day
 * whose last one leaves late enough, halved.
 */
export function firstLeaving(
  a: TimetableArrays,
  routes: ScanRoutes,
  route: number,
  position: number,
  time: number,
): number {
  const leaves = a.patternDeparture[a.patternStopStart[routes.pattern[route]!]! + position]!;
  const d = Math.floor((time - leaves - routes.lag[route]!) / DAY) - routes.firstDay;
  for (
    let at = Math.max(d, 0) * routes.count + route;
    at < routes.slot.length - 1;
    at += routes.count
  ) {
    let lo = routes.slot[at]!;
    let hi = routes.slot[at + 1]!;
    if (lo === hi || leavesAt(a, routes, hi - 1, position) < time) continue;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (leavesAt(a, routes, mid, position) < time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  return -1;
}

/** The routes' instances (route-major, as `instanceStart` lists them) in the day-major listing. */
function dayMajor(
  a: TimetableArrays,
  count: number,
  instanceStart: readonly number[],
  members: readonly number[],
  memberBase: readonly number[],
  unpriced: Uint8Array,
) {
  let min = 0;
  let max = 0;
  for (const i of members) {
    min = Math.min(min, a.instanceDeparture[i]!);
    max = Math.max(max, a.instanceDeparture[i]!);
  }
  const firstDay = Math.floor(min / DAY);
  const width = Math.floor(max / DAY) - firstDay + 2;
  const dayOf = (i: number) => Math.floor(a.instanceDeparture[i]! / DAY) - firstDay;
  const slot = new Int32Array(count * width + 1);
  for (let r = 0; r < count; r++) {
    for (let m = instanceStart[r]!; m < instanceStart[r + 1]!; m++)
      slot[dayOf(members[m]!) * count + r + 1]!++;
  }
  for (let at = 0; at < count * width; at++) slot[at + 1]! += slot[at]!;
  const fill = slot.slice(0, count * width);
  const n = members.length;
  const listed = {
    instances: new Int32Array(n),
    departure: new Int32Array(n),
    unpriced: new Uint8Array(n),
    instanceBase: new Int32Array(n),
    row: new Int32Array(n),
    first: new Int32Array(count).fill(-1),
    last: new Int32Array(count).fill(-1),
  };
  for (let r = 0; r < count; r++) {
    for (let m = instanceStart[r]!; m < instanceStart[r + 1]!; m++) {
      const i = members[m]!;
      const at = dayOf(i) * count + r;
      const k = fill[at]!++;
      listed.instances[k] = i;
      listed.departure[k] = a.instanceDeparture[i]!;
      listed.unpriced[k] = unpriced[i]!;
      listed.instanceBase[k] = memberBase[m]!;
      listed.row[k] = at;
      if (listed.first[r] === -1) listed.first[r] = k;
      listed.last[r] = k;
    }
  }
  return { ...listed, slot, firstDay, width };
}

export const scanRoutesOf = perTimetable(build);

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
    ...dayMajor(a, count, instanceStart, instances, instanceBase, unpriced),
    lag,
    mode: Uint8Array.from(routePattern, (p) => a.patternMode[p]!),
    lastDeparture,
    stopStart,
    stopRoutes,
    stopPosition,
    stopLastDeparture,
  };
}
