import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/database.ts';
import { rowsOf } from '../../infra/db/rows.ts';
import { segmentKey, type Segment } from './segment.ts';
import type { Seat } from './vehicle-seats.ts';

/** A place to hold for an order's passenger on a segment. */
export type NewHold = Segment &
  Seat & {
    orderId: number;
    /** Null once paid: a sold place never lapses. */
    expiresAt: Date | null;
  };

/** One run of a trip: the places of a vehicle belong to it. */
export type TripInstance = { tripId: number; serviceDate: string };

/**
 * Told, inside the transaction that freed them, which trip instances have places again, so
 * that whatever waits for a place (sold-out alerts) is written down with the change itself.
 */
export type AfterRelease = (tx: Db, instances: TripInstance[]) => Promise<void>;

/** A hold that is live at `now`: paid, or unpaid and not yet lapsed. */
const live = (now: Date) =>
  sql`(h.expires_at is null or h.expires_at > ${now.toISOString()}::timestamptz)`;

type FreedRow = { trip_id: number; service_date: string };
const FREED = sql`trip_id, service_date::text as service_date`;

type SegmentRow = { trip_id: number; service_date: string; from_seq: number; to_seq: number };

const segmentOfRow = (r: SegmentRow): Segment => ({
  tripId: r.trip_id,
  serviceDate: r.service_date,
  fromSequence: r.from_seq,
  toSequence: r.to_seq,
});

/** The segments asked about (`q`), each joined to the live holds (`h`) overlapping it. */
function heldOn(segments: readonly Segment[], now: Date) {
  const column = (pick: (s: Segment) => string | number) => `{${segments.map(pick).join(',')}}`;
  return sql`unnest(${column((s) => s.tripId)}::int[], ${column((s) => s.serviceDate)}::date[],
                    ${column((s) => s.fromSequence)}::int[], ${column((s) => s.toSequence)}::int[])
             as q(trip_id, service_date, from_seq, to_seq)
        join seat_holds h on h.trip_id = q.trip_id and h.service_date = q.service_date
          and int4range(h.from_sequence, h.to_sequence) && int4range(q.from_seq, q.to_seq)
          and ${live(now)}`;
}

/** The seat_holds table: the one place where a seat is taken or free. */
/** Places of a car taken on a segment, and how many of them have odd numbers. */
export type CarTaken = { taken: number; takenOdd: number };

export class InventoryRepository {
  constructor(private readonly afterRelease: AfterRelease = async () => {}) {}

  /** Places held on any part of the segment by a live hold. */
  async taken(db: Db, segment: Segment, now: Date): Promise<Seat[]> {
    const rows = rowsOf<{ car_number: number; seat: string }>(
      await db.execute(sql`
        select h.car_number, h.seat from seat_holds h
        where h.trip_id = ${segment.tripId} and h.service_date = ${segment.serviceDate}
          and int4range(h.from_sequence, h.to_sequence)
              && int4range(${segment.fromSequence}::int, ${segment.toSequence}::int)
          and ${live(now)}`),
    );
    return rows.map((r) => ({ carNumber: r.car_number, seat: r.seat }));
  }

  /** Places held by a live hold on each of many segments, in one query, keyed by `segmentKey`. */
  async takenOn(db: Db, segments: readonly Segment[], now: Date): Promise<Map<string, Seat[]>> {
    const result = new Map<string, Seat[]>();
    if (segments.length === 0) return result;
    const rows = rowsOf<SegmentRow & { car_number: number; seat: string }>(
      await db.execute(sql`
        select q.trip_id, q.service_date::text as service_date, q.from_seq, q.to_seq,
               h.car_number, h.seat
        from ${heldOn(segments, now)}`),
    );
    for (const r of rows) {
      const key = segmentKey(segmentOfRow(r));
      result.set(key, [...(result.get(key) ?? []), { carNumber: r.car_number, seat: r.seat }]);
    }
    return result;
  }

  /**
   * Places taken per car on many segments in one query, keyed by `segmentKey`; of them the
   * odd-numbered, the lower berths of a sleeping car (`berthOf`).
   */
  async takenPerCar(
    db: Db,
    segments: readonly Segment[],
    now: Date,
  ): Promise<Map<string, Map<number, CarTaken>>> {
    const result = new Map<string, Map<number, CarTaken>>();
    if (segments.length === 0) return result;
    const rows = rowsOf<SegmentRow & { car_number: number; taken: number; taken_odd: number }>(
      await db.execute(sql`
        select q.trip_id, q.service_date::text as service_date, q.from_seq, q.to_seq,
               h.car_number, count(*)::int as taken,
               count(*) filter (where h.seat ~ '[13579]$')::int as taken_odd
        from ${heldOn(segments, now)}
        group by q.trip_id, q.service_date, q.from_seq, q.to_seq, h.car_number`),
    );
    for (const r of rows) {
      const key = segmentKey(segmentOfRow(r));
      const cars = result.get(key) ?? new Map<number, CarTaken>();
      cars.set(r.car_number, { taken: r.taken, takenOdd: r.taken_odd });
      result.set(key, cars);
    }
    return result;
  }

