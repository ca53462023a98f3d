import type { ServiceRow } from '../rides/rides-repository.ts';
import type { ServiceCalendar } from '@peresadka/engine/timetable/service-days';
import type { Mode } from '@peresadka/engine/timetable/source';
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';

/** A trip as an operator names it, with what the command prints about it. */
export type OperatedTrip = {
  id: number;
  mode: Mode;
  number: string;
  name: string | null;
  carrier: string;
  timeZone: string;
  departureMinute: number;
  calendar: ServiceCalendar;
  firstStop: { name: string; timeZone: string; departureOffset: number };
  lastStop: { name: string; timeZone: string; arrivalOffset: number };
};

type TripRow = ServiceRow & {
  id: number;
  mode: Mode;
  number: string;
  name: string | null;
  carrier: string;
  first_name: string;
  first_zone: string;
  first_departure: number;
  last_name: string;
  last_zone: string;
  last_arrival: number;
};

export type AffectedOrders = { paid: number; unpaid: number };

/** The timetable and orders as the operator's commands read and change them. */
export class OperatorRepository {
  /**
   * Trips by id, or by number: by its digits here, the letters compared by the caller (an
   * operator may type «002A» in Latin or «SU1250» without the space).
   */
  async trips(db: Db, by: { tripId: number } | { digits: string }): Promise<OperatedTrip[]> {
    const filter =
      'tripId' in by
        ? sql`t.id = ${by.tripId}`
        : sql`regexp_replace(t.number, '[^0-9]', '', 'g') = ${by.digits}`;
    const rows = rowsOf<TripRow>(
      await db.execute(sql`
        select t.id, t.mode, t.number, t.name, c.name as carrier, t.time_zone, t.departure_minute,
               s.weekdays, s.start_date::text as start_date, s.end_date::text as end_date,
               s.added_dates::text[] as added_dates, s.removed_dates::text[] as removed_dates,
               fs.name as first_name, fs.time_zone as first_zone, f.departure_offset as first_departure,
               ls.name as last_name, ls.time_zone as last_zone, l.arrival_offset as last_arrival
        from trips t
        join services s on s.id = t.service_id
        join carriers c on c.id = t.carrier_id
        join lateral (select * from trip_stops where trip_id = t.id order by sequence limit 1) f on true
        join stations fs on fs.id = f.station_id
        join lateral (select * from trip_stops where trip_id = t.id order by sequence desc limit 1) l on true
        join stations ls on ls.id = l.station_id
        where ${filter}
        order by t.id`),
    );
    return rows.map((r) => ({
      id: r.id,
      mode: r.mode,
      number: r.number,
      name: r.name,
      carrier: r.carrier,
      timeZone: r.time_zone,
      departureMinute: r.departure_minute,
      calendar: {
        weekdays: r.weekdays,
        startDate: r.start_date,
        endDate: r.end_date,
        addedDates: r.added_dates,
        removedDates: r.removed_dates,
      },
      firstStop: { name: r.first_name, timeZone: r.first_zone, departureOffset: r.first_departure },
      lastStop: { name: r.last_name, timeZone: r.last_zone, arrivalOffset: r.last_arrival },
    }));
  }

  async cancellation(
    db: Db,
    tripId: number,
    serviceDate: string,
  ): Promise<{ id: number; reason: string } | undefined> {
    return rowsOf<{ id: number; reason: string }>(
      await db.execute(sql`
        select id, reason from trip_cancellations
        where trip_id = ${tripId} and service_date = ${serviceDate}::date`),
    )[0];
  }

  /** The new cancellation's id, or undefined when the instance was cancelled already. */
  async insertCancellation(
    tx: Db,
    tripId: number,
    serviceDate: string,
    reason: string,
    now: Date,
  ): Promise<number | undefined> {
    return rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into trip_cancellations (trip_id, service_date, reason, created_at)
        values (${tripId}, ${serviceDate}::date, ${reason}, ${now.toISOString()}::timestamptz)
        on conflict (trip_id, service_date) do nothing
        returning id`),
    )[0]?.id;
  }

  async deleteCancellation(tx: Db, tripId: number, serviceDate: string): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        delete from trip_cancellations where trip_id = ${tripId} and service_date = ${serviceDate}::date
        returning id`),
    );
    return rows.length > 0;
  }

  /** Orders with a ticket still standing on this trip instance, not yet left. */
  async affectedOrders(
    db: Db,
    trip: { id: number; mode: Mode; number: string },
    serviceDate: string,
    now: Date,
  ): Promise<AffectedOrders> {
    const [row] = rowsOf<AffectedOrders>(
      await db.execute(sql`
        select count(distinct o.id) filter (where o.status = 'PAID')::int as paid,
               count(distinct o.id) filter (where o.status in ('WAITING', 'NOT_PAID'))::int as unpaid
        from orders o join order_rides r on r.order_id = o.id
        where (r.trip_id = ${trip.id}
               -- sold before a re-import renumbered the trips: the same train by its number
               or (r.mode = ${trip.mode} and r.number = ${trip.number}
                   and not exists (select 1 from trips t where t.id = r.trip_id)))
          and r.service_date = ${serviceDate}::date
          and r.departs_at > ${now.toISOString()}::timestamptz
          and exists (select 1 from order_items i where i.ride_id = r.id and i.returned_at is null)`),
    );
    return row ?? { paid: 0, unpaid: 0 };
  }
}
