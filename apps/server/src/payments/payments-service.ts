import { randomUUID } from 'node:crypto';
import { AppError } from '@peresadka/contracts/errors';
import { ZOrderStatus, ZOrderTransportType } from '@peresadka/contracts/enums';
import { orderMessages } from '@peresadka/contracts/orders';
import { paymentMessages, type PaymentConfirmResponse } from '@peresadka/contracts/payments';
import { amountOf, type Notification } from '@peresadka/contracts/yookassa-v3';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../infra/db/database.ts';
import type { OrderClosing } from '../orders/order-closing.ts';
import type { SupplierSales } from '../orders/supplier-sales.ts';
import type { InventoryRepository } from '../suppliers/local/inventory-repository.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { onSiteHost } from '../infra/http/site-url.ts';
import { OrdersRepository } from '../orders/orders-repository.ts';
import { PaymentOutcomes } from './payment-outcomes.ts';
import { createPaymentOf, receiptOf, returnReceiptOf } from './payment-request.ts';
import { PaymentsRepository, type PaymentRow } from './payments-repository.ts';
import { rideFactsOf } from './receipt-facts-repository.ts';
import { codeHashOf, returnCodeOf } from './return-code.ts';
import { ProviderRefused, ProviderUnavailable, type YooKassaClient } from './yookassa-client.ts';

type Deps = {
  db: Db;
  client: YooKassaClient;
  provider: 'sandbox' | 'yookassa';
  inventory: InventoryRepository;
  closing: OrderClosing;
  supplierSales: SupplierSales | null;
  jobs: JobQueue;
  sendMail: (tx: Db, message: MailMessage, dedupeKey: string) => Promise<void>;
  enqueuePaidLetter: (tx: Db, payload: { orderId: number }, dedupeKey: string) => Promise<void>;
  now: () => Date;
  /** For letters sent with no visitor at hand (jobs). */
  publicUrl: string;
  /** The built-in sandbox's page is put on the host the visitor came on (no address of its own). */
  sandboxPageOnSiteHost: boolean;
  /** Keys the return codes. */
  secret: string;
  reconcileAfterMs: number;
  log: FastifyBaseLogger;
};

const notFound = () =>
  new AppError('not_found', 'No such order of this account', {
    userMessage: orderMessages.orderNotFound,
  });

const providerDown = (cause: unknown) =>
  new AppError('unavailable', 'Payment provider unavailable', {
    userMessage: paymentMessages.providerDown,
    cause,
  });

/** Payload of the job that sends a refund to the provider. */
const ZRefundJob = z.object({ refundId: z.number().int().positive() });

/**
 * Paying an order at the provider (YooKassa v3 or the built-in sandbox): the attempt and its
 * page, and what the provider says became of it — told by a notification, by the visitor's
 * return, or found by reconciliation, whichever comes first; each applied once.
 */
export class PaymentsService {
  private readonly repo = new PaymentsRepository();
  private readonly orders = new OrdersRepository();
  private readonly outcomes: PaymentOutcomes;
  /** Writes the job that sends a refund to the provider, in the caller's transaction. */
  readonly enqueueRefund: (tx: Db, payload: { refundId: number }, key: string) => Promise<void>;

  constructor(private readonly deps: Deps) {
    this.enqueueRefund = deps.jobs.define({
      kind: 'payment-refund',
      payload: ZRefundJob,
      run: ({ refundId }) => this.sendRefund(refundId),
    });
    this.outcomes = new PaymentOutcomes({ ...deps, enqueueRefund: this.enqueueRefund });
  }

  /**
   * The provider's page for the order. An unsettled attempt is reused (its key makes the
   * provider answer with the same payment), so a double click or a retry never makes two.
   */
  async init(userId: number, orderId: number, siteUrl: string): Promise<{ url: string }> {
    const url = await this.pageOf(userId, orderId, siteUrl);
    return { url: this.deps.sandboxPageOnSiteHost ? onSiteHost(url, siteUrl) : url };
  }

