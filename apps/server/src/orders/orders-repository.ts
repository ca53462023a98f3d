import type { OrderStatus } from '@peresadka/contracts/enums';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';
import { orderItems, orderPassengers, orderRides, orders, refunds } from '../infra/db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderRideRow = typeof orderRides.$inferSelect;
export type OrderPassengerRow = typeof orderPassengers.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
/** An order's refunds are read with it; the payments' repository writes them. */
export type RefundRow = typeof refunds.$inferSelect;

/** An order with everything it holds, as the pages show it. */
export type StoredOrder = {
  order: OrderRow;
  rides: OrderRideRow[];
  passengers: OrderPassengerRow[];
  items: OrderItemRow[];
  /** Money sent back for payments the order could not take. */
  refunds: RefundRow[];
};

/** Statuses an order can be cancelled from: not yet paid. */
const UNPAID: OrderStatus[] = ['WAITING', 'NOT_PAID'];

/**
 * The orders tables. A status changes only here, by an update guarded by the status it leaves,
 * inside the caller's transaction; whoever loses a race finds no row to change.
 */
export class OrdersRepository {
  /** Serialises one account's order creation: its limits and idempotency keys are checked alone. */
  async lockUser(tx: Db, userId: number): Promise<void> {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
  }

  async byIdempotencyKey(
    tx: Db,
    userId: number,
    key: string,
  ): Promise<{ id: number; requestHash: string } | undefined> {
    const [row] = await tx
      .select({ id: orders.id, requestHash: orders.requestHash })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return row;
  }

