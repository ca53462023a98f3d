import { expect } from 'vitest';
import type { Timetable } from '../timetable/timetable.ts';
import type { CombinedQuery } from './combined.ts';
import {
  referenceParetoSet,
  rideKey,
  type ReferencePoint,
} from './reference-router.test-support.ts';
import type { Journey } from './ride.ts';

const pointOf = (p: Omit<ReferencePoint, 'journeys'>) =>
  `dep ${p.departure} arr ${p.arrival} price ${p.price}${p.priceIncomplete ? '+?' : ''} rides ${p.rides}`;

/**
 * The engine's journeys are the reference's Pareto points, one each, and each is one of the
 * journeys the reference found for its point.
 */
export function expectSameAsReference(timetable: Timetable, q: CombinedQuery, journeys: Journey[]) {
  const reference = referenceParetoSet(timetable, q);
  const points = journeys.map((j) => pointOf({ ...j, rides: j.rides.length }));
  expect(points.sort()).toEqual(reference.map(pointOf).sort());
  for (const journey of journeys) {
    const point = reference.find(
      (p) => pointOf(p) === pointOf({ ...journey, rides: journey.rides.length }),
    )!;
    expect(point.journeys).toContain(journey.rides.map(rideKey).join(' '));
  }
}
