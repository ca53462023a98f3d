import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';
import { orders, payments, refunds } from '../infra/db/schema.ts';
import type { RefundRow } from '../orders/orders-repository.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** A payment that is not yet settled one way or the other. */
const OPEN = ['creating', 'pending'];

/**
 * The payments and refunds tables. A payment's status only moves forward, by updates guarded
 * by the statuses it may leave, inside the caller's transaction.
 */
export class PaymentsRepository {
  /** The order's latest unsettled payment, if any. */
  async open(tx: Db, orderId: number): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, OPEN)))
      .orderBy(desc(payments.id))
      .limit(1);
    return row;
  }

  async insert(tx: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [inserted] = await tx.insert(payments).values(row).returning();
    return inserted!;
  }

  /** creating → pending once the provider has made the payment. */
  async created(
    tx: Db,
    id: number,
    providerPaymentId: string,
    confirmationUrl: string | null,
    now: Date,
  ): Promise<void> {
    await tx
      .update(payments)
      .set({ status: 'pending', providerPaymentId, confirmationUrl, updatedAt: now })
      .where(and(eq(payments.id, id), eq(payments.status, 'creating')));
  }

  async lockByProviderId(tx: Db, providerPaymentId: string): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, providerPaymentId))
      .for('update');
    return row;
  }

  /** An attempt whose creation the provider has not confirmed to us yet. */
  async lockCreating(tx: Db, id: number): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, id),
          eq(payments.status, 'creating'),
          sql`${payments.providerPaymentId} is null`,
        ),
      )
      .for('update');
    return row;
  }

  /** The payment a return code names, if it is an order of this account. */
  async byReturnCode(db: Db, codeHash: string, userId: number): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.returnCodeHash, codeHash), eq(orders.userId, userId)));
    return row?.payment;
  }

  async byId(db: Db, id: number): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  /** pending → succeeded; false if it had already settled (a notification seen before). */
  async succeeded(tx: Db, id: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: now })
      .where(and(eq(payments.id, id), inArray(payments.status, OPEN)))
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  async canceled(
    tx: Db,
    id: number,
    details: { party: string; reason: string } | undefined,
    now: Date,
  ): Promise<boolean> {
    const rows = await tx
      .update(payments)
      .set({
        status: 'canceled',
        cancellationParty: details?.party ?? null,
        cancellationReason: details?.reason ?? null,
        updatedAt: now,
      })
      .where(and(eq(payments.id, id), inArray(payments.status, OPEN)))
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  /**
   * Pending payments older than `after` that nobody asked the provider about for as long,
   * marked as asked now: several instances reconciling at once each take different ones.
   */
  async claimStale(db: Db, now: Date, afterMs: number, limit: number): Promise<string[]> {
    const before = new Date(now.getTime() - afterMs).toISOString();
    const rows = rowsOf<{ provider_payment_id: string }>(
      await db.execute(sql`
        with stale as (
          select id from payments
          where status = 'pending' and created_at <= ${before}::timestamptz
            and (checked_at is null or checked_at <= ${before}::timestamptz)
          order by created_at limit ${limit} for update skip locked)
        update payments set checked_at = ${now.toISOString()}::timestamptz
        from stale where payments.id = stale.id
        returning payments.provider_payment_id`),
    );
    return rows.map((r) => r.provider_payment_id);
  }

  /** The payment an order was paid with. */
  async succeededOf(tx: Db, orderId: number): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
      .orderBy(payments.id)
      .limit(1);
    return row;
  }

  async insertRefund(tx: Db, row: typeof refunds.$inferInsert): Promise<number> {
    const [inserted] = await tx.insert(refunds).values(row).returning({ id: refunds.id });
    return inserted!.id;
  }

  async refund(db: Db, id: number): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
    return row;
  }

  /** requested → pending | succeeded, once the provider has the refund. */
  async refundSent(
    db: Db,
    id: number,
    providerRefundId: string,
    status: 'pending' | 'succeeded',
    now: Date,
  ): Promise<void> {
    await db
      .update(refunds)
      .set({ providerRefundId, status, updatedAt: now })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')));
  }

  async refundSucceeded(db: Db, providerRefundId: string, now: Date): Promise<void> {
    await db
      .update(refunds)
      .set({ status: 'succeeded', updatedAt: now })
      .where(
        and(eq(refunds.providerRefundId, providerRefundId), inArray(refunds.status, ['pending'])),
      );
  }
}
