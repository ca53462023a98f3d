import type { SearchState } from './state.ts';

/**
 * What a label may still hope for. Lower bounds to the destinations (`targetBounds`) against
 * the journeys found, and with a latest arrival the latest times (`latestDepartures`) for the
 * rides left: a partial journey that can no longer make either is dropped.
 */

/** Past the latest time that still reaches a destination by arriveBy in the rides left. */
export const lateAfterRide = (s: SearchState, stop: number, time: number, rides: number) =>
  s.late !== null && time > s.late.after[(s.maxRides - rides) * s.S + stop]!;

/** Ready to board past the latest time that still reaches a destination by arriveBy. */
export const lateToBoard = (s: SearchState, stop: number, time: number, rides: number) =>
  s.late !== null && time > s.late.board[(s.maxRides - rides) * s.S + stop]!;

/** The latest departure from pattern stop `at` worth boarding after `rides` rides. */
export const latestBoarding = (s: SearchState, at: number, rides: number) =>
  s.late === null ? Infinity : s.late.pattern[(s.maxRides - rides) * s.PS + at]!;

/**
 * Nothing completing a partial journey can beat these lower bounds: past the latest arrival,
 * too many rides, beaten by a journey found, or — with every Pareto point seeded — unable to
 * reach one leaving later.
 */
export function hopeless(
  s: SearchState,
  lowerArrival: number,
  price: number,
  rides: number,
  departure: number,
  incomplete: boolean,
): boolean {
  const arrival = Math.max(lowerArrival, s.noSooner);
  return (
    arrival > s.arriveBy ||
    rides > s.maxRides ||
    s.results.covers(arrival, price, rides, departure, incomplete) ||
    (s.pointsKnown && !s.results.reachableLater(arrival, price, rides, departure, incomplete))
  );
}

/**
 * `hopeless` for a traveller at a bounds node (a stop after a ride, or stops + a stop when
 * ready to board there) at `time`, with the criteria so far.
 */
export function hopelessAt(
  s: SearchState,
  node: number,
  time: number,
  price: number,
  rides: number,
  departure: number,
  incomplete: boolean,
): boolean {
  const at = s.boundRow(rides) + node;
  return hopeless(
    s,
    time + s.boundMinutes[at]!,
    price + s.boundPrice[at]!,
    rides + s.boundRides[node]!,
    departure,
    incomplete,
  );
}

/** Bounds by the stop's node: after a ride (may walk) or ready to board. */
function hopelessLabel(s: SearchState, l: number): boolean {
  const L = s.labels;
  const stop = L.stop[l]!;
  const rides = L.rides[l]!;
  const canWalk = L.canWalk[l] === 1;
  const time = canWalk ? L.time[l]! : L.boardReady[l]!;
  if (canWalk ? lateAfterRide(s, stop, time, rides) : lateToBoard(s, stop, time, rides)) {
    return true;
  }
  const node = canWalk ? stop : s.S + stop;
  return hopelessAt(s, node, time, L.price[l]!, rides, L.departure[l]!, L.priceIncomplete[l] === 1);
}

/** Not dominated in its bag nor hopeless: hopeless is for good, and only a journey found can make a label hopeless. */
export function alive(s: SearchState, l: number): boolean {
  const L = s.labels;
  if (L.dead[l]) return false;
  if (L.hopefulAt[l] === s.results.version) return true;
  if (hopelessLabel(s, l)) return false;
  L.hopefulAt[l] = s.results.version;
  return true;
}