  /**
   * Removes holds on these trips that lapsed by `now`, so their places can be taken again: the
   * exclusion constraint counts every row, lapsed or not. Their orders must be closed in the
   * same transaction (the orders service does so first).
   */
  async dropLapsed(tx: Db, segments: readonly Segment[], now: Date): Promise<void> {
    const freed: FreedRow[] = [];
    for (const s of segments) {
      freed.push(
        ...rowsOf<FreedRow>(
          await tx.execute(sql`
            delete from seat_holds
            where trip_id = ${s.tripId} and service_date = ${s.serviceDate}
              and expires_at is not null and expires_at <= ${now.toISOString()}::timestamptz
            returning ${FREED}`),
        ),
      );
    }
    await this.released(tx, freed);
  }

  /**
   * Lets one transaction at a time hold places on each of these trip instances, taken in a
   * fixed order so two orders never wait on each other in a circle. Without it, buyers racing
   * for the same last place meet inside the exclusion constraint's index, where each waits for
   * the other's uncommitted row: a deadlock PostgreSQL breaks only after a second.
   */
  async lockTrips(tx: Db, segments: readonly Segment[]): Promise<void> {
    const trips = [...new Set(segments.map((s) => `${s.tripId}|${s.serviceDate}`))].sort();
    for (const trip of trips) {
      const [tripId, serviceDate] = trip.split('|');
      await tx.execute(
        sql`select pg_advisory_xact_lock(${Number(tripId)}::int, (${serviceDate}::date - date '2000-01-01')::int)`,
      );
    }
  }

  /**
   * Holds one place. Fails with the database's exclusion violation (23P01) when someone holds
   * the place on an overlapping stretch: that constraint, not this code, is what keeps a place
   * from being sold twice.
   */
  async hold(tx: Db, hold: NewHold): Promise<void> {
    await tx.execute(sql`
      insert into seat_holds (trip_id, service_date, car_number, seat, from_sequence,
                              to_sequence, order_id, expires_at)
      values (${hold.tripId}, ${hold.serviceDate}, ${hold.carNumber}, ${hold.seat},
              ${hold.fromSequence}, ${hold.toSequence}, ${hold.orderId},
              ${hold.expiresAt?.toISOString() ?? null}::timestamptz)`);
  }

  /** The order's places are sold: they no longer lapse. */
  async sell(tx: Db, orderId: number): Promise<void> {
    await tx.execute(sql`update seat_holds set expires_at = null where order_id = ${orderId}`);
  }

  /** Frees some places of an order: a returned ticket's, for sale again at once. */
  async releasePlaces(
    tx: Db,
    orderId: number,
    places: readonly { tripId: number; serviceDate: string; carNumber: number; seat: string }[],
  ): Promise<void> {
    const freed: FreedRow[] = [];
    for (const p of places) {
      freed.push(
        ...rowsOf<FreedRow>(
          await tx.execute(sql`
            delete from seat_holds
            where order_id = ${orderId} and trip_id = ${p.tripId}
              and service_date = ${p.serviceDate} and car_number = ${p.carNumber}
              and seat = ${p.seat}
            returning ${FREED}`),
        ),
      );
    }
    await this.released(tx, freed);
  }

  /** Frees every place of these orders at once. */
  async release(tx: Db, orderIds: readonly number[]): Promise<void> {
    if (orderIds.length === 0) return;
    const freed = rowsOf<FreedRow>(
      await tx.execute(sql`
        delete from seat_holds where order_id = any(${`{${orderIds.join(',')}}`}::int[])
        returning ${FREED}`),
    );
    await this.released(tx, freed);
  }

  private async released(tx: Db, freed: readonly FreedRow[]): Promise<void> {
    const instances = new Map<string, TripInstance>();
    for (const r of freed) {
      instances.set(`${r.trip_id}|${r.service_date}`, {
        tripId: r.trip_id,
        serviceDate: r.service_date,
      });
    }
    if (instances.size > 0) await this.afterRelease(tx, [...instances.values()]);
  }
}
