import { AppError } from '@peresadka/contracts/errors';
import { dayOf } from '@peresadka/engine/timetable/day-number';
import { runsOn, serviceBitset } from '@peresadka/engine/timetable/service-days';
import { localToUtcMinute } from '@peresadka/engine/timetable/zone-offset';
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import type { Segment } from '../inventory/seat-inventory.ts';
import { localDateTime } from '../search/local-time.ts';
import type { RideKey } from '../search/route-id.ts';
import type { RideView } from '../search/ride-view.ts';
import { loadTripInfo, type TripInfo } from '../search/trip-info.ts';
import { timetableHorizon } from '../timetable/timetable-service.ts';
import { rowsOf } from '../timetable/timetable-writer.ts';

export type RouteStop = {
  sequence: number;
  stationId: number;
  name: string;
  code: string | null;
  /** Local times at the stop; the first stop has no arrival, the last no departure. */
  arrivalTime: string | null;
  departureTime: string | null;
  distanceKm: number;
};

/** One ride as the detail and order pages need it: the whole line, and where the traveller is on it. */
export type LoadedRide = {
  key: RideKey;
  trip: TripInfo;
  stops: RouteStop[];
  from: RouteStop;
  to: RouteStop;
  minutes: number;
  km: number;
};

type StopRow = {
  sequence: number;
  station_id: number;
  name: string;
  code: string | null;
  time_zone: string;
  arrival_offset: number;
  departure_offset: number;
  distance_km: number;
};
type ServiceRow = {
  time_zone: string;
  departure_minute: number;
  weekdays: number;
  start_date: string | null;
  end_date: string | null;
  added_dates: string[];
  removed_dates: string[];
};

export const rideNotFound = () =>
  new AppError('not_found', 'Ride not found', {
    userMessage: 'Этот рейс не найден или больше не продаётся. Повторите поиск.',
  });

/**
 * Re-reads a ride named by a route id from the database, checking that the trip runs on that
 * date, serves both stations in that order and leaves the first within the timetable's horizon
 * (what a search could have found today): a route id is client input like any other.
 */
export async function loadRide(db: Db, key: RideKey, now: Date): Promise<LoadedRide> {
  const [serviceResult, stopResult, trips] = await Promise.all([
    db.execute(sql`
      select t.time_zone, t.departure_minute, s.weekdays, s.start_date::text, s.end_date::text,
             s.added_dates::text[] as added_dates, s.removed_dates::text[] as removed_dates
      from trips t join services s on s.id = t.service_id where t.id = ${key.tripId}`),
    db.execute(sql`
      select ts.sequence, ts.station_id, st.name, st.code, st.time_zone, ts.arrival_offset,
             ts.departure_offset, ts.distance_km
      from trip_stops ts join stations st on st.id = ts.station_id
      where ts.trip_id = ${key.tripId} order by ts.sequence`),
    loadTripInfo(db, [key.tripId]),
  ]);
  const service = rowsOf<ServiceRow>(serviceResult)[0];
  const trip = trips.get(key.tripId);
  if (!service || !trip) throw rideNotFound();
  const day = dayOf(key.serviceDate);
  const calendar = {
    weekdays: service.weekdays,
    startDate: service.start_date,
    endDate: service.end_date,
    addedDates: service.added_dates,
    removedDates: service.removed_dates,
  };
  if (!runsOn(serviceBitset(calendar, day, 1), 0)) throw rideNotFound();

  const start = localToUtcMinute(service.time_zone, day, service.departure_minute);
  const rows = rowsOf<StopRow>(stopResult);
  const fromIndex = rows.findIndex((r) => r.station_id === key.fromStationId);
  const toIndex = rows.findIndex((r, i) => i > fromIndex && r.station_id === key.toStationId);
  if (fromIndex < 0 || toIndex < 0) throw rideNotFound();
  const { firstDay, days } = timetableHorizon(now);
  const leaves = start + rows[fromIndex]!.departure_offset;
  if (leaves < firstDay * 1440 || leaves >= (firstDay + days) * 1440) throw rideNotFound();
  const stops = rows.map((row, i): RouteStop => ({
    sequence: row.sequence,
    stationId: row.station_id,
    name: row.name,
    code: row.code,
    arrivalTime: i === 0 ? null : localDateTime(start + row.arrival_offset, row.time_zone),
    departureTime:
      i === rows.length - 1 ? null : localDateTime(start + row.departure_offset, row.time_zone),
    distanceKm: row.distance_km,
  }));
  const from = stops[fromIndex]!;
  const to = stops[toIndex]!;
  return {
    key,
    trip,
    stops,
    from,
    to,
    minutes: rows[toIndex]!.arrival_offset - rows[fromIndex]!.departure_offset,
    km: to.distanceKm - from.distanceKm,
  };
}

/** The stretch of the trip the traveller occupies a place on. */
export const segmentOf = (ride: LoadedRide): Segment => ({
  tripId: ride.key.tripId,
  serviceDate: ride.key.serviceDate,
  fromSequence: ride.from.sequence,
  toSequence: ride.to.sequence,
});

/** The ride in the shape the result cards use, so a favorite shows like a fresh result. */
export const rideViewOf = (ride: LoadedRide): RideView => ({
  key: ride.key,
  from: { id: ride.from.stationId, name: ride.from.name, code: ride.from.code },
  to: { id: ride.to.stationId, name: ride.to.name, code: ride.to.code },
  departureTime: ride.from.departureTime!,
  arrivalTime: ride.to.arrivalTime!,
  minutes: ride.minutes,
  km: ride.km,
  fromSequence: ride.from.sequence,
  toSequence: ride.to.sequence,
  enginePrice: null,
});
