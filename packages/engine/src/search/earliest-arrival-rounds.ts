import { modeMaskOf } from '../timetable/source.ts';
import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import { windowAt } from './query-window.ts';
import { journeyOf, rideOf, type Journey, type Ride } from './ride.ts';
import type { CombinedQuery } from './combined-query.ts';
import type { StopReach } from './stop-reach.ts';
import { unsoldOf } from './unsold.ts';
import { firstLeaving, leavesAt, nextListed, previousListed, scanRoutesOf } from './scan-routes.ts';
import { perTimetable } from './per-timetable.ts';

const NEVER = 0x7fffffff;
/** Sooner than any time: a reach that rules nothing out. */
const NOWHERE = -0x7fffffff;
/** A boarding's readiness came from the query itself: the first ride leaves an origin. */
const FROM_ORIGIN = -1;
/** Where a stop's readiness came from: the ride or the walk that reached it in a round. */
const readiness = (round: number, walked: boolean) => round * 2 + (walked ? 1 : 0);

/**
 * Per-timetable scratch arrays, reused by every query so that a search allocates nothing in
 * proportion to the network. Per-round columns are indexed round × stops + stop.
 */
class Workspace {
  readonly bestRide: Int32Array;
  readonly bestWalk: Int32Array;
  /** Earliest departure a stop can be boarded at, by the rounds before the current one. */
  readonly ready: Int32Array;
  readonly readyFrom: Int32Array;
  readonly isOrigin: Uint8Array;
  readonly isDestination: Uint8Array;
  readonly originEarliest: Int32Array;
  readonly originLatest: Int32Array;
  /** The round a stop was last listed in (ridden to, walked to), so it is listed once. */
  readonly rideMark: Int32Array;
  readonly walkMark: Int32Array;
  readonly ridden: Int32Array;
  readonly walked: Int32Array;
  /** First position to scan a route from this round, −1 when not queued. */
  readonly queuedFrom: Int32Array;
  readonly queue: Int32Array;
  rounds = 0;
  rideTime = new Int32Array(0);
  rideInstance = new Int32Array(0);
  rideFromPosition = new Int32Array(0);
  rideToPosition = new Int32Array(0);
  rideReadyFrom = new Int32Array(0);
  walkTime = new Int32Array(0);
  walkFromStop = new Int32Array(0);

  constructor(stops: number, routes: number) {
    this.bestRide = new Int32Array(stops);
    this.bestWalk = new Int32Array(stops);
    this.ready = new Int32Array(stops);
    this.readyFrom = new Int32Array(stops);
    this.isOrigin = new Uint8Array(stops);
    this.isDestination = new Uint8Array(stops);
    this.originEarliest = new Int32Array(stops);
    this.originLatest = new Int32Array(stops);
    this.rideMark = new Int32Array(stops);
    this.walkMark = new Int32Array(stops);
    this.ridden = new Int32Array(stops);
    this.walked = new Int32Array(stops);
    this.queuedFrom = new Int32Array(routes).fill(-1);
    this.queue = new Int32Array(routes);
  }

  /** Room for rounds 0 … rounds; the columns of earlier queries are never read again. */
  reserve(rounds: number, stops: number) {
    if (rounds <= this.rounds) return;
    const size = (rounds + 1) * stops;
    this.rounds = rounds;
    this.rideTime = new Int32Array(size);
    this.rideInstance = new Int32Array(size);
    this.rideFromPosition = new Int32Array(size);
    this.rideToPosition = new Int32Array(size);
    this.rideReadyFrom = new Int32Array(size);
    this.walkTime = new Int32Array(size);
    this.walkFromStop = new Int32Array(size);
  }
}

const workspaceOf = perTimetable(
  (timetable) => new Workspace(timetable.stopCount, scanRoutesOf(timetable).count),
);

/** The journey arriving first (null: none), and the reach of the query's journeys if asked. */
export type EarliestArrival = { journey: Journey | null; reach: StopReach | null };

