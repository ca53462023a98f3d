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
