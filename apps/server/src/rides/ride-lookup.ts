import { AppError } from '@peresadka/contracts/errors';
import { dayOf } from '@peresadka/engine/timetable/day-number';
import { runsOn, serviceBitset } from '@peresadka/engine/timetable/service-days';
import { localToUtcMinute } from '@peresadka/engine/timetable/zone-offset';
import { timetableHorizon } from '../timetable/timetable-service.ts';
import { localDateTime } from './local-time.ts';
import type { RidesRepository } from './rides-repository.ts';
import type { RideKey } from './route-id.ts';
import { tripInfoOf, type TripInfo } from './trip-info.ts';

export type RouteStop = {
  sequence: number;
  stationId: number;
  name: string;
  code: string | null;
  point: { latitude: number; longitude: number };
  /** Local times at the stop; the first stop has no arrival, the last no departure. */
  arrivalTime: string | null;
  departureTime: string | null;
  distanceKm: number;
};

/** One ride as details and orders need it: the whole line, and where the traveller is on it. */
export type LoadedRide = {
  key: RideKey;
  trip: TripInfo;
  stops: RouteStop[];
  from: RouteStop;
  to: RouteStop;
  /** The traveller's own departure and arrival, as instants. */
  departsAt: Date;
  arrivesAt: Date;
  minutes: number;
  km: number;
};

export const rideNotFound = () =>
  new AppError('not_found', 'Ride not found', {
    userMessage: 'Этот рейс не найден или больше не продаётся. Повторите поиск.',
  });

/**
 * Re-reads a ride named by a route id, checking that the trip runs on that date (and was not
 * cancelled by an operator), serves both stations in that order and leaves the first within
 * the timetable's horizon (what a search could have found today): a route id is client input
 * like any other.
 */
export async function loadRide(
  repo: RidesRepository,
  key: RideKey,
  now: Date,
): Promise<LoadedRide> {
  const [service, rows, trips, cancelled] = await Promise.all([
    repo.service(key.tripId),
    repo.stops(key.tripId),
    repo.trips([key.tripId]),
    repo.cancelled(key.tripId, key.serviceDate),
  ]);
  if (!service || !trips[0] || cancelled) throw rideNotFound();
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
  const fromIndex = rows.findIndex((r) => r.station_id === key.fromStationId);
  const toIndex = rows.findIndex((r, i) => i > fromIndex && r.station_id === key.toStationId);
  if (fromIndex < 0 || toIndex < 0) throw rideNotFound();
  const { firstDay, days } = timetableHorizon(now);
  const leaves = start + rows[fromIndex]!.departure_offset;
  if (leaves < firstDay * 1440 || leaves >= (firstDay + days) * 1440) throw rideNotFound();
  const arrives = start + rows[toIndex]!.arrival_offset;
  const stops = rows.map((row, i): RouteStop => ({
    sequence: row.sequence,
    stationId: row.station_id,
    name: row.name,
    code: row.code,
    point: { latitude: row.latitude, longitude: row.longitude },
    arrivalTime: i === 0 ? null : localDateTime(start + row.arrival_offset, row.time_zone),
    departureTime:
      i === rows.length - 1 ? null : localDateTime(start + row.departure_offset, row.time_zone),
    distanceKm: row.distance_km,
  }));
  const from = stops[fromIndex]!;
  const to = stops[toIndex]!;
  return {
    key,
    trip: tripInfoOf(trips[0]),
    stops,
    from,
    to,
    departsAt: new Date(leaves * 60_000),
    arrivesAt: new Date(arrives * 60_000),
    minutes: arrives - leaves,
    km: to.distanceKm - from.distanceKm,
  };
}
