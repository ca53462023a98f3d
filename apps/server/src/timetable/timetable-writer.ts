import { rowsOf } from '../infra/db/rows.ts';
import type { ServiceCalendar } from '@peresadka/engine/timetable/service-days';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../infra/db/database.ts';
import { feeds } from '../infra/db/schema.ts';

export type CityUpsert = {
  id: number;
  name: string;
  regionName: string;
  latitude: number;
  longitude: number;
  population: number;
  timeZone: string;
};

export type StationInsert = {
  id: number;
  cityId: number | null;
  externalId: string | null;
  name: string;
  type: string;
  code: string | null;
  latitude: number;
  longitude: number;
  timeZone: string;
};
export type TripInsert = {
  serviceId: number;
  carrierId: number;
  mode: string;
  number: string;
  name: string | null;
  timeZone: string;
  departureMinute: number;
  properties: unknown;
  fare: { base: number; perKm: number } | null;
};
export type TripStopColumns = {
  trip: number[];
  sequence: number[];
  station: number[];
  arrivalOffset: number[];
  departureOffset: number[];
  distanceKm: number[];
  boarding: boolean[];
  alighting: boolean[];
};

export const emptyTripStops = (): TripStopColumns => ({
  trip: [],
  sequence: [],
  station: [],
  arrivalOffset: [],
  departureOffset: [],
  distanceKm: [],
  boarding: [],
  alighting: [],
});

export type StopInsert = {
  stationId: number;
  arrivalOffset: number;
  departureOffset: number;
  distanceKm: number;
  boarding?: boolean;
  alighting?: boolean;
};

/** Adds one trip's stops, numbered from 1, to the columns of a batch. */
export function appendTripStops(
  columns: TripStopColumns,
  tripId: number,
  stops: readonly StopInsert[],
): void {
  stops.forEach((stop, k) => {
    columns.trip.push(tripId);
    columns.sequence.push(k + 1);
    columns.station.push(stop.stationId);
    columns.arrivalOffset.push(stop.arrivalOffset);
    columns.departureOffset.push(stop.departureOffset);
    columns.distanceKm.push(stop.distanceKm);
    columns.boarding.push(stop.boarding ?? true);
    columns.alighting.push(stop.alighting ?? true);
  });
}

/**
 * Writes one timetable source (the demonstration network or a GTFS feed) inside a
 * transaction. Rows go in as one array parameter per column through `unnest`, so a batch of
 * thousands of rows costs one statement and a handful of parameters.
 */
export class TimetableWriter {
  private constructor(
    private readonly tx: Tx,
    readonly feedId: number,
  ) {}

  /** Deletes an earlier source of the same name (everything of it cascades) and starts anew. */
  static async replaceFeed(tx: Tx, name: string, kind: 'demo' | 'gtfs'): Promise<TimetableWriter> {
    await tx.delete(feeds).where(eq(feeds.name, name));
    const [inserted] = await tx
      .insert(feeds)
      .values({ name, kind, summary: {} })
      .returning({ id: feeds.id });
    return new TimetableWriter(tx, inserted!.id);
  }

  async setSummary(summary: object): Promise<void> {
    await this.tx.update(feeds).set({ summary }).where(eq(feeds.id, this.feedId));
  }

  /** Cities are shared by every feed: a feed's cities are added or brought up to date. */
  async upsertCities(rows: readonly CityUpsert[]): Promise<void> {
    for (const city of rows) {
      await this.tx.execute(sql`
        insert into cities (id, name, region_name, country_code, latitude, longitude, population, time_zone)
        values (${city.id}, ${city.name}, ${city.regionName}, 'RU', ${city.latitude}, ${city.longitude}, ${city.population}, ${city.timeZone})
        on conflict (id) do update set name = excluded.name, region_name = excluded.region_name,
          latitude = excluded.latitude, longitude = excluded.longitude,
          population = excluded.population, time_zone = excluded.time_zone`);
    }
  }

  async insertStations(rows: readonly StationInsert[]): Promise<void> {
    if (rows.length === 0) return;
    await this.tx.execute(sql`
      insert into stations (id, feed_id, city_id, external_id, name, type, code, latitude, longitude, time_zone)
      select id, ${this.feedId}, city_id, external_id, name, type, code, latitude, longitude, time_zone from unnest(
        ${pgArray(rows.map((r) => r.id))}::int[], ${pgArray(rows.map((r) => r.cityId))}::int[],
        ${pgArray(rows.map((r) => r.externalId))}::text[], ${pgArray(rows.map((r) => r.name))}::text[],
        ${pgArray(rows.map((r) => r.type))}::text[], ${pgArray(rows.map((r) => r.code))}::text[],
        ${pgArray(rows.map((r) => r.latitude))}::float8[], ${pgArray(rows.map((r) => r.longitude))}::float8[],
        ${pgArray(rows.map((r) => r.timeZone))}::text[]
      ) as s(id, city_id, external_id, name, type, code, latitude, longitude, time_zone)`);
  }

