import { expect } from 'vitest';
import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import { isSimple } from './combined.ts';
import { windowAt } from './query-window.ts';
import { rideOf, type Journey } from './ride.ts';
import type { CombinedQuery } from './combined-query.ts';

/**
 * The journey keeps every rule of `searchCombined`, checked ride by ride: real rides of allowed
 * modes, the first leaving an origin in its window, each change long enough (at the stop, or
 * by a walk of the transfer table to a stop that is neither an origin nor a destination), only
 * the last reaching a destination (by the latest arrival, when set), no ride back to an origin,
 * no loop, only priced trips when the query asks so, and no sold-out trip instance.
 */
export function expectKeepsTheRules(timetable: Timetable, q: CombinedQuery, journey: Journey) {
  const a = timetable.a;
  const { rides } = journey;
  expect(rides.length).toBeGreaterThan(0);
  expect(rides.length).toBeLessThanOrEqual(q.maxTransfers + 1);
  expect(isSimple(journey)).toBe(true);
  const [earliest, latest] = windowAt(timetable, rides[0]!.fromStop, q.window);
  expect(q.origins).toContain(rides[0]!.fromStop);
  expect(journey.departure).toBeGreaterThanOrEqual(earliest);
  expect(journey.departure).toBeLessThanOrEqual(latest);
  expect(q.destinations).toContain(rides.at(-1)!.toStop);
  expect(journey.arrival).toBeLessThanOrEqual(q.arriveBy ?? Infinity);
  rides.forEach((ride, i) => {
    expect(
      rideOf(timetable, ride.instance, ride.pattern, ride.fromPosition, ride.toPosition),
    ).toEqual(ride);
    expect(q.modes).toContain(timetable.modeOf(ride.pattern));
    if (q.pricedOnly) expect(ride.price).not.toBeNull();
    expect(q.soldOut ?? []).not.toContain(ride.instance);
    const base = a.patternStopStart[ride.pattern]!;
    expect(a.patternStopFlags[base + ride.fromPosition]! & BOARDING).toBeTruthy();
    expect(a.patternStopFlags[base + ride.toPosition]! & ALIGHTING).toBeTruthy();
    expect(q.origins).not.toContain(ride.toStop);
    if (i === rides.length - 1) return;
    expect(q.destinations).not.toContain(ride.toStop);
    const next = rides[i + 1]!;
    if (next.fromStop === ride.toStop) {
      expect(next.departure).toBeGreaterThanOrEqual(ride.arrival + a.stopMinChange[ride.toStop]!);
      return;
    }
    expect(q.origins).not.toContain(next.fromStop);
    expect(q.destinations).not.toContain(next.fromStop);
    let walk = Infinity;
    for (let k = a.transferStart[ride.toStop]!; k < a.transferStart[ride.toStop + 1]!; k++) {
      if (a.transferTo[k] === next.fromStop) walk = Math.min(walk, a.transferMinutes[k]!);
    }
    expect(next.departure).toBeGreaterThanOrEqual(ride.arrival + walk);
  });
}