  async unpaidCount(tx: Db, userId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, UNPAID)));
    return row?.n ?? 0;
  }

  /**
   * Cancels unpaid orders whose hold lapsed by `now` — at most `limit` of them, skipping any
   * another transaction is already closing — among one account's orders or those holding
   * places on the given trips. Answers their ids; the caller frees their places.
   */
  async closeLapsed(
    tx: Db,
    now: Date,
    scope: {
      userId?: number;
      orderId?: number;
      trips?: readonly { tripId: number; serviceDate: string }[];
    },
    limit = 100,
  ): Promise<number[]> {
    const at = now.toISOString();
    const filters = [
      sql`o.status in ('WAITING', 'NOT_PAID')`,
      sql`o.hold_expires_at <= ${at}::timestamptz`,
    ];
    if (scope.userId !== undefined) filters.push(sql`o.user_id = ${scope.userId}`);
    if (scope.orderId !== undefined) filters.push(sql`o.id = ${scope.orderId}`);
    if (scope.trips) {
      if (scope.trips.length === 0) return [];
      const trips = sql.join(
        scope.trips.map((t) => sql`(${t.tripId}::int, ${t.serviceDate}::date)`),
        sql`, `,
      );
      filters.push(
        sql`exists (select 1 from seat_holds h where h.order_id = o.id and (h.trip_id, h.service_date) in (${trips}))`,
      );
    }
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        with lapsed as (
          select o.id from orders o where ${sql.join(filters, sql` and `)}
          order by o.hold_expires_at limit ${limit} for update skip locked)
        update orders set status = 'CANCELLED', closed_at = ${at}::timestamptz,
               close_reason = 'expired', hold_expires_at = null
        from lapsed where orders.id = lapsed.id and orders.status in ('WAITING', 'NOT_PAID')
        returning orders.id`),
    );
    const ids = rows.map((r) => r.id);
    await this.setPassengerStatus(tx, ids, 'CANCELLED');
    return ids;
  }

  /** Cancels an unpaid order of this account; false when there is none to cancel. */
  async cancel(tx: Db, userId: number, orderId: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(orders)
      .set({ status: 'CANCELLED', closedAt: now, closeReason: 'user', holdExpiresAt: null })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), inArray(orders.status, UNPAID)))
      .returning({ id: orders.id });
    await this.setPassengerStatus(
      tx,
      rows.map((r) => r.id),
      'CANCELLED',
    );
    return rows.length > 0;
  }

  /**
   * WAITING or NOT_PAID → PAID, only while the hold is live: a payment that arrives after the
   * places lapsed must not take them back from whoever holds them now.
   */
  async markPaid(tx: Db, orderId: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(orders)
      .set({ status: 'PAID', paidAt: now, holdExpiresAt: null })
      .where(
        and(
          eq(orders.id, orderId),
          inArray(orders.status, UNPAID),
          sql`${orders.holdExpiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: orders.id });
    await this.setPassengerStatus(tx, [orderId], 'PAID', rows.length > 0);
    return rows.length > 0;
  }

  /** WAITING → NOT_PAID: the payment was declined; the user may pay again while the hold lasts. */
  async markNotPaid(tx: Db, orderId: number): Promise<boolean> {
    const rows = await tx
      .update(orders)
      .set({ status: 'NOT_PAID' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'WAITING')))
      .returning({ id: orders.id });
    await this.setPassengerStatus(tx, [orderId], 'NOT_PAID', rows.length > 0);
    return rows.length > 0;
  }

  /** NOT_PAID → WAITING: a new payment attempt begins. */
  async reopen(tx: Db, orderId: number): Promise<void> {
    const rows = await tx
      .update(orders)
      .set({ status: 'WAITING' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'NOT_PAID')))
      .returning({ id: orders.id });
    await this.setPassengerStatus(tx, [orderId], 'WAITING', rows.length > 0);
  }

  /**
   * Flags a paid order as broken by the timetable, once: false when it is flagged already
   * (another scan, another instance) or no longer paid, and then nobody writes to its owner.
   */
  async markDisrupted(tx: Db, orderId: number, text: string, now: Date): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update orders set disrupted_at = ${now.toISOString()}::timestamptz, disruption = ${text}
        where id = ${orderId} and disrupted_at is null and status = 'PAID'
        returning id`),
    );
    return rows.length > 0;
  }

  /** The order a passenger (a ticket in refund calls) belongs to. */
  async orderOfPassenger(db: Db, passengerId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ orderId: orderPassengers.orderId })
      .from(orderPassengers)
      .where(eq(orderPassengers.id, passengerId));
    return row?.orderId;
  }

  /**
   * Marks the items returned, all or none: false when any of them was returned meanwhile (or
   * its passenger's ticket is no longer paid), and the caller's transaction rolls back.
   */
  async markItemsReturned(
    tx: Db,
    orderId: number,
    items: readonly OrderItemRow[],
    now: Date,
  ): Promise<boolean> {
    if (items.length === 0) return false;
    const rows = await tx
      .update(orderItems)
      .set({ returnedAt: now })
      .where(
        and(
          eq(orderItems.orderId, orderId),
          inArray(
            orderItems.id,
            items.map((i) => i.id),
          ),
          isNull(orderItems.returnedAt),
          sql`exists (select 1 from order_passengers p where p.id = ${orderItems.passengerId} and p.status = 'PAID')`,
        ),
      )
      .returning({ id: orderItems.id });
    return rows.length === items.length;
  }

  /** PAID → RETURNED for each of these passengers with no ticket left unreturned. */
  async markPassengersReturned(tx: Db, orderId: number, passengerIds: number[]): Promise<void> {
    await tx
      .update(orderPassengers)
      .set({ status: 'RETURNED' })
      .where(
        and(
          eq(orderPassengers.orderId, orderId),
          inArray(orderPassengers.id, passengerIds),
          eq(orderPassengers.status, 'PAID'),
          sql`not exists (select 1 from order_items i where i.passenger_id = ${orderPassengers.id} and i.returned_at is null)`,
        ),
      );
  }

  /** PAID → RETURNED for the order once none of its passengers holds a paid ticket. */
  async returnIfAllReturned(tx: Db, orderId: number, now: Date): Promise<void> {
    await tx
      .update(orders)
      .set({ status: 'RETURNED', closedAt: now, closeReason: 'returned' })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'PAID'),
          sql`not exists (select 1 from order_passengers p where p.order_id = ${orderId} and p.status = 'PAID')`,
        ),
      );
  }

  /** The order's row, locked until the transaction ends: one payment step at a time per order. */
  async lock(tx: Db, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  private async setPassengerStatus(
    tx: Db,
    orderIds: number[],
    status: OrderStatus,
    changed = true,
  ) {
    if (!changed || orderIds.length === 0) return;
    await tx
      .update(orderPassengers)
      .set({ status })
      .where(inArray(orderPassengers.orderId, orderIds));
  }

  async insertOrder(tx: Db, row: typeof orders.$inferInsert): Promise<number> {
    const [inserted] = await tx.insert(orders).values(row).returning({ id: orders.id });
    return inserted!.id;
  }

  async insertRides(tx: Db, rows: (typeof orderRides.$inferInsert)[]): Promise<number[]> {
    const inserted = await tx.insert(orderRides).values(rows).returning({ id: orderRides.id });
    return inserted.map((r) => r.id);
  }

  async insertPassengers(tx: Db, rows: (typeof orderPassengers.$inferInsert)[]): Promise<number[]> {
    const inserted = await tx
      .insert(orderPassengers)
      .values(rows)
      .returning({ id: orderPassengers.id });
    return inserted.map((r) => r.id);
  }

  async insertItems(tx: Db, rows: (typeof orderItems.$inferInsert)[]): Promise<void> {
    await tx.insert(orderItems).values(rows);
  }

  /** An order of this account, or undefined: another account's order is as good as absent. */
  async load(db: Db, userId: number, orderId: number): Promise<StoredOrder | undefined> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) return undefined;
    return (await this.withParts(db, [order]))[0];
  }

  /** Any account's order: for work the provider, not a signed-in user, starts. */
  async loadById(db: Db, orderId: number): Promise<StoredOrder | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    return order && (await this.withParts(db, [order]))[0];
  }

  /** Every order of the account, the newest first; «Мои поездки» arranges them by trip. */
  async list(db: Db, userId: number): Promise<StoredOrder[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.id));
    return this.withParts(db, rows);
  }

  async ids(db: Db, userId: number): Promise<number[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.id));
    return rows.map((r) => r.id);
  }

  private async withParts(db: Db, list: OrderRow[]): Promise<StoredOrder[]> {
    if (list.length === 0) return [];
    const ids = list.map((o) => o.id);
    // One after another: inside a transaction they share one connection.
    const rides = await db
      .select()
      .from(orderRides)
      .where(inArray(orderRides.orderId, ids))
      .orderBy(orderRides.position);
    const passengers = await db
      .select()
      .from(orderPassengers)
      .where(inArray(orderPassengers.orderId, ids))
      .orderBy(orderPassengers.position);
    const items = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(orderItems.id);
    const moneyBack = await db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, ids))
      .orderBy(refunds.id);
    return list.map((order) => ({
      order,
      rides: rides.filter((r) => r.orderId === order.id),
      passengers: passengers.filter((p) => p.orderId === order.id),
      items: items.filter((i) => i.orderId === order.id),
      refunds: moneyBack.filter((r) => r.orderId === order.id),
    }));
  }

  /**
   * A live order of this account under this number — the booking of the adult a child flies
   * with: its adults' surnames and the trips it rides.
   */
  async liveBooking(
    db: Db,
    userId: number,
    orderId: number,
  ): Promise<{ adultSurnames: string[]; tripIds: number[] } | undefined> {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.userId, userId),
          inArray(orders.status, ['WAITING', 'NOT_PAID', 'PAID'] satisfies OrderStatus[]),
        ),
      );
    if (!order) return undefined;
    const [adults, rides] = await Promise.all([
      db
        .select({ lastName: orderPassengers.lastName })
        .from(orderPassengers)
        .where(and(eq(orderPassengers.orderId, orderId), eq(orderPassengers.category, 'Adult'))),
      db
        .select({ tripId: orderRides.tripId })
        .from(orderRides)
        .where(eq(orderRides.orderId, orderId)),
    ]);
    return { adultSurnames: adults.map((a) => a.lastName), tripIds: rides.map((r) => r.tripId) };
  }

  /** The account's travellers of earlier orders, one per document, latest first. */
  async savedPassengers(db: Db, userId: number): Promise<OrderPassengerRow[]> {
    return rowsOf<OrderPassengerRow>(
      await db.execute(sql`
        select * from (
          select distinct on (p.document_type, p.document_number)
                 p.last_name as "lastName", p.first_name as "firstName",
                 p.middle_name as "middleName", p.sex, p.birthday::text as birthday,
                 p.document_type as "documentType", p.document_number as "documentNumber",
                 p.document_valid_till::text as "documentValidTill", p.citizenship, p.id
          from order_passengers p join orders o on o.id = p.order_id
          where o.user_id = ${userId}
          order by p.document_type, p.document_number, p.id desc) latest
        order by id desc limit 50`),
    );
  }
}
