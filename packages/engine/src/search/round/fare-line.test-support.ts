import type { Timetable } from '../../timetable/timetable.ts';
import type { FareClasses } from '../fare-classes.ts';
import { clockOf, network, price, trip } from '../network.test-support.ts';

/** Source trip id → fare (null: none), each leaving station 1 at the hour of its id − 2. */
const FARES: [number, number | null][] = [
  [10, 10000],
  [11, 10000],
  [12, 5000],
  [13, 20000],
  [14, null],
];

/**
 * One line, stations 1 → 2 → 3, with one trip an hour: 08:00 and 09:00 at the same fare (one
 * fare class), 10:00 cheaper, 11:00 dearer, 12:00 without a fare.
 */
export const fareLine = (): Timetable =>
  network(
    FARES.map(([id, fare]) =>
      trip(
        id,
        'TRAIN',
        clockOf((id - 2) * 60),
        [
          [1, 0, 0, 0],
          [2, 60, 65, 100],
          [3, 120, 120, 200],
        ],
        fare === null ? null : price(fare),
      ),
    ),
  );

/** The fare class (classStart-based) of a source trip, as the search numbers them. */
export function fareClassOf(timetable: Timetable, classes: FareClasses, sourceTrip: number) {
  const t = timetable.a.tripId.indexOf(sourceTrip);
  return classes.classStart[timetable.a.tripPattern[t]!]! + classes.tripClass[t]!;
}