  /** `siteUrl`: where the visitor is sent back to, the address they came on or PUBLIC_URL. */
  private async pageOf(userId: number, orderId: number, siteUrl: string): Promise<string> {
    for (let round = 0; ; round++) {
      const attempt = await this.attemptFor(userId, orderId);
      if (attempt.status !== 'pending' || !attempt.confirmationUrl) {
        return this.create(attempt, siteUrl);
      }
      // The open payment may have settled without us hearing yet: ask once before reusing it.
      if (round > 0) return attempt.confirmationUrl;
      await this.check(attempt.providerPaymentId!);
    }
  }

  /** The order's open attempt, or a new one, once the order is checked to be payable. */
  private attemptFor(userId: number, orderId: number): Promise<PaymentRow> {
    return this.tx(async (tx) => {
      const order = await this.orders.lock(tx, orderId);
      if (!order || order.userId !== userId) throw notFound();
      const now = this.deps.now();
      if (order.status === 'CANCELLED' && order.closeReason === 'expired') throw holdLapsed();
      if (order.status !== 'WAITING' && order.status !== 'NOT_PAID') throw notPayable();
      // Nothing to pay for until the supplier has said which places it holds.
      if (order.supplierState === 'reserving') throw notPayable();
      if (!order.holdExpiresAt || order.holdExpiresAt <= now) throw holdLapsed();
      const open = await this.repo.open(tx, orderId);
      if (open) return open;
      await this.orders.reopen(tx, orderId);
      const idempotenceKey = randomUUID();
      return this.repo.insert(tx, {
        orderId,
        provider: this.deps.provider,
        idempotenceKey,
        returnCodeHash: codeHashOf(returnCodeOf(this.deps.secret, idempotenceKey)),
        amount: order.totalPrice,
        status: 'creating',
        createdAt: now,
        updatedAt: now,
      });
    });
  }

  /**
   * Makes the attempt's payment at the provider. Its key is the attempt's, so after a timeout
   * (here or in an earlier call) the provider answers with the payment it already made.
   */
  private async create(attempt: PaymentRow, siteUrl: string): Promise<string> {
    const stored = (await this.orders.loadById(this.deps.db, attempt.orderId))!;
    const code = returnCodeOf(this.deps.secret, attempt.idempotenceKey);
    const body = createPaymentOf(
      stored,
      await rideFactsOf(this.deps.db, stored.order.id),
      attempt.id,
      attempt.amount,
      `${siteUrl}/payment/success/${code}`,
      attempt.createdAt,
    );
    const payment = await this.provider(() =>
      this.deps.client.createPayment(body, attempt.idempotenceKey),
    );
    const url = payment.confirmation?.confirmation_url;
    if (!url) throw new Error(`payment ${payment.id} came back without a confirmation URL`);
    await this.tx((tx) => this.repo.created(tx, attempt.id, payment.id, url, this.deps.now()));
    if (payment.status !== 'pending') await this.outcomes.apply(payment);
    return url;
  }

  /**
   * The visitor is back from the provider's page. The code names the payment; its outcome is
   * asked of the provider at once, so a late or lost notification does not keep anyone waiting.
   */
  async confirm(userId: number, code: string): Promise<PaymentConfirmResponse> {
    const hash = codeHashOf(code);
    const attempt = await this.repo.byReturnCode(this.deps.db, hash, userId);
    if (!attempt) {
      throw new AppError('not_found', 'Unknown return code', {
        userMessage: paymentMessages.paymentNotFound,
      });
    }
    if (attempt.status === 'pending' && attempt.providerPaymentId) {
      await this.check(attempt.providerPaymentId);
    }
    const now = await this.repo.byId(this.deps.db, attempt.id);
    const order = await this.orders.loadById(this.deps.db, attempt.orderId);
    if (!now || !order || (now.status !== 'succeeded' && now.status !== 'canceled')) {
      throw new AppError('payment_pending', 'Payment still pending', {
        userMessage: paymentMessages.pending,
      });
    }
    // Paid, and the supplier is issuing the tickets: the page asks again, as for a bank.
    if (order.order.supplierState === 'confirming') {
      throw new AppError('payment_pending', 'Tickets being issued', {
        userMessage: paymentMessages.issuing,
      });
    }
    return {
      order_id: order.order.id,
      transport_type: ZOrderTransportType.parse(order.order.transportType),
      status: ZOrderStatus.parse(order.order.status),
      payment: now.status,
      cancellation_reason: now.status === 'canceled' ? now.cancellationReason : null,
      cancellation_party: now.status === 'canceled' ? now.cancellationParty : null,
    };
  }

