import type { Timetable } from '../timetable/timetable.ts';
import { ZoneClock } from '../timetable/zone-offset.ts';
import { instanceIndexOf } from './instance-index.ts';

/** The departures a traveller asks for: hours of one local day at the origin, both ends included. */
export type DepartureWindow = {
  /** Day number (days since 1970-01-01) of the travel date at the origin. */
  day: number;
  /** Hours of the local day at the origin, 0 … 24 (24 is the next midnight). */
  fromHour: number;
  toHour: number;
};

const clock = new ZoneClock();

/** A window in the origin stop's local time as horizon minutes [earliest, latest], inclusive. */
export function windowAt(timetable: Timetable, stop: number, w: DepartureWindow): [number, number] {
  const zone = timetable.zoneOf(stop);
  const start = timetable.meta.firstDay * 1440;
  return [
    clock.toUtc(zone, w.day, Math.round(w.fromHour * 60)) - start,
    clock.toUtc(zone, w.day, Math.round(w.toHour * 60)) - start,
  ];
}

/** First instance index of `pattern` whose departure at `position` is ≥ `time` (or the end). */
export function firstInstanceFrom(
  timetable: Timetable,
  pattern: number,
  position: number,
  time: number,
): number {
  const a = timetable.a;
  const offset = a.patternDeparture[a.patternStopStart[pattern]! + position]!;
  return instanceIndexOf(timetable).from(pattern, time - offset);
}
