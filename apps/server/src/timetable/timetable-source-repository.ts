import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';

/**
 * The timetable tables of every feed at once, as the engine compiles them. Dates are read as
 * text so both database drivers hand over the same ISO strings.
 */
export class TimetableSourceRepository {
  constructor(private readonly db: Db) {}

  async rows() {
    const [stationRows, tripRows, stopRows, transferRows, cancellationRows] = await Promise.all([
      this.db.execute(sql`select id, city_id, type, latitude, longitude, time_zone from stations`),
      this.db.execute(sql`
        select t.id, t.mode, t.time_zone, t.departure_minute, t.fare_base, t.fare_per_km,
               s.weekdays, s.start_date::text, s.end_date::text,
               s.added_dates::text[] as added_dates, s.removed_dates::text[] as removed_dates
        from trips t join services s on s.id = t.service_id
        order by t.id`),
      this.db.execute(sql`
        select trip_id, station_id, arrival_offset, departure_offset, distance_km, boarding, alighting
        from trip_stops order by trip_id, sequence`),
      this.db.execute(sql`select from_station_id, to_station_id, minutes from transfers`),
      this.db.execute(
        sql`select trip_id, service_date::text as service_date from trip_cancellations`,
      ),
    ]);
    return { stationRows, tripRows, stopRows, transferRows, cancellationRows };
  }
}
