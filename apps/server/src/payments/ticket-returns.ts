import { randomUUID } from 'node:crypto';
import { AppError } from '@peresadka/contracts/errors';
import { formatRubles } from '@peresadka/contracts/money';
import {
  returnMessages,
  type ReturnAmountResponse,
  type ReturnRequest,
} from '@peresadka/contracts/payments';
import { refundQuote } from '@peresadka/contracts/refund-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../infra/db/database.ts';
import type { InventoryRepository } from '../inventory/inventory-repository.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { ticketReturnedMail } from '../mail/templates.ts';
import {
  OrdersRepository,
  type OrderPassengerRow,
  type StoredOrder,
} from '../orders/orders-repository.ts';
import { refundableItemsOf } from '../orders/refundable-items.ts';
import { orderLetterOf } from './order-letter.ts';
import { PaymentsRepository } from './payments-repository.ts';

type Deps = {
  db: Db;
  inventory: InventoryRepository;
  sendMail: (tx: Db, message: MailMessage, dedupeKey: string) => Promise<void>;
  enqueueRefund: (tx: Db, payload: { refundId: number }, dedupeKey: string) => Promise<void>;
  now: () => Date;
  publicUrl: string;
  log: FastifyBaseLogger;
};

const refused = (message: string) => new AppError('conflict', message, { userMessage: message });
const notFound = () =>
  new AppError('not_found', 'No such ticket of this account', {
    userMessage: returnMessages.notFound,
  });

/** A passenger's ticket with the order it belongs to. */
type Ticket = { stored: StoredOrder; passenger: OrderPassengerRow };

/**
 * SPEC §4 returns: one passenger's tickets (every ride of the order) go back by the refund
 * rules of `refundQuote`, quoted first and refunded once, however often or concurrently asked.
 */
export class TicketReturns {
  private readonly orders = new OrdersRepository();
  private readonly payments = new PaymentsRepository();

  constructor(private readonly deps: Deps) {}

  async quote(userId: number, request: ReturnRequest): Promise<ReturnAmountResponse> {
    const ticket = await this.ticket(this.deps.db, userId, request);
    return this.quoteOf(ticket, this.deps.now());
  }

  /**
   * Returns the ticket in one transaction: the passenger's status moves PAID → RETURNED by a
   * guarded update (a second request finds nothing to move), their places go back on sale, and
   * the refund and the letter are written to the outbox.
   */
  async return(userId: number, request: ReturnRequest): Promise<string> {
    const now = this.deps.now();
    await this.deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // The order's row first: returns of one order, and its payment's outcome, go one by one.
      const orderId = await this.orders.orderOfPassenger(tx, request.order_item_id);
      if (orderId !== undefined) await this.orders.lock(tx, orderId);
      const ticket = await this.ticket(tx, userId, request);
      const { stored, passenger } = ticket;
      const quote = this.quoteOf(ticket, now);
      const departure = Math.min(...stored.rides.map((r) => r.departsAt.getTime()));
      if (quote.price === 0 && now.getTime() >= departure) throw refused(returnMessages.tooLate);
      if (!(await this.orders.markReturned(tx, stored.order.id, passenger.id))) {
        throw refused(returnMessages.alreadyReturned);
      }
      const rides = new Map(stored.rides.map((r) => [r.id, r]));
      await this.deps.inventory.releasePlaces(
        tx,
        stored.order.id,
        stored.items
          .filter((i) => i.passengerId === passenger.id && i.seat !== null)
          .map((i) => ({
            tripId: rides.get(i.rideId)!.tripId,
            serviceDate: rides.get(i.rideId)!.serviceDate,
            carNumber: i.carNumber,
            seat: i.seat!,
          })),
      );
      await this.orders.returnIfAllReturned(tx, stored.order.id, now);
      if (quote.price > 0) {
        const payment = await this.payments.succeededOf(tx, stored.order.id);
        if (!payment) throw new Error(`paid order ${stored.order.id} has no payment`);
        const refundId = await this.payments.insertRefund(tx, {
          paymentId: payment.id,
          orderId: stored.order.id,
          passengerId: passenger.id,
          amount: quote.price,
          reason: 'ticket_return',
          status: 'requested',
          idempotenceKey: randomUUID(),
          createdAt: now,
          updatedAt: now,
        });
        await this.deps.enqueueRefund(tx, { refundId }, `refund:${refundId}`);
      }
      await this.deps.sendMail(
        tx,
        ticketReturnedMail(
          orderLetterOf(stored, this.deps.publicUrl),
          `${passenger.lastName} ${passenger.firstName}`,
          formatRubles(quote.price),
          quote.reason,
        ),
        `ticket-return:${passenger.id}`,
      );
      this.deps.log.info(
        { order: stored.order.id, passenger: passenger.id, refund: quote.price },
        'билет возвращён',
      );
    });
    return returnMessages.returned;
  }

  private quoteOf({ stored, passenger }: Ticket, at: Date): ReturnAmountResponse {
    const quotes = refundableItemsOf(stored, passenger.id).map((item) => refundQuote(item, at));
    return {
      price: quotes.reduce((sum, q) => sum + q.price, 0),
      penalty: quotes.reduce((sum, q) => sum + q.penalty, 0),
      reason: [...new Set(quotes.map((q) => q.reason))].join(' '),
    };
  }

  /** The account's paid ticket the request names, its document checked for a train. */
  private async ticket(db: Db, userId: number, request: ReturnRequest): Promise<Ticket> {
    const orderId = await this.orders.orderOfPassenger(db, request.order_item_id);
    const stored = orderId === undefined ? undefined : await this.orders.load(db, userId, orderId);
    const passenger = stored?.passengers.find((p) => p.id === request.order_item_id);
    if (!stored || !passenger) throw notFound();
    if (passenger.status === 'RETURNED') throw refused(returnMessages.alreadyReturned);
    if (passenger.status !== 'PAID') throw refused(returnMessages.notPaid);
    // The order's own mode decides, not what the request says it is.
    if (stored.order.transportType === 'train' && !sameDocument(request.document, passenger)) {
      throw new AppError('validation', 'Document does not match', {
        fieldErrors: { document: [returnMessages.wrongDocument] },
      });
    }
    return { stored, passenger };
  }
}

/** Spaces and case aside, as a passport number is typed in many ways. */
const sameDocument = (typed: string | null, passenger: OrderPassengerRow) =>
  typed !== null &&
  typed.replace(/\s+/g, '').toUpperCase() ===
    passenger.documentNumber.replace(/\s+/g, '').toUpperCase();
