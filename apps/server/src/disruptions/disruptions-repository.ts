import type { ServiceRow } from '../rides/rides-repository.ts';
import type { Mode } from '@peresadka/engine/timetable/source';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';
import type { CurrentTrip, SoldRide } from './ride-check.ts';

type SoldRideRow = {
  order_id: number;
  position: number;
  trip_id: number;
  service_date: string;
  from_station_id: number;
  to_station_id: number;
  from_sequence: number;
  to_sequence: number;
  mode: Mode;
  number: string;
  origin_name: string;
  destination_name: string;
  departure_time: string;
  arrival_time: string;
  departs: number;
  arrives: number;
};

type TripRow = ServiceRow & {
  id: number;
  mode: Mode;
  number: string;
};

type StopRow = {
  trip_id: number;
  sequence: number;
  station_id: number;
  arrival_offset: number;
  departure_offset: number;
};

/** One end of a trip as the search form names it: the city and its region, else the station. */
export type TripEnd = {
  stationName: string;
  cityName: string | null;
  regionName: string | null;
  /** The ride's wall clock at this end, '2026-12-05T20:00:00+03:00'. */
  wallTime: string;
  /** UTC epoch minutes of the ride's departure (for the first end) or arrival. */
  at: number;
};

export type AlternativesSource = {
  serviceClass: string | null;
  /** Categories of the travellers still holding tickets (all of them if nobody does). */
  categories: string[];
  rides: { from: TripEnd; to: TripEnd }[];
};

const epochMinutes = (column: SQL) => sql`(extract(epoch from ${column}) / 60)::int`;

/** The timetable as paid orders need it checked, and the flag a broken order gets once. */
export class DisruptionsRepository {
  /**
   * Every ride of the paid, not yet flagged orders that still have a ticket standing on a ride
   * not yet left: the orders a timetable change can still break.
   */
  async soldRidesAhead(db: Db, now: Date, orderId?: number): Promise<SoldRide[]> {
    const rows = rowsOf<SoldRideRow>(
      await db.execute(sql`
        select r.order_id, r.position, r.trip_id, r.service_date::text as service_date,
               r.from_station_id, r.to_station_id, r.from_sequence, r.to_sequence, r.mode,
               r.number, r.origin_name, r.destination_name, r.departure_time, r.arrival_time,
               ${epochMinutes(sql`r.departs_at`)} as departs,
               ${epochMinutes(sql`r.arrives_at`)} as arrives
        from orders o join order_rides r on r.order_id = o.id
        where o.status = 'PAID' and o.disrupted_at is null
          and ${orderId === undefined ? sql`true` : sql`o.id = ${orderId}`}
          and exists (
            select 1 from order_rides a join order_items i on i.ride_id = a.id
            where a.order_id = o.id and i.returned_at is null
              and a.departs_at > ${now.toISOString()}::timestamptz)
        order by r.order_id, r.position`),
    );
    return rows.map((r) => ({
      orderId: r.order_id,
      position: r.position,
      tripId: r.trip_id,
      serviceDate: r.service_date,
      fromStationId: r.from_station_id,
      toStationId: r.to_station_id,
      fromSequence: r.from_sequence,
      toSequence: r.to_sequence,
      mode: r.mode,
      number: r.number,
      originName: r.origin_name,
      destinationName: r.destination_name,
      departureTime: r.departure_time,
      arrivalTime: r.arrival_time,
      departs: r.departs,
      arrives: r.arrives,
    }));
  }

