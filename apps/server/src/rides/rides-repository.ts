import type { SeatMapRow } from '@peresadka/contracts/trip-properties';
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';
import type { TripRow } from './trip-info.ts';

export type ServiceRow = {
  time_zone: string;
  departure_minute: number;
  weekdays: number;
  start_date: string | null;
  end_date: string | null;
  added_dates: string[];
  removed_dates: string[];
};

export type StopRow = {
  sequence: number;
  station_id: number;
  name: string;
  code: string | null;
  time_zone: string;
  latitude: number;
  longitude: number;
  arrival_offset: number;
  departure_offset: number;
  distance_km: number;
};

const intArray = (ids: readonly number[]) => `{${[...new Set(ids)].join(',')}}`;

/** The timetable tables as rides read them. */
export class RidesRepository {
  constructor(private readonly db: Db) {}

  async trips(ids: readonly number[]): Promise<TripRow[]> {
    if (ids.length === 0) return [];
    return rowsOf<TripRow>(
      await this.db.execute(sql`
        select t.id, t.mode, t.number, t.name, t.properties, c.code as carrier_code,
               c.name as carrier_name
        from trips t join carriers c on c.id = t.carrier_id
        where t.id = any(${intArray(ids)}::int[])`),
    );
  }

  async service(tripId: number): Promise<ServiceRow | undefined> {
    return rowsOf<ServiceRow>(
      await this.db.execute(sql`
        select t.time_zone, t.departure_minute, s.weekdays, s.start_date::text,
               s.end_date::text, s.added_dates::text[] as added_dates,
               s.removed_dates::text[] as removed_dates
        from trips t join services s on s.id = t.service_id where t.id = ${tripId}`),
    )[0];
  }

  /**
   * Trains of this number that call at both stations in that order, with how many whole days
   * after the first departure they reach the first station at most (to try service dates).
   */
  async trainsThrough(
    number: string,
    fromStationId: number,
    toStationId: number,
  ): Promise<{ id: number; days_late: number }[]> {
    return rowsOf<{ id: number; days_late: number }>(
      await this.db.execute(sql`
        select t.id, ((t.departure_minute + a.departure_offset) / 1440 + 1)::int as days_late
        from trips t
        join trip_stops a on a.trip_id = t.id and a.station_id = ${fromStationId}
        join trip_stops b on b.trip_id = t.id and b.station_id = ${toStationId}
          and b.sequence > a.sequence
        where t.mode = 'TRAIN'
          and (t.number = ${number} or t.properties ->> 'displayNumber' = ${number})
        order by t.id`),
    );
  }

  /** An operator cancelled the trip on this service date: nothing of it is shown or sold. */
  async cancelled(tripId: number, serviceDate: string): Promise<boolean> {
    const rows = rowsOf<{ one: number }>(
      await this.db.execute(sql`
        select 1 as one from trip_cancellations
        where trip_id = ${tripId} and service_date = ${serviceDate}::date`),
    );
    return rows.length > 0;
  }

  async stops(tripId: number): Promise<StopRow[]> {
    return rowsOf<StopRow>(
      await this.db.execute(sql`
        select ts.sequence, ts.station_id, st.name, st.code, st.time_zone, st.latitude,
               st.longitude, ts.arrival_offset, ts.departure_offset, ts.distance_km
        from trip_stops ts join stations st on st.id = ts.station_id
        where ts.trip_id = ${tripId} order by ts.sequence`),
    );
  }

  /** Any flight's cabin plan for an aircraft type: the plan belongs to the type. */
  async aircraftSeatMap(aircraftCode: string): Promise<unknown> {
    const rows = rowsOf<{ seat_map: SeatMapRow[] }>(
      await this.db.execute(sql`
        select properties->'seatMap' as seat_map from trips
        where mode = 'PLANE' and properties->>'aircraftCode' = ${aircraftCode} limit 1`),
    );
    return rows[0]?.seat_map ?? null;
  }

  /** Time zones of airports by IATA code. */
  async airportZones(codes: readonly string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = rowsOf<{ code: string; time_zone: string }>(
      await this.db.execute(
        sql`select code, time_zone from stations where type = 'Airport' and code = any(${`{${codes.join(',')}}`}::text[])`,
      ),
    );
    return new Map(rows.map((r) => [r.code, r.time_zone]));
  }
}
