import { berthLabels, berthOf } from '@peresadka/contracts/car-layout';
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { orderItems, orderPassengers, orders } from '../infra/db/schema.ts';
import { serviceFee } from '../pricing/service-fee.ts';
import type { SupplierOrder } from '../suppliers/train-supplier.ts';
import { ZItemDetails } from './item-details.ts';
import { SUPPLIER_MOVES, type SupplierMove, type SupplierState } from './supplier-states.ts';

/** What an order keeps of its supplier's side. */
export type SupplierPart = {
  id: number;
  userId: number;
  status: string;
  supplier: string;
  reference: string;
  supplierOrderId: string | null;
  state: SupplierState;
  createdAt: Date;
  holdExpiresAt: Date | null;
};

/**
 * The supplier's columns of the orders tables. A state changes only by `move`, an update
 * guarded by the states the move may leave (supplier-states.ts), in the caller's transaction.
 */
export class SupplierOrdersRepository {
  async move(
    tx: Db,
    orderId: number,
    to: SupplierMove,
    set: Partial<typeof orders.$inferInsert> = {},
  ): Promise<boolean> {
    const rows = await tx
      .update(orders)
      .set({ ...set, supplierState: to })
      .where(and(eq(orders.id, orderId), inArray(orders.supplierState, [...SUPPLIER_MOVES[to]])))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  async part(db: Db, orderId: number): Promise<SupplierPart | undefined> {
    const [row] = await db
      .select({
        id: orders.id,
        userId: orders.userId,
        status: orders.status,
        supplier: orders.supplier,
        reference: orders.supplierReference,
        supplierOrderId: orders.supplierOrderId,
        state: orders.supplierState,
        createdAt: orders.createdAt,
        holdExpiresAt: orders.holdExpiresAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!row?.supplier || !row.reference || !row.state) return undefined;
    return {
      ...row,
      supplier: row.supplier,
      reference: row.reference,
      state: row.state as SupplierState,
    };
  }

  /** Orders of a supplier in a state since before `before`: what a sweep looks at. */
  async inState(db: Db, state: SupplierState, before: Date, limit = 100): Promise<number[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.supplierState, state), lte(orders.createdAt, before)))
      .orderBy(orders.id)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * The supplier's reservation as our order's places and prices: each ticket's place and fare
   * (our fee added by the one fee rule) on its item, the sums on the order, the hold until the
   * supplier's `confirmTill`. Only an order still `reserving` takes it.
   */
  async reserved(
    tx: Db,
    orderId: number,
    made: SupplierOrder,
    /** Our item of a ticket: by the ride (its position) and the passenger (1-based). */
    itemOf: (ride: number, passenger: number) => number,
    rideOf: (reference: string) => number,
  ): Promise<boolean> {
    if (
      !(await this.move(tx, orderId, 'reserved', {
        supplierOrderId: made.orderId,
        holdExpiresAt: made.confirmTill,
      }))
    ) {
      return false;
    }
    for (const item of made.items) {
      const ride = rideOf(item.reference);
      for (const ticket of item.tickets) {
        const id = itemOf(ride, ticket.passenger);
        const [row] = await tx.select().from(orderItems).where(eq(orderItems.id, id));
        const details = ZItemDetails.parse(row!.details);
        const berth =
          details.mode === 'TRAIN' && ticket.place !== null
            ? berthOf(details.carType, Number(ticket.place))
            : null;
        const serviceCharge = serviceFee('TRAIN', ticket.fare);
        await tx
          .update(orderItems)
          .set({
            carNumber: item.carNumber,
            seat: ticket.place,
            fare: ticket.fare,
            serviceCharge,
            total: ticket.fare + serviceCharge + row!.extras,
            details: { ...details, berth: berth ? berthLabels[berth] : null },
            supplierItemId: item.itemId,
            supplierCustomerId: ticket.customerId,
            supplierBlankId: ticket.blankId,
          })
          .where(eq(orderItems.id, id));
      }
    }
    await tx.execute(sql`
      update orders set
        total_price = (select sum(total) from order_items where order_id = ${orderId}),
        service_charge = (select sum(service_charge) from order_items where order_id = ${orderId})
      where id = ${orderId}`);
    return true;
  }

  /** The tickets' numbers and void deadlines, once the supplier issued them. */
  async issued(tx: Db, orderId: number, made: SupplierOrder): Promise<void> {
    for (const item of made.items) {
      for (const ticket of item.tickets) {
        await tx
          .update(orderItems)
          .set({ blankNumber: ticket.number, voidTill: item.voidTill })
          .where(
            and(eq(orderItems.orderId, orderId), eq(orderItems.supplierBlankId, ticket.blankId)),
          );
      }
    }
  }

  /** Deletes an order the supplier made nothing for; only while it is still `reserving`. */
  async dropReserving(tx: Db, orderId: number): Promise<boolean> {
    const rows = await tx
      .delete(orders)
      .where(and(eq(orders.id, orderId), eq(orders.supplierState, 'reserving')))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /** PAID → CANCELLED, the passengers with it: the supplier would not issue the tickets. */
  async cancelPaid(tx: Db, orderId: number, now: Date): Promise<void> {
    await tx
      .update(orders)
      .set({ status: 'CANCELLED', closedAt: now, closeReason: 'supplier_refused' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'PAID')));
    await tx
      .update(orderPassengers)
      .set({ status: 'CANCELLED' })
      .where(eq(orderPassengers.orderId, orderId));
  }

  /** The carriers' fares of the tickets the supplier issued us since then: what it charged us. */
  async faresIssuedSince(db: Db, since: Date): Promise<number> {
    const [row] = await db
      .select({ fares: sql<number>`coalesce(sum(${orderItems.fare}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.supplierState, 'confirmed'),
          gte(orders.paidAt, since),
          isNotNull(orderItems.supplierBlankId),
        ),
      );
    return row?.fares ?? 0;
  }
}
