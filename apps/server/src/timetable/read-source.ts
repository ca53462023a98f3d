import type { Mode, StationKind, TimetableSource } from '@peresadka/engine/timetable/source';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';
import { TimetableSourceRepository } from './timetable-source-repository.ts';

type StationRow = {
  id: number;
  city_id: number | null;
  type: StationKind;
  latitude: number;
  longitude: number;
  time_zone: string;
};
type TripRow = {
  id: number;
  mode: Mode;
  time_zone: string;
  departure_minute: number;
  fare_base: number | null;
  fare_per_km: number | null;
  weekdays: number;
  start_date: string | null;
  end_date: string | null;
  added_dates: string[];
  removed_dates: string[];
};
type StopRow = {
  trip_id: number;
  station_id: number;
  arrival_offset: number;
  departure_offset: number;
  distance_km: number;
  boarding: boolean;
  alighting: boolean;
};
type TransferRow = { from_station_id: number; to_station_id: number; minutes: number };
type CancellationRow = { trip_id: number; service_date: string };

/**
 * Everything the engine compiles, read from the timetable tables of every feed at once. Dates
 * are read as text so both database drivers hand over the same ISO strings. A trip an
 * operator cancelled on a date does not run that day, whatever its calendar says, so no
 * search offers it.
 */
export async function readTimetableSource(db: Db): Promise<TimetableSource> {
  const { stationRows, tripRows, stopRows, transferRows, cancellationRows } =
    await new TimetableSourceRepository(db).rows();

  const cancelled = new Map<number, string[]>();
  for (const row of rowsOf<CancellationRow>(cancellationRows)) {
    cancelled.set(row.trip_id, [...(cancelled.get(row.trip_id) ?? []), row.service_date]);
  }

  const stopsByTrip = new Map<number, TimetableSource['trips'][number]['stops'][number][]>();
  for (const row of rowsOf<StopRow>(stopRows)) {
    let stops = stopsByTrip.get(row.trip_id);
    if (!stops) stopsByTrip.set(row.trip_id, (stops = []));
    stops.push({
      stationId: row.station_id,
      arrivalOffset: row.arrival_offset,
      departureOffset: row.departure_offset,
      distanceKm: row.distance_km,
      boarding: row.boarding,
      alighting: row.alighting,
    });
  }

  return {
    stations: rowsOf<StationRow>(stationRows).map((row) => ({
      id: row.id,
      cityId: row.city_id,
      kind: row.type,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone: row.time_zone,
    })),
    trips: rowsOf<TripRow>(tripRows).map((row) => {
      const off = cancelled.get(row.id) ?? [];
      return {
        id: row.id,
        mode: row.mode,
        timeZone: row.time_zone,
        departureMinute: row.departure_minute,
        calendar: {
          weekdays: row.weekdays,
          startDate: row.start_date,
          endDate: row.end_date,
          // An added date wins over a removed one, so a cancelled date leaves the added ones too.
          addedDates:
            off.length > 0 ? row.added_dates.filter((d) => !off.includes(d)) : row.added_dates,
          removedDates: off.length > 0 ? [...row.removed_dates, ...off] : row.removed_dates,
        },
        stops: stopsByTrip.get(row.id) ?? [],
        fare: row.fare_base === null ? null : { base: row.fare_base, perKm: row.fare_per_km ?? 0 },
      };
    }),
    transfers: rowsOf<TransferRow>(transferRows).map((row) => ({
      fromStationId: row.from_station_id,
      toStationId: row.to_station_id,
      minutes: row.minutes,
    })),
  };
}
