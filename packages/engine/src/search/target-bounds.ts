import { MODES, type Mode } from '../timetable/source.ts';
import type { Timetable } from '../timetable/timetable.ts';
import { MinHeap } from './min-heap.ts';
import { rideEdgesOf, type RideEdges } from './ride-edges.ts';

/**
 * Lower bounds on the rest of a journey from each stop to the destinations: minutes on board
 * and changing (no waiting), known fares, rides. Indexed by stop for a traveller who arrived
 * by a ride (may change at the stop or walk) and, at stops + stop, for one ready to board
 * (after a walk, or at an origin). Infinity where no destination can be reached. A partial
 * journey whose bounds a found journey already beats can be dropped: the pruning that keeps
 * the combined search near the destinations.
 */
export type TargetBounds = { minutes: Float64Array; price: Float64Array; rides: Float64Array };

export type BoundsQuery = {
  origins: readonly number[];
  destinations: readonly number[];
  modes: readonly Mode[];
};

type Weights = {
  ride: (edges: RideEdges, e: number) => number;
  change: (stop: number) => number;
  walk: (edges: RideEdges, k: number) => number;
};

export function targetBounds(timetable: Timetable, q: BoundsQuery): TargetBounds {
  const a = timetable.a;
  const edges = rideEdgesOf(timetable);
  const isOrigin = new Uint8Array(timetable.stopCount);
  for (const s of q.origins) isOrigin[s] = 1;
  const isDestination = new Uint8Array(timetable.stopCount);
  for (const s of q.destinations) isDestination[s] = 1;
  let modeMask = 0;
  for (const mode of q.modes) modeMask |= 1 << MODES.indexOf(mode);
  const heap = new MinHeap();

  /**
   * Dijkstra backwards over two nodes per stop: `after` a ride into it, `board` there. A ride
   * s → t leads from board(s) to after(t); after(t) leads to board(t) by the change time and
   * to board(u) by a walk t → u. Nobody rides into an origin or walks into an origin or a
   * destination, and a ride into a destination ends the journey.
   */
  const run = (w: Weights): Float64Array => {
    const S = timetable.stopCount;
    const best = new Float64Array(2 * S).fill(Infinity);
    heap.clear();
    for (const d of q.destinations) {
      best[d] = 0;
      heap.push(d, 0);
    }
    while (heap.length > 0) {
      const key = heap.peekKey();
      const node = heap.pop();
      if (key > best[node]!) continue;
      if (node < S) {
        if (isOrigin[node]) continue;
        for (let e = edges.intoStart[node]!; e < edges.intoStart[node + 1]!; e++) {
          if (!((modeMask >>> edges.mode[e]!) & 1)) continue;
          const board = S + edges.from[e]!;
          const value = key + w.ride(edges, e);
          if (value < best[board]!) {
            best[board] = value;
            heap.push(board, value);
          }
        }
        continue;
      }
      const stop = node - S;
      const changed = key + w.change(stop);
      if (!isDestination[stop] && changed < best[stop]!) {
        best[stop] = changed;
        heap.push(stop, changed);
      }
      if (isOrigin[stop] || isDestination[stop]) continue;
      for (let k = edges.walkIntoStart[stop]!; k < edges.walkIntoStart[stop + 1]!; k++) {
        const after = edges.walkFrom[k]!;
        const walked = key + w.walk(edges, k);
        if (isDestination[after] || walked >= best[after]!) continue;
        best[after] = walked;
        heap.push(after, walked);
      }
    }
    return best;
  };

  return {
    minutes: run({
      ride: (e, i) => e.minutes[i]!,
      change: (stop) => a.stopMinChange[stop]!,
      walk: (e, k) => e.walkMinutes[k]!,
    }),
    price: run({ ride: (e, i) => e.price[i]!, change: () => 0, walk: () => 0 }),
    rides: run({ ride: () => 1, change: () => 0, walk: () => 0 }),
  };
}