  /**
   * The order's payment sent back whole (the supplier would not issue its tickets): the refund
   * and its job in the caller's transaction; answers the amount, or null when nothing was paid.
   */
  async refundWhole(tx: Db, orderId: number, reason: 'supplier_refused'): Promise<number | null> {
    const payment = await this.repo.succeededOf(tx, orderId);
    if (!payment) return null;
    const now = this.deps.now();
    const refundId = await this.repo.insertRefund(tx, {
      paymentId: payment.id,
      orderId,
      amount: payment.amount,
      reason,
      status: 'requested',
      idempotenceKey: randomUUID(),
      createdAt: now,
      updatedAt: now,
    });
    await this.enqueueRefund(tx, { refundId }, `refund:${refundId}`);
    return payment.amount;
  }

  /**
   * A notification. Its body proves nothing, so only the object's id is taken from it and the
   * object itself is asked of the provider with the shop's credentials: a forged notification,
   * or one about another shop's payment, finds nothing to apply.
   */
  async notified(notification: Notification): Promise<void> {
    if (notification.event === 'refund.succeeded') {
      const refund = await this.provider(() => this.deps.client.getRefund(notification.object.id));
      if (refund?.status === 'succeeded') {
        await this.repo.refundSucceeded(this.deps.db, refund.id, this.deps.now());
      }
      return;
    }
    await this.check(notification.object.id);
  }

  /**
   * Asks the provider about payments pending for longer than a notification should take: the
   * notification may be lost, and the money must not be.
   */
  async reconcile(limit = 20): Promise<number> {
    const ids = await this.repo.claimStale(
      this.deps.db,
      this.deps.now(),
      this.deps.reconcileAfterMs,
      limit,
    );
    for (const id of ids) await this.check(id);
    return ids.length;
  }

  /** The refund job: sends it with its own key, so a repeat is the same refund. */
  async sendRefund(refundId: number): Promise<void> {
    const refund = await this.repo.refund(this.deps.db, refundId);
    if (!refund || refund.status !== 'requested') return;
    const payment = await this.repo.byId(this.deps.db, refund.paymentId);
    const stored = await this.orders.loadById(this.deps.db, refund.orderId);
    if (!payment?.providerPaymentId || !stored)
      throw new Error(`refund ${refundId} has no payment`);
    const facts = await rideFactsOf(this.deps.db, stored.order.id);
    // A refund receipt carries the rates of the sale it returns.
    const sold = payment.createdAt;
    const sent = await this.deps.client.createRefund(
      {
        payment_id: payment.providerPaymentId,
        amount: amountOf(refund.amount),
        description: `Возврат оплаты заказа № ${refund.orderId}`,
        receipt:
          refund.amount === stored.order.totalPrice
            ? receiptOf(stored, facts, sold)
            : returnReceiptOf(
                stored,
                facts,
                {
                  amount: refund.amount,
                  // A return marks its tickets returned at the moment it writes its refund.
                  returnedAt: refund.reason === 'ticket_return' ? refund.createdAt : null,
                },
                sold,
              ),
      },
      refund.idempotenceKey,
    );
    await this.repo.refundSent(
      this.deps.db,
      refundId,
      sent.id,
      sent.status === 'succeeded' ? 'succeeded' : 'pending',
      this.deps.now(),
    );
  }

  /** Fetches a payment from the provider and applies what it says. */
  private async check(providerPaymentId: string): Promise<void> {
    const payment = await this.provider(() => this.deps.client.getPayment(providerPaymentId));
    if (!payment) {
      this.deps.log.warn({ providerPaymentId }, 'платёж не найден у платёжной системы');
      return;
    }
    await this.outcomes.apply(payment);
  }

  private async provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw providerDown(error);
      if (error instanceof ProviderRefused) {
        throw new AppError('internal', error.message, {
          userMessage: paymentMessages.initFailed,
          cause: error,
        });
      }
      throw error;
    }
  }

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.deps.db.transaction((tx) => work(tx));
  }
}

const holdLapsed = () =>
  new AppError('conflict', 'Hold lapsed', { userMessage: paymentMessages.holdLapsed });
const notPayable = () =>
  new AppError('conflict', 'Order is not payable', { userMessage: paymentMessages.notPayable });
