import { modeMaskOf } from '../timetable/source.ts';
import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import type { StopReach } from './stop-reach.ts';
import { InstanceCursor, instanceIndexOf } from './instance-index.ts';
import { rideEdgesOf } from './ride-edges.ts';
import { queryEnds, type BoundsQuery } from './target-bounds.ts';

const UNKNOWN = -1;

/** No time is late enough: nothing reaches a destination by the latest arrival from there. */
export const NONE = -0x7fffffff;

/**
 * The latest a partial journey can be somewhere and still reach a destination by the latest
 * arrival, with at most k more rides (rows k = 0 … maxTransfers + 1). A label later than its
 * row can be dropped: unlike the static lower bounds of `targetBounds`, these count the waiting
 * for the next departure, which is most of a long journey on a national network.
 */
export type LatestDepartures = {
  /** [k × stops + s]: latest arrival at s by a ride (the traveller may change there or walk). */
  after: Int32Array;
  /** [k × stops + s]: latest time ready to board at s (after a walk, or at an origin). */
  board: Int32Array;
  /**
   * [k × patternStops + patternStopStart[p] + i]: latest departure from position i of pattern p
   * whose ride (one of the k) can still lead to a destination in time.
   */
  pattern: Int32Array;
};

export type LatestQuery = BoundsQuery & {
  arriveBy: number;
  /**
   * No partial journey is ever earlier than this (the first departure the window allows): a
   * latest time before it is as good as none, so such times are not worked out and may be
   * left at NONE. Unset: all are.
   */
  notBefore?: number;
  /** Where set, times before a stop's reach are not worked out either (left at NONE or less). */
  reach?: StopReach;
};

/**
 * RAPTOR backwards in time from the destinations at `arriveBy`: round k boards, in every
 * pattern that alights where round k − 1 improved, the latest instance that still arrives
 * there in time. By the rules of `searchCombined` but allowing loops, so the times are upper
 * bounds for simple journeys too: a label later than them has no completion.
 */
export function latestDepartures(timetable: Timetable, q: LatestQuery): LatestDepartures {
  const a = timetable.a;
  const S = timetable.stopCount;
  const PS = a.patternStops.length;
  const maxRides = q.maxTransfers + 1;
  const edges = rideEdgesOf(timetable);
  const after = new Int32Array((maxRides + 1) * S).fill(NONE);
  const board = new Int32Array((maxRides + 1) * S).fill(NONE);
  const pattern = new Int32Array((maxRides + 1) * PS).fill(NONE);
  const { isOrigin, isDestination } = queryEnds(timetable, q);
  const modeMask = modeMaskOf(q.modes);
  const arriveBy = Math.min(Math.floor(q.arriveBy), 0x7fffffff);
  const notBefore = q.notBefore ?? -Infinity;
  const reach = q.reach;
  const index = instanceIndexOf(timetable);
  const cursor = new InstanceCursor(index);

  // A ride into a destination ends the journey, whatever rides are left.
  for (let k = 0; k <= maxRides; k++) {
    for (const d of q.destinations) after[k * S + d] = arriveBy;
  }
  let marked = [...new Set(q.destinations)];
  const mark = new Int32Array(S).fill(-1);
  const startOf = new Int32Array(timetable.patternCount).fill(-1);
  const patterns: number[] = [];
  const boarded: number[] = [];
  /** [pattern]: its first instance that can leave after notBefore, once looked up. */
  const firstOf = new Int32Array(timetable.patternCount).fill(UNKNOWN);
  let done = 0;

  for (let k = 1; k <= maxRides && marked.length > 0; k++) {
    const row = k * S;
    const before = row - S;
    /** Where the reach of a traveller with k rides left starts: the row of the rides taken. */
    const taken = (maxRides - k) * S;
    board.copyWithin(row, before, row);
    after.copyWithin(row, before, row);
    pattern.copyWithin(k * PS, (k - 1) * PS, k * PS);

    for (const stop of marked) {
      for (let m = a.stopPatternStart[stop]!; m < a.stopPatternStart[stop + 1]!; m++) {
        const p = a.stopPatterns[m]!;
        if (!((modeMask >>> a.patternMode[p]!) & 1)) continue;
        const position = a.stopPatternPosition[m]!;
        if (!(a.patternStopFlags[a.patternStopStart[p]! + position]! & ALIGHTING)) continue;
        if (startOf[p]! < 0) patterns.push(p);
        if (position > startOf[p]!) startOf[p] = position;
      }
    }

    boarded.length = 0;
    for (const p of patterns) {
      const base = a.patternStopStart[p]!;
      if (firstOf[p] === UNKNOWN) {
        // Earlier instances leave every position before notBefore.
        const lastLeaves = a.patternDeparture[a.patternStopStart[p + 1]! - 1]!;
        firstOf[p] = index.from(p, notBefore - lastLeaves);
      }
      const first = firstOf[p]!;
      let found = false;
      let departure = 0;
      /**
       * When the instance after the one kept leaves (NaN: not looked up yet): only a target
       * past it asks the index again, and only a target past the kept one looks it up.
       */
      let next = NaN;
      for (let i = startOf[p]!; i >= 0; i--) {
        const stop = a.patternStops[base + i]!;
        const flags = a.patternStopFlags[base + i]!;
        const target = after[before + stop]!;
        // The latest instance arriving here by the target, if later than the one kept.
        const by = target - a.patternArrival[base + i]!;
        if (
          flags & ALIGHTING &&
          !isOrigin[stop] &&
          target !== NONE &&
          (!found ||
            (by > departure && by >= (Number.isNaN(next) ? (next = cursor.nextDeparture()) : next)))
        ) {
          if (cursor.seekLast(p, by, first)) {
            found = true;
            departure = cursor.departure;
            next = NaN;
          }
        }
        if (!found || !(flags & BOARDING)) continue;
        const leaves = departure + a.patternDeparture[base + i]!;
        if (reach && leaves < reach.boarding[taken + stop]!) continue;
        const at = k * PS + base + i;
        if (leaves > pattern[at]!) pattern[at] = leaves;
        if (leaves > board[row + stop]!) {
          board[row + stop] = leaves;
          if (mark[stop] !== k) {
            mark[stop] = k;
            boarded.push(stop);
          }
        }
      }
      startOf[p] = -1;
    }
    patterns.length = 0;

    // A ride into s may change there, or walk from s to a stop boarded later.
    const next = new Set<number>();
    const improve = (stop: number, time: number) => {
      if (isDestination[stop] || time <= after[row + stop]! || time < notBefore) return;
      if (reach && time < reach.arrival[taken + stop]!) return;
      after[row + stop] = time;
      next.add(stop);
    };
    for (const stop of boarded) {
      const leaves = board[row + stop]!;
      improve(stop, leaves - a.stopMinChange[stop]!);
      if (isOrigin[stop] || isDestination[stop]) continue;
      for (let w = edges.walkIntoStart[stop]!; w < edges.walkIntoStart[stop + 1]!; w++) {
        improve(edges.walkFrom[w]!, leaves - edges.walkMinutes[w]!);
      }
    }
    marked = [...next];
    done = k;
  }
  // Rounds that improved nothing keep the rows before them.
  for (let k = done + 1; k <= maxRides; k++) {
    board.copyWithin(k * S, done * S, (done + 1) * S);
    after.copyWithin(k * S, done * S, (done + 1) * S);
    pattern.copyWithin(k * PS, done * PS, (done + 1) * PS);
  }
  return { after, board, pattern };
}
