import { compileTimetable } from '../timetable/compile.ts';
import { dayOf, isoOf } from '../timetable/day-number.ts';
import type { ServiceCalendar } from '../timetable/service-days.ts';
import type {
  Mode,
  SourceFare,
  SourceStation,
  SourceTrip,
  StationKind,
  TimetableSource,
} from '../timetable/source.ts';
import type { Timetable } from '../timetable/timetable.ts';
import { zoneOffsetMinutes } from '../timetable/zone-offset.ts';

/** Small hand-made networks for the search tests. Monday 23 November 2026 starts the horizon. */
export const FIRST_DAY = dayOf('2026-11-23');

export const DAILY: ServiceCalendar = {
  weekdays: 127,
  startDate: null,
  endDate: null,
  addedDates: [],
  removedDates: [],
};

export function station(
  id: number,
  cityId: number,
  timeZone = 'Europe/Moscow',
  kind: StationKind = 'RailwayStation',
): SourceStation {
  return { id, cityId, kind, latitude: 55, longitude: 37, timeZone };
}

/** [station, arrival offset, departure offset, km] with both boarding and alighting allowed. */
type StopRow =
  [number, number, number, number] | [number, number, number, number, 'board' | 'alight'];

/** "HH:MM" local departure; stops as rows; fare null when unpriced. */
export function trip(
  id: number,
  mode: Mode,
  departure: string,
  rows: StopRow[],
  fare: SourceFare | null = { base: 10000, perKm: 100 },
  extra: Partial<SourceTrip> = {},
): SourceTrip {
  const [h, m] = departure.split(':').map(Number);
  return {
    id,
    mode,
    timeZone: 'Europe/Moscow',
    departureMinute: h! * 60 + m!,
    calendar: DAILY,
    stops: rows.map(([stationId, arrivalOffset, departureOffset, distanceKm, only]) => ({
      stationId,
      arrivalOffset,
      departureOffset,
      distanceKm,
      boarding: only !== 'alight',
      alighting: only !== 'board',
    })),
    fare,
    ...extra,
  };
}

export const compile = (source: TimetableSource, days = 10): Timetable =>
  compileTimetable(source, { firstDay: FIRST_DAY, days });

export const stopsOf = (timetable: Timetable, ...stationIds: number[]): number[] =>
  stationIds.map((id) => timetable.stopOf(id)!);

/** "2026-11-23 09:00": a horizon minute on the local clock of a stop. */
export function localTime(timetable: Timetable, horizonMinute: number, stop: number): string {
  const utc = timetable.epochMinute(horizonMinute);
  const local = utc + zoneOffsetMinutes(timetable.zoneOf(stop), utc);
  const day = Math.floor(local / 1440);
  const minute = local - day * 1440;
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return `${isoOf(day)} ${hh}:${mm}`;
}
