import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../timetable/timetable-writer.ts';
import { seatKey, seatsOf, type Seat } from './vehicle-seats.ts';
import type { TripInfo } from '../search/trip-info.ts';

/** Where a traveller rides along a trip: stop sequences [from, to). */
export type Segment = {
  tripId: number;
  serviceDate: string;
  fromSequence: number;
  toSequence: number;
};

/**
 * Places held for any part of the segment by a live hold: paid, or unpaid and not yet lapsed.
 * A seat sold Москва–Тверь is free again from Тверь on.
 */
export async function takenSeats(db: Db, segment: Segment, now: Date): Promise<Set<string>> {
  const result = await db.execute(sql`
    select car_number, seat from seat_holds
    where trip_id = ${segment.tripId} and service_date = ${segment.serviceDate}
      and int4range(from_sequence, to_sequence) && int4range(${segment.fromSequence}::int, ${segment.toSequence}::int)
      and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`);
  return new Set(
    rowsOf<{ car_number: number; seat: string }>(result).map((r) =>
      seatKey({ carNumber: r.car_number, seat: r.seat }),
    ),
  );
}

/** The places of the trip's vehicle still free on the segment. */
export async function freeSeats(
  db: Db,
  trip: TripInfo,
  segment: Segment,
  now: Date,
): Promise<Seat[]> {
  const taken = await takenSeats(db, segment, now);
  return seatsOf(trip).filter((seat) => !taken.has(seatKey(seat)));
}

export const segmentKey = (s: Segment): string =>
  `${s.tripId}|${s.serviceDate}|${s.fromSequence}|${s.toSequence}`;

/**
 * Places taken per car on many segments in one query — what a page of train results needs to
 * price each train from its cheapest car that still has a free place.
 */
export async function takenPerCar(
  db: Db,
  segments: readonly Segment[],
  now: Date,
): Promise<Map<string, Map<number, number>>> {
  const result = new Map<string, Map<number, number>>();
  if (segments.length === 0) return result;
  const column = (pick: (s: Segment) => string | number) => `{${segments.map(pick).join(',')}}`;
  const rows = await db.execute(sql`
    select q.trip_id, q.service_date::text as service_date, q.from_seq, q.to_seq, h.car_number,
           count(*)::int as taken
    from unnest(${column((s) => s.tripId)}::int[], ${column((s) => s.serviceDate)}::date[],
                ${column((s) => s.fromSequence)}::int[], ${column((s) => s.toSequence)}::int[])
         as q(trip_id, service_date, from_seq, to_seq)
    join seat_holds h on h.trip_id = q.trip_id and h.service_date = q.service_date
      and int4range(h.from_sequence, h.to_sequence) && int4range(q.from_seq, q.to_seq)
      and (h.expires_at is null or h.expires_at > ${now.toISOString()}::timestamptz)
    group by q.trip_id, q.service_date, q.from_seq, q.to_seq, h.car_number`);
  type Row = {
    trip_id: number;
    service_date: string;
    from_seq: number;
    to_seq: number;
    car_number: number;
    taken: number;
  };
  for (const r of rowsOf<Row>(rows)) {
    const key = segmentKey({
      tripId: r.trip_id,
      serviceDate: r.service_date,
      fromSequence: r.from_seq,
      toSequence: r.to_seq,
    });
    const cars = result.get(key) ?? new Map<number, number>();
    cars.set(r.car_number, r.taken);
    result.set(key, cars);
  }
  return result;
}
