import { modeMaskOf, type Mode } from '../timetable/source.ts';
import type { Timetable } from '../timetable/timetable.ts';
import { rideEdgesOf } from './ride-edges.ts';

/**
 * Lower bounds on the rest of a journey from each stop to the destinations, for each number of
 * rides left: minutes on board and changing (no waiting), known fares, and the fewest rides.
 * Node `stop` is a traveller who arrived by a ride (may change at the stop or walk), node
 * stops + stop one ready to board (after a walk, or at an origin). Infinity where no
 * destination can be reached in the rides left. A partial journey whose bounds a found journey
 * already beats can be dropped: the pruning that keeps the combined search near the
 * destinations. Bounding by the rides left matters on a national network, where the cheap way
 * (a chain of buses) takes more rides than a journey that has used some can still make.
 */
export type TargetBounds = {
  /** [k × 2 stops + node]: the least with at most k more rides, k = 0 … maxTransfers + 1. */
  minutes: Float64Array;
  price: Float64Array;
  /** [node]: the fewest rides (Infinity past maxTransfers + 1). */
  rides: Float64Array;
};

export type BoundsQuery = {
  origins: readonly number[];
  destinations: readonly number[];
  modes: readonly Mode[];
  maxTransfers: number;
};

/** The query's origins and destinations as flags per stop, for the scans to test. */
export function queryEnds(
  timetable: Timetable,
  q: Pick<BoundsQuery, 'origins' | 'destinations'>,
): { isOrigin: Uint8Array; isDestination: Uint8Array } {
  const isOrigin = new Uint8Array(timetable.stopCount);
  for (const s of q.origins) isOrigin[s] = 1;
  const isDestination = new Uint8Array(timetable.stopCount);
  for (const s of q.destinations) isDestination[s] = 1;
  return { isOrigin, isDestination };
}

/**
 * Rounds backwards from the destinations over two nodes per stop, `after` a ride into it and
 * `board` there: round k rides once more. A ride s → t leads from board(s) to after(t);
 * after(t) leads to board(t) by the change time and to board(u) by a walk t → u. Nobody rides
 * into an origin or walks into an origin or a destination, and a ride into a destination ends
 * the journey. Loops are allowed, so the bounds hold for simple journeys too.
 */
export function targetBounds(timetable: Timetable, q: BoundsQuery): TargetBounds {
  const a = timetable.a;
  const S = timetable.stopCount;
  const N = 2 * S;
  const maxRides = q.maxTransfers + 1;
  const edges = rideEdgesOf(timetable);
  const { isOrigin, isDestination } = queryEnds(timetable, q);
  const modeMask = modeMaskOf(q.modes);

  const minutes = new Float64Array((maxRides + 1) * N).fill(Infinity);
  const price = new Float64Array((maxRides + 1) * N).fill(Infinity);
  const rides = new Float64Array(N).fill(Infinity);
  for (const d of q.destinations) {
    minutes[d] = 0;
    price[d] = 0;
    rides[d] = 0;
  }

  // Row k's boarding bounds are row k − 1's improved by the rides into stops whose bounds after
  // a ride improved in row k − 1 (all of them start at infinity in row 0, but destinations).
  // Only stops some ride of the modes boards at (`boarded`) and those walking to one can have a
  // bound: the rows are worked out over them alone, not over every stop of the network (a
  // plane's question has a few dozen airports among a national network's stations).
  let improved: number[] = [...new Set(q.destinations)];
  const boarded: number[] = [];
  const isBoarded = new Uint8Array(S);
  const candidates: number[] = [];
  const candidateAt = new Int32Array(S);
  for (let k = 1; k <= maxRides; k++) {
    const row = k * N;
    const before = row - N;
    minutes.copyWithin(row + S, before + S, row);
    price.copyWithin(row + S, before + S, row);
    for (const t of improved) {
      if (isOrigin[t]) continue;
      const m = minutes[before + t]!;
      const p = price[before + t]!;
      for (let e = edges.intoStart[t]!; e < edges.intoStart[t + 1]!; e++) {
        if (!((modeMask >>> edges.mode[e]!) & 1)) continue;
        const from = edges.from[e]!;
        const board = row + S + from;
        minutes[board] = Math.min(minutes[board]!, m + edges.minutes[e]!);
        price[board] = Math.min(price[board]!, p + edges.price[e]!);
        if (!isBoarded[from]) {
          isBoarded[from] = 1;
          boarded.push(from);
        }
      }
    }
    // The stops whose bound after a ride may be finite in this row: each boarded one, and each
    // that walks to one.
    candidates.length = 0;
    const candidate = (t: number) => {
      if (candidateAt[t] === k) return;
      candidateAt[t] = k;
      candidates.push(t);
    };
    for (const u of boarded) {
      candidate(u);
      for (let w = edges.walkIntoStart[u]!; w < edges.walkIntoStart[u + 1]!; w++) {
        candidate(edges.walkFrom[w]!);
      }
    }
    for (const d of q.destinations) {
      minutes[row + d] = 0;
      price[row + d] = 0;
    }
    const next: number[] = [];
    for (const t of candidates) {
      if (isDestination[t]) continue;
      let m = minutes[row + S + t]! + a.stopMinChange[t]!;
      let p = price[row + S + t]!;
      for (let w = a.transferStart[t]!; w < a.transferStart[t + 1]!; w++) {
        const u = a.transferTo[w]!;
        if (isOrigin[u] || isDestination[u]) continue;
        m = Math.min(m, a.transferMinutes[w]! + minutes[row + S + u]!);
        p = Math.min(p, price[row + S + u]!);
      }
      minutes[row + t] = m;
      price[row + t] = p;
      if (m < minutes[before + t]! || p < price[before + t]!) next.push(t);
      if (rides[t] === Infinity && p !== Infinity) rides[t] = k;
    }
    improved = next;
    for (const u of boarded) {
      if (rides[S + u] === Infinity && price[row + S + u] !== Infinity) rides[S + u] = k;
    }
  }
  return { minutes, price, rides };
}