  /**
   * The trips these rides were sold on as the timetable holds them now, and the trips that
   * took their numbers (a re-import gives every trip a new id), with their stops and
   * cancelled dates.
   */
  async currentTrips(db: Db, rides: readonly SoldRide[]): Promise<CurrentTrip[]> {
    if (rides.length === 0) return [];
    const ids = [...new Set(rides.map((r) => r.tripId))];
    const numbers = [...new Set(rides.map((r) => r.number))];
    const trips = rowsOf<TripRow>(
      await db.execute(sql`
        select t.id, t.mode, t.number, t.time_zone, t.departure_minute, s.weekdays,
               s.start_date::text as start_date, s.end_date::text as end_date,
               s.added_dates::text[] as added_dates, s.removed_dates::text[] as removed_dates
        from trips t join services s on s.id = t.service_id
        where t.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
           or t.number in (${sql.join(
             numbers.map((n) => sql`${n}`),
             sql`, `,
           )})`),
    );
    if (trips.length === 0) return [];
    const tripIds = sql.join(
      trips.map((t) => sql`${t.id}`),
      sql`, `,
    );
    // One after another: inside a transaction they would share one connection.
    const stops = rowsOf<StopRow>(
      await db.execute(sql`
        select trip_id, sequence, station_id, arrival_offset, departure_offset from trip_stops
        where trip_id in (${tripIds}) order by trip_id, sequence`),
    );
    const cancellations = rowsOf<{ trip_id: number; service_date: string; reason: string }>(
      await db.execute(sql`
        select trip_id, service_date::text as service_date, reason from trip_cancellations
        where trip_id in (${tripIds})`),
    );
    return trips.map((t) => ({
      id: t.id,
      mode: t.mode,
      number: t.number,
      timeZone: t.time_zone,
      departureMinute: t.departure_minute,
      calendar: {
        weekdays: t.weekdays,
        startDate: t.start_date,
        endDate: t.end_date,
        addedDates: t.added_dates,
        removedDates: t.removed_dates,
      },
      stops: stops
        .filter((s) => s.trip_id === t.id)
        .map((s) => ({
          sequence: s.sequence,
          stationId: s.station_id,
          arrivalOffset: s.arrival_offset,
          departureOffset: s.departure_offset,
        })),
      cancelled: new Map(
        cancellations.filter((c) => c.trip_id === t.id).map((c) => [c.service_date, c.reason]),
      ),
    }));
  }

  /** An order of this account with its rides' ends, or undefined: another's is as good as absent. */
  async alternativesSource(
    db: Db,
    userId: number,
    orderId: number,
  ): Promise<AlternativesSource | undefined> {
    const [order] = rowsOf<{ service_class: string | null }>(
      await db.execute(
        sql`select service_class from orders where id = ${orderId} and user_id = ${userId}`,
      ),
    );
    if (!order) return undefined;
    const rides = rowsOf<{
      from_station: string;
      from_city: string | null;
      from_region: string | null;
      to_station: string;
      to_city: string | null;
      to_region: string | null;
      departure_time: string;
      arrival_time: string;
      departs: number;
      arrives: number;
    }>(
      await db.execute(sql`
        select r.origin_name as from_station, fc.name as from_city, fc.region_name as from_region,
               r.destination_name as to_station, tc.name as to_city, tc.region_name as to_region,
               r.departure_time, r.arrival_time,
               ${epochMinutes(sql`r.departs_at`)} as departs,
               ${epochMinutes(sql`r.arrives_at`)} as arrives
        from order_rides r
        left join stations fs on fs.id = r.from_station_id
        left join cities fc on fc.id = fs.city_id
        left join stations ts on ts.id = r.to_station_id
        left join cities tc on tc.id = ts.city_id
        where r.order_id = ${orderId} order by r.position`),
    );
    const passengers = rowsOf<{ category: string; status: string }>(
      await db.execute(
        sql`select category, status from order_passengers where order_id = ${orderId} order by position`,
      ),
    );
    const holding = passengers.filter((p) => p.status === 'PAID');
    return {
      serviceClass: order.service_class,
      categories: (holding.length > 0 ? holding : passengers).map((p) => p.category),
      rides: rides.map((r) => ({
        from: {
          stationName: r.from_station,
          cityName: r.from_city,
          regionName: r.from_region,
          wallTime: r.departure_time,
          at: r.departs,
        },
        to: {
          stationName: r.to_station,
          cityName: r.to_city,
          regionName: r.to_region,
          wallTime: r.arrival_time,
          at: r.arrives,
        },
      })),
    };
  }
}