  async insertCarriers(rows: readonly { code: string; name: string }[]): Promise<number[]> {
    const ids = await this.allocate('carriers_id_seq', rows.length);
    if (ids.length > 0) {
      await this.tx.execute(sql`
        insert into carriers (id, feed_id, code, name)
        select id, ${this.feedId}, code, name from unnest(
          ${pgArray(ids)}::int[], ${pgArray(rows.map((r) => r.code))}::text[], ${pgArray(rows.map((r) => r.name))}::text[]
        ) as c(id, code, name)`);
    }
    return ids;
  }

  async insertServices(rows: readonly ServiceCalendar[]): Promise<number[]> {
    const ids = await this.allocate('services_id_seq', rows.length);
    // Arrays of arrays cannot go through unnest, so the date lists travel as text and are split back.
    if (ids.length > 0) {
      await this.tx.execute(sql`
        insert into services (id, feed_id, weekdays, start_date, end_date, added_dates, removed_dates)
        select id, ${this.feedId}, weekdays, start_date, end_date,
               coalesce(string_to_array(nullif(added, ''), ',')::date[], '{}'),
               coalesce(string_to_array(nullif(removed, ''), ',')::date[], '{}')
        from unnest(
          ${pgArray(ids)}::int[], ${pgArray(rows.map((r) => r.weekdays))}::int2[],
          ${pgArray(rows.map((r) => r.startDate))}::date[], ${pgArray(rows.map((r) => r.endDate))}::date[],
          ${pgArray(rows.map((r) => r.addedDates.join(',')))}::text[],
          ${pgArray(rows.map((r) => r.removedDates.join(',')))}::text[]
        ) as s(id, weekdays, start_date, end_date, added, removed)`);
    }
    return ids;
  }

  async insertTrips(rows: readonly TripInsert[]): Promise<number[]> {
    const ids = await this.allocate('trips_id_seq', rows.length);
    if (ids.length > 0) {
      await this.tx.execute(sql`
        insert into trips (id, feed_id, service_id, carrier_id, mode, number, name, time_zone, departure_minute, properties, fare_base, fare_per_km)
        select id, ${this.feedId}, service_id, carrier_id, mode, number, name, time_zone, departure_minute, properties, fare_base, fare_per_km from unnest(
          ${pgArray(ids)}::int[], ${pgArray(rows.map((r) => r.serviceId))}::int[], ${pgArray(rows.map((r) => r.carrierId))}::int[],
          ${pgArray(rows.map((r) => r.mode))}::text[], ${pgArray(rows.map((r) => r.number))}::text[],
          ${pgArray(rows.map((r) => r.name))}::text[], ${pgArray(rows.map((r) => r.timeZone))}::text[],
          ${pgArray(rows.map((r) => r.departureMinute))}::int[],
          ${pgArray(rows.map((r) => JSON.stringify(r.properties)))}::jsonb[],
          ${pgArray(rows.map((r) => r.fare?.base ?? null))}::int[], ${pgArray(rows.map((r) => r.fare?.perKm ?? null))}::int[]
        ) as t(id, service_id, carrier_id, mode, number, name, time_zone, departure_minute, properties, fare_base, fare_per_km)`);
    }
    return ids;
  }

  async insertTripStops(c: TripStopColumns): Promise<void> {
    if (c.trip.length === 0) return;
    await this.tx.execute(sql`
      insert into trip_stops (trip_id, sequence, station_id, arrival_offset, departure_offset, distance_km, boarding, alighting)
      select * from unnest(
        ${pgArray(c.trip)}::int[], ${pgArray(c.sequence)}::int2[], ${pgArray(c.station)}::int[],
        ${pgArray(c.arrivalOffset)}::int[], ${pgArray(c.departureOffset)}::int[], ${pgArray(c.distanceKm)}::int[],
        ${pgArray(c.boarding)}::bool[], ${pgArray(c.alighting)}::bool[]
      )`);
  }

  async insertTransfers(
    rows: readonly { fromStationId: number; toStationId: number; minutes: number }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.tx.execute(sql`
      insert into transfers (feed_id, from_station_id, to_station_id, minutes)
      select ${this.feedId}, * from unnest(
        ${pgArray(rows.map((r) => r.fromStationId))}::int[], ${pgArray(rows.map((r) => r.toStationId))}::int[],
        ${pgArray(rows.map((r) => r.minutes))}::int[]
      )`);
  }

  /** The largest station id at or above `floor`, so an import can number its stops after it. */
  async maxStationId(floor: number): Promise<number | null> {
    const result = await this.tx.execute(
      sql`select max(id)::int as max from stations where id >= ${floor}`,
    );
    const max = rowsOf<{ max: number | null }>(result)[0]?.max;
    return max === null || max === undefined ? null : Number(max);
  }

  /** Ids taken from the table's own sequence up front, so rows and their ids never get out of step. */
  private async allocate(sequence: string, count: number): Promise<number[]> {
    if (count === 0) return [];
    const result = await this.tx.execute(
      sql`select nextval(${sequence}::regclass)::int as id from generate_series(1, ${count})`,
    );
    return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  }
}

/** A JavaScript array as one PostgreSQL array literal. */
function pgArray(values: readonly (string | number | boolean | null)[]): string {
  const item = (v: string | number | boolean | null) =>
    v === null ? 'NULL' : `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  return `{${values.map(item).join(',')}}`;
}