/**
 * Plain RAPTOR for the earliest arrival, by the rules of `searchCombined` except that a journey
 * may visit a stop twice. Round k rides once more from the stops whose readiness improved in
 * round k − 1, scanning each route (`scan-routes.ts`) that serves them once with the earliest
 * instance it can catch (a route's instances never overtake one another). A stop keeps two
 * arrivals: by a ride (the traveller may still walk, and boards after the change time) and by a
 * walk (boards at once, walks no further). Anything no earlier than the best arrival found is
 * dropped, and so is a boarding no earlier than it: over a horizon of several days most
 * routes still have tomorrow's instances, which are rarely of use.
 * The journey has the fewest rides among those arriving first.
 */
export function earliestArrivalRounds(
  timetable: Timetable,
  q: CombinedQuery,
  withReach = false,
): EarliestArrival {
  const a = timetable.a;
  const routes = scanRoutesOf(timetable);
  const S = timetable.stopCount;
  const maxRides = q.maxTransfers + 1;
  // Left out unless asked: on a small network working it out costs a good part of a search.
  const reach: StopReach | null = withReach
    ? {
        arrival: new Int32Array((maxRides + 1) * S).fill(NEVER),
        boarding: new Int32Array((maxRides + 1) * S).fill(NEVER),
      }
    : null;
  if (maxRides < 1) return { journey: null, reach };
  const w = workspaceOf(timetable);
  w.reserve(maxRides, S);
  const { bestRide, bestWalk, ready, readyFrom, isOrigin, isDestination } = w;
  const { originEarliest, originLatest, rideMark, walkMark, ridden, walked, queuedFrom, queue } = w;
  const { rideTime, rideInstance, rideFromPosition, rideToPosition, rideReadyFrom } = w;
  const { walkTime, walkFromStop } = w;
  bestRide.fill(NEVER);
  bestWalk.fill(NEVER);
  ready.fill(NEVER);
  rideMark.fill(-1);
  walkMark.fill(-1);
  const modeMask = modeMaskOf(q.modes);

  let queued = 0;
  /** Queues the routes that can still be caught at a stop by `time`, from its position. */
  const queueAt = (stop: number, time: number) => {
    for (let k = routes.stopStart[stop]!; k < routes.stopStart[stop + 1]!; k++) {
      if (routes.stopLastDeparture[k]! < time) continue;
      const route = routes.stopRoutes[k]!;
      if (!((modeMask >>> routes.mode[route]!) & 1)) continue;
      const position = routes.stopPosition[k]!;
      const known = queuedFrom[route]!;
      if (known >= 0 && known <= position) continue;
      if (known < 0) queue[queued++] = route;
      queuedFrom[route] = position;
    }
  };

  for (const stop of q.destinations) isDestination[stop] = 1;
  for (const stop of q.origins) isOrigin[stop] = 1;
  for (const stop of new Set(q.origins)) {
    [originEarliest[stop], originLatest[stop]] = windowAt(timetable, stop, q.window);
    if (reach) reach.boarding[stop] = originEarliest[stop]!;
    queueAt(stop, originEarliest[stop]!);
  }
  /** The rounds whose arrivals and readiness are in `reach`. */
  let kept = 0;

  let best = NEVER;
  /** The least minutes from a bounds node to a destination by rides left (see TargetBounds). */
  const lower = q.target?.minutes;
  /** Nothing from this bounds node, with these rides left, can arrive before the best. */
  const hopelessAt = (node: number, left: number, time: number) =>
    lower !== undefined && time + lower[left * 2 * S + node]! >= best;
  const unpriced = q.pricedOnly === true ? routes.unpriced : null;
  const { soldOut, someSoldOut } = unsoldOf(timetable, q);
  /** The route's own column answers for fares: `instances` would miss the cache at each step. */
  const unsold = (listed: number) =>
    (unpriced !== null && unpriced[listed] === 1) ||
    (someSoldOut && soldOut(routes.instances[listed]!));
  let bestInstance = -1;
  let bestFrom = 0;
  let bestTo = 0;
  let bestReadyFrom = 0;
  let riddenCount = 0;

  /**
   * One pass along a route: alight from the instance on board, then catch an earlier one.
   * Instances are the route's list indices; each has the times of its own pattern.
   */
  const scan = (route: number, start: number, round: number) => {
    const pattern = routes.pattern[route]!;
    const base = a.patternStopStart[pattern]!;
    const length = a.patternStopStart[pattern + 1]! - base;
    const row = round * S;
    let instance = -1;
    let instanceStart = 0;
    let instanceBase = 0;
    let boardedAt = 0;
    let boardedFrom = 0;
    for (let position = start; position < length; position++) {
      const stop = a.patternStops[base + position]!;
      const flags = a.patternStopFlags[base + position]!;
      if (instance >= 0 && flags & ALIGHTING && !isOrigin[stop]) {
        const time = instanceStart + a.patternArrival[instanceBase + position]!;
        if (time < best) {
          if (isDestination[stop]) {
            best = time;
            bestInstance = routes.instances[instance]!;
            bestFrom = boardedAt;
            bestTo = position;
            bestReadyFrom = boardedFrom;
          } else if (
            round < maxRides &&
            time < bestRide[stop]! &&
            !hopelessAt(stop, maxRides - round, time)
          ) {
            bestRide[stop] = time;
            rideTime[row + stop] = time;
            rideInstance[row + stop] = routes.instances[instance]!;
            rideFromPosition[row + stop] = boardedAt;
            rideToPosition[row + stop] = position;
            rideReadyFrom[row + stop] = boardedFrom;
            if (rideMark[stop] !== round) {
              rideMark[stop] = round;
              ridden[riddenCount++] = stop;
            }
          }
        }
      }
      if (!(flags & BOARDING)) continue;
      // Only the first ride leaves an origin, within the window; later rides leave when ready.
      let earliest: number;
      let latest = NEVER;
      let from = FROM_ORIGIN;
      if (round === 1) {
        if (!isOrigin[stop]) continue;
        earliest = originEarliest[stop]!;
        latest = originLatest[stop]!;
      } else {
        earliest = ready[stop]!;
        if (earliest >= best || hopelessAt(S + stop, maxRides - round + 1, earliest)) continue;
        from = readyFrom[stop]!;
      }
      // The first instance leaving at or after `earliest`, if it is earlier than the one on board:
      // mostly the one on board is still the first, which the instance before it tells at once.
      if (instance >= 0) {
        if (instanceStart + a.patternDeparture[instanceBase + position]! <= earliest) continue;
        const before = previousListed(routes, route, instance);
        if (before < 0 || leavesAt(a, routes, before, position) < earliest) continue;
      } else if (routes.lastDeparture[base + position]! < earliest) continue;
      let lo = firstLeaving(a, routes, route, position, earliest);
      while (lo >= 0 && lo !== instance && unsold(lo)) lo = nextListed(routes, route, lo);
      if (lo < 0 || lo === instance) continue;
      // Nothing leaving at or after the best arrival can beat it.
      const leaves = leavesAt(a, routes, lo, position);
      if (leaves > latest || leaves >= best) continue;
      instance = lo;
      instanceStart = routes.departure[lo]!;
      instanceBase = routes.instanceBase[lo]!;
      boardedAt = position;
      boardedFrom = from;
    }
  };

  for (let round = 1; round <= maxRides && queued > 0; round++) {
    riddenCount = 0;
    const scanned = queued;
    for (let i = 0; i < scanned; i++) {
      const route = queue[i]!;
      scan(route, queuedFrom[route]!, round);
      queuedFrom[route] = -1;
    }
    queued = 0;
    if (round === maxRides) break;

    const row = round * S;
    let walkedCount = 0;
    for (let i = 0; i < (q.sameStopChanges ? 0 : riddenCount); i++) {
      const stop = ridden[i]!;
      const arrival = rideTime[row + stop]!;
      if (arrival >= best) continue;
      for (let k = a.transferStart[stop]!; k < a.transferStart[stop + 1]!; k++) {
        const to = a.transferTo[k]!;
        const time = arrival + a.transferMinutes[k]!;
        if (isOrigin[to] || isDestination[to] || time >= best || time >= bestWalk[to]!) continue;
        bestWalk[to] = time;
        walkTime[row + to] = time;
        walkFromStop[row + to] = stop;
        if (walkMark[to] !== round) {
          walkMark[to] = round;
          walked[walkedCount++] = to;
        }
      }
    }

    for (let i = 0; i < riddenCount; i++) {
      const stop = ridden[i]!;
      const time = rideTime[row + stop]! + a.stopMinChange[stop]!;
      if (time >= ready[stop]! || time >= best) continue;
      if (hopelessAt(S + stop, maxRides - round, time)) continue;
      ready[stop] = time;
      readyFrom[stop] = readiness(round, false);
      queueAt(stop, time);
    }
    for (let i = 0; i < walkedCount; i++) {
      const stop = walked[i]!;
      const time = walkTime[row + stop]!;
      if (time >= ready[stop]! || time >= best) continue;
      if (hopelessAt(S + stop, maxRides - round, time)) continue;
      ready[stop] = time;
      readyFrom[stop] = readiness(round, true);
      queueAt(stop, time);
    }
    reach?.arrival.set(bestRide, round * S);
    reach?.boarding.set(ready, round * S);
    kept = round;
  }
  for (let i = 0; i < queued; i++) queuedFrom[queue[i]!] = -1;
  for (const stop of q.destinations) isDestination[stop] = 0;
  for (const stop of q.origins) isOrigin[stop] = 0;
  // Rounds not run (nothing left to ride) keep the reach before them. Only times that could
  // still beat the best arrival are ever worked out: with r rides taken, a stop not reached
  // sooner is reached no sooner than that, less the least the rides left take from there.
  for (let round = 1; reach && round <= maxRides; round++) {
    if (round > kept) {
      reach.arrival.copyWithin(round * S, kept * S, (kept + 1) * S);
      reach.boarding.copyWithin(round * S, kept * S, (kept + 1) * S);
    }
    const left = (maxRides - round) * 2 * S;
    for (let stop = 0; stop < S; stop++) {
      const arrival = Math.max(NOWHERE, best - (lower?.[left + stop] ?? 0));
      const boarding = Math.max(NOWHERE, best - (lower?.[left + S + stop] ?? 0));
      reach.arrival[round * S + stop] = Math.min(reach.arrival[round * S + stop]!, arrival);
      reach.boarding[round * S + stop] = Math.min(reach.boarding[round * S + stop]!, boarding);
    }
    // A journey at an origin has taken no ride, which is at most any number of them.
    for (const stop of q.origins) reach.boarding[round * S + stop] = originEarliest[stop]!;
  }
  if (bestInstance < 0) return { journey: null, reach };

  const patternOf = (instance: number) => a.tripPattern[a.instanceTrip[instance]!]!;
  const rides: Ride[] = [
    rideOf(timetable, bestInstance, patternOf(bestInstance), bestFrom, bestTo),
  ];
  for (let from = bestReadyFrom; from !== FROM_ORIGIN;) {
    const round = from >> 1;
    let stop: number = rides.at(-1)!.fromStop;
    if (from & 1) stop = walkFromStop[round * S + stop]!;
    const at = round * S + stop;
    const instance = rideInstance[at]!;
    rides.push(
      rideOf(timetable, instance, patternOf(instance), rideFromPosition[at]!, rideToPosition[at]!),
    );
    from = rideReadyFrom[at]!;
  }
  return { journey: journeyOf(rides.reverse()), reach };
}
