import { compileTimetable } from '../timetable/compile.ts';
import { dayOf, isoOf } from '../timetable/day-number.ts';
import type { ServiceCalendar } from '../timetable/service-days.ts';
import { MODES } from '../timetable/source.ts';
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
import type { Journey } from './ride.ts';
import type { CombinedQuery } from './combined-query.ts';
import { utcMinute, type StopId, type UtcMinute } from '../units.ts';

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

export const stopsOf = (timetable: Timetable, ...stationIds: number[]): StopId[] =>
  stationIds.map((id) => timetable.stopOf(id)!);

/** "09:05": a minute of the day on the clock, as `trip` takes departures. */
export const clockOf = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** "2026-11-23 09:00": a horizon minute on the local clock of a stop. */
export function localTime(timetable: Timetable, horizonMinute: UtcMinute, stop: number): string {
  const utc = timetable.epochMinute(horizonMinute);
  const local = utc + zoneOffsetMinutes(timetable.zoneOf(stop), utc);
  const day = Math.floor(local / 1440);
  return `${isoOf(day)} ${clockOf(local - day * 1440)}`;
}

/** A fixed price in kopecks, whatever the distance. */
export const price = (kopecks: number): SourceFare => ({ base: kopecks, perKm: 0 });

/** A train from one station to the next, `minutes` long, for `rub` rubles. */
export const hop = (id: number, from: number, to: number, at: string, minutes = 60, rub = 100) =>
  trip(
    id,
    'TRAIN',
    at,
    [
      [from, 0, 0, 0],
      [to, minutes, minutes, 100],
    ],
    price(rub * 100),
  );

/** Nine railway stations, each its own city, and the given trips. */
export const network = (trips: SourceTrip[], extra: Partial<TimetableSource> = {}): Timetable =>
  compile({
    stations: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => station(id, id)),
    trips,
    transfers: [],
    ...extra,
  });

/**
 * Moscow 10:00 → Novosibirsk 18:00 local (UTC+7); on to Vladivostok on trip 11 at 19:30 →
 * 03:30 (unpriced), or on trip 12 at 18:20 — too tight: 20 minutes at the airport, which
 * needs 60.
 */
export const siberianFlights = (): Timetable =>
  compile({
    stations: [
      station(1, 1, 'Europe/Moscow', 'Airport'),
      station(2, 2, 'Asia/Novosibirsk', 'Airport'),
      station(3, 3, 'Asia/Vladivostok', 'Airport'),
    ],
    trips: [
      trip(10, 'PLANE', '10:00', [
        [1, 0, 0, 0],
        [2, 240, 240, 2800],
      ]),
      trip(
        11,
        'PLANE',
        '19:30',
        [
          [2, 0, 0, 0],
          [3, 300, 300, 3700],
        ],
        null,
        { timeZone: 'Asia/Novosibirsk' },
      ),
      trip(
        12,
        'PLANE',
        '18:20',
        [
          [2, 0, 0, 0],
          [3, 300, 300, 3700],
        ],
        price(100),
        { timeZone: 'Asia/Novosibirsk' },
      ),
    ],
    transfers: [],
  });

/**
 * From 1 to the airport (2), which needs an hour, then a plane to 4 at 10:30 or 13:00. Walking
 * out to the rail station (3), taking a free bus to the bus station (5) and walking back takes
 * 15 minutes — and comes back to the airport, so only a journey visiting it twice makes 10:30.
 */
export const loopAroundTheAirport = (): Timetable =>
  compile({
    stations: [
      station(1, 1),
      station(2, 2, 'Europe/Moscow', 'Airport'),
      station(3, 2),
      station(5, 2, 'Europe/Moscow', 'BusStop'),
      station(4, 4, 'Europe/Moscow', 'Airport'),
    ],
    trips: [
      hop(1, 1, 2, '09:00'),
      trip(
        2,
        'BUS',
        '10:05',
        [
          [3, 0, 0, 0],
          [5, 5, 5, 5],
        ],
        price(0),
      ),
      trip(
        3,
        'PLANE',
        '10:30',
        [
          [2, 0, 0, 0],
          [4, 60, 60, 500],
        ],
        price(100000),
      ),
      trip(
        4,
        'PLANE',
        '13:00',
        [
          [2, 0, 0, 0],
          [4, 60, 60, 500],
        ],
        price(100000),
      ),
    ],
    transfers: [
      { fromStationId: 2, toStationId: 3, minutes: 5 },
      { fromStationId: 5, toStationId: 2, minutes: 5 },
    ],
  });

/** A query in station ids, on the first day, with the site's defaults for what is left out. */
export type Ask = {
  from: number[];
  to: number[];
  fromHour?: number;
  toHour?: number;
  modes?: readonly Mode[];
  maxTransfers?: number;
  /** Horizon minutes. */
  arriveBy?: number;
  sameStopChanges?: boolean;
};

export function queryOf(timetable: Timetable, ask: Ask): CombinedQuery {
  return {
    origins: stopsOf(timetable, ...ask.from),
    destinations: stopsOf(timetable, ...ask.to),
    window: { day: FIRST_DAY, fromHour: ask.fromHour ?? 0, toHour: ask.toHour ?? 24 },
    modes: ask.modes ?? MODES,
    maxTransfers: ask.maxTransfers ?? 5,
    ...(ask.arriveBy === undefined ? {} : { arriveBy: utcMinute(ask.arriveBy) }),
    ...(ask.sameStopChanges ? { sameStopChanges: true } : {}),
  };
}

/** "12+13 08:00→15:00": trip ids and the local times at both ends. */
export function journeyLine(timetable: Timetable, j: Journey): string {
  const trips = j.rides.map((r) => timetable.a.tripId[r.trip]).join('+');
  const from = localTime(timetable, j.departure, j.rides[0]!.fromStop).slice(11);
  const to = localTime(timetable, j.arrival, j.rides.at(-1)!.toStop).slice(11);
  return `${trips} ${from}→${to}`;
}
