import { randomUUID } from 'node:crypto';
import { formatRubles } from '@peresadka/contracts/money';
import { kopecksOf, type Payment } from '@peresadka/contracts/yookassa-v3';
import type { FastifyBaseLogger } from 'fastify';
import { enqueueDisruptionScan } from '../disruptions/scan-job.ts';
import type { Db } from '../infra/db/database.ts';
import type { InventoryRepository } from '../suppliers/local/inventory-repository.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { paymentRefundMail } from '../mail/templates.ts';
import type { OrderClosing } from '../orders/order-closing.ts';
import { OrdersRepository } from '../orders/orders-repository.ts';
import type { SupplierSales } from '../orders/supplier-sales.ts';
import { orderLetterOf } from '../orders/order-letter.ts';
import { PaymentsRepository, type PaymentRow } from './payments-repository.ts';

type Deps = {
  db: Db;
  inventory: InventoryRepository;
  closing: OrderClosing;
  /** The sale through a supplier that owns the places: asked to issue once the money is in. */
  supplierSales: SupplierSales | null;
  sendMail: (tx: Db, message: MailMessage, dedupeKey: string) => Promise<void>;
  enqueueRefund: (tx: Db, payload: { refundId: number }, dedupeKey: string) => Promise<void>;
  /** «Заказ оплачен» with the tickets, sent by a job. */
  enqueuePaidLetter: (tx: Db, payload: { orderId: number }, dedupeKey: string) => Promise<void>;
  now: () => Date;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * What the provider says became of a payment, applied to the order: paid, declined, or money
 * the order cannot take going back. However the word arrives (a notification, the payer's
 * return, reconciliation) and however often, it changes the order once.
 */
export class PaymentOutcomes {
  private readonly repo = new PaymentsRepository();
  private readonly orders = new OrdersRepository();

  constructor(private readonly deps: Deps) {}

  /**
   * The provider's word on a payment, applied in one transaction: each step is an update
   * guarded by the status it leaves, so a second notification, the return page and the
   * reconciliation racing each other change the order once.
   */
  async apply(payment: Payment): Promise<void> {
    await this.tx(async (tx) => {
      const attempt = await this.attemptOf(tx, payment);
      if (!attempt) {
        this.deps.log.warn({ payment: payment.id }, 'уведомление о чужом или неизвестном платеже');
        return;
      }
      if (
        kopecksOf(payment.amount) !== attempt.amount ||
        payment.metadata?.order_id !== String(attempt.orderId)
      ) {
        this.deps.log.error(
          { payment: payment.id, attempt: attempt.id },
          'платёж не совпадает с заказом по сумме или номеру',
        );
        return;
      }
      if (payment.status === 'succeeded' && payment.paid) await this.succeeded(tx, attempt);
      if (payment.status === 'canceled') {
        const changed = await this.repo.canceled(
          tx,
          attempt.id,
          payment.cancellation_details,
          this.deps.now(),
        );
        if (changed && !(await this.repo.open(tx, attempt.orderId))) {
          await this.orders.markNotPaid(tx, attempt.orderId);
        }
      }
    });
  }

  /**
   * Our attempt for the provider's payment. When the answer to its creation was lost, the
   * attempt does not know the payment's id yet; the payment (fetched with our credentials, so
   * its metadata is ours) names the attempt, and the two are joined here.
   */
  private async attemptOf(tx: Db, payment: Payment): Promise<PaymentRow | undefined> {
    const known = await this.repo.lockByProviderId(tx, payment.id);
    if (known) return known;
    const attemptId = Number(payment.metadata?.payment_id);
    if (!Number.isSafeInteger(attemptId) || attemptId <= 0) return undefined;
    const creating = await this.repo.lockCreating(tx, attemptId);
    if (!creating) return undefined;
    const url = payment.confirmation?.confirmation_url ?? null;
    await this.repo.created(tx, creating.id, payment.id, url, this.deps.now());
    return { ...creating, providerPaymentId: payment.id, status: 'pending' };
  }

  /**
   * Money arrived. While the hold is live the order is paid and its places sold; otherwise
   * (the hold lapsed, the order was cancelled or already paid) the order cannot take it, and
   * it all goes back — never money without seats, never seats without money.
   */
  private async succeeded(tx: Db, attempt: PaymentRow): Promise<void> {
    const now = this.deps.now();
    if (!(await this.repo.succeeded(tx, attempt.id, now))) return;
    const orderId = attempt.orderId;
    if (await this.orders.markPaid(tx, orderId, now)) {
      await this.deps.inventory.sell(tx, orderId);
      // A supplier's tickets are mailed once it has issued them; ours are issued now.
      if (!(await this.deps.supplierSales?.paid(tx, orderId))) {
        await this.deps.enqueuePaidLetter(tx, { orderId }, `order-paid:${orderId}`);
      }
      // Paid within a hold taken before a timetable change: the scan that followed the change
      // did not see it as paid, so it looks again.
      await enqueueDisruptionScan(tx, 'оплата заказа', `paid:${orderId}`, now, orderId);
      return;
    }
    await this.deps.closing.closed(tx, await this.orders.closeLapsed(tx, now, { orderId }));
    const order = await this.orders.lock(tx, orderId);
    const reason =
      order?.status === 'PAID'
        ? 'second_payment'
        : order?.closeReason === 'user'
          ? 'cancelled_order'
          : 'late_payment';
    const refundId = await this.repo.insertRefund(tx, {
      paymentId: attempt.id,
      orderId,
      amount: attempt.amount,
      reason,
      status: 'requested',
      idempotenceKey: randomUUID(),
      createdAt: now,
      updatedAt: now,
    });
    await this.deps.enqueueRefund(tx, { refundId }, `refund:${refundId}`);
    const stored = (await this.orders.loadById(tx, orderId))!;
    const why = {
      second_payment: `Заказ № ${orderId} уже был оплачен, а пришёл ещё один платёж.`,
      cancelled_order: `Оплата заказа № ${orderId} пришла, когда заказ уже был отменён.`,
      late_payment: `Оплата заказа № ${orderId} пришла, когда бронь мест уже истекла, и заказ отменён.`,
    }[reason];
    await this.deps.sendMail(
      tx,
      paymentRefundMail(
        orderLetterOf(stored, this.deps.publicUrl),
        formatRubles(attempt.amount),
        why,
      ),
      `payment-refund:${attempt.id}`,
    );
    this.deps.log.warn({ order: orderId, payment: attempt.id, reason }, 'оплата возвращается');
  }

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.deps.db.transaction((tx) => work(tx));
  }
}
