import {
  changesCost,
  COMBINED_SHOWN,
  HOUR_VALUES_KOPECKS,
} from '@peresadka/contracts/route-ranking';
import type { Journey, Ride } from '@peresadka/engine/search/ride';
import { worthShowing, type Weighed } from '@peresadka/engine/search/worth-showing';
import type { Timetable } from '@peresadka/engine/timetable/timetable';

/** The changes of a journey: a crossing where a ride leaves from another stop than the last reached. */
const transfersOf = (journey: Journey) =>
  journey.rides.slice(1).map((ride, i) => ({
    station_change: ride.fromStop !== journey.rides[i]!.toStop,
  }));

const weighed = (journey: Journey): Weighed => ({
  price: journey.price,
  minutes: journey.arrival - journey.departure,
  changes: changesCost(transfersOf(journey)),
  rides: journey.rides.length,
});

/**
 * The combined tab as the site builds it from the engine's answer, at published fares (the
 * server prices trains by their supplier; the bench has none): the journeys of two rides or
 * more that no single ride — of the answer or of the per-mode lists — reaches no later for no
 * more (the server's `unbeatenBy`), and of those, with `rule`, the ones worth showing (the
 * engine's `worthShowing`, as the server calls it). Without `rule`, the release before.
 */
export function shownCombined(
  timetable: Timetable,
  journeys: readonly Journey[],
  direct: readonly Ride[],
  rule: boolean,
): Journey[] {
  const singles = [
    ...journeys.filter((j) => j.rides.length === 1).map((j) => j.rides[0]!),
    ...direct,
  ];
  const combined = journeys.filter(
    (j) =>
      j.rides.length >= 2 &&
      !singles.some((r) => r.arrival <= j.arrival && (r.price ?? 0) <= j.price),
  );
  if (!rule) return combined;
  const city = (stop: number) => timetable.a.stopCity[stop]!;
  return worthShowing(
    combined,
    (j) => ({
      ...weighed(j),
      corridor: [
        ...j.rides.map((r) => timetable.modeOf(r.pattern)),
        ...j.rides.slice(1).map((r) => city(r.fromStop)),
      ].join(' '),
    }),
    singles.map((r) => ({
      price: r.price ?? 0,
      minutes: r.arrival - r.departure,
      changes: 0,
      rides: 1,
    })),
    HOUR_VALUES_KOPECKS,
    COMBINED_SHOWN,
  );
}
