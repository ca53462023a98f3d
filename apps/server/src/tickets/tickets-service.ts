import { AppError } from '@peresadka/contracts/errors';
import { orderMessages } from '@peresadka/contracts/orders';
import type { Db } from '../infra/db/database.ts';
import {
  OrdersRepository,
  type OrderItemRow,
  type OrderPassengerRow,
  type OrderRow,
  type StoredOrder,
} from '../orders/orders-repository.ts';
import type { RidesService } from '../rides/rides-service.ts';
import {
  ticketCheckMessages,
  type TicketCheck,
  type TicketCheckStatus,
  type TicketPublicKey,
} from '@peresadka/contracts/ticket-check';
import { itineraryOf, ticketClaimsOf, ticketPagesOf } from './ticket-content.ts';
import { ticketOfNumber, typedTicketNumber } from './ticket-numbers.ts';
import type { MinimumChange } from '../orders/order-view.ts';
import { renderTicketPdf } from './ticket-pdf.ts';
import { TICKET_FORMAT, ticketKeys } from './ticket-signature.ts';
import { TicketsRepository } from './tickets-repository.ts';
import { PDFDocument } from 'pdf-lib';
import { SupplierUnavailable } from '../suppliers/supplier-errors.ts';
import type { TrainSale } from '../suppliers/train-supplier.ts';

export const ticketMessages = {
  notPaid: 'Билеты появятся после оплаты заказа',
  issuing: 'Перевозчик ещё оформляет билеты: попробуйте через минуту',
  returned: 'Билеты этого заказа возвращены',
  closed: 'Заказ отменён: билетов по нему нет',
} as const;

/**
 * Said at the foot of every ticket, as the site's footer says it: who sells the ticket, and that
 * the timetable is a demonstration.
 */
export const TICKET_FOOTER = [
  '«Пересадка» — субагент перевозчиков: билет оформлен от имени перевозчика, и договор перевозки вы заключаете с ним. Это не официальный сайт перевозчика.',
  'Расписание демонстрационное: рейсы, поезда и автобусы сгенерированы на реальной географии России и не продаются перевозчиками.',
];

const issuedFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

export type TicketsDeps = {
  db: Db;
  rides: RidesService;
  /** TICKET_SIGNING_KEY: the QR codes' Ed25519 key (ticket-signature.ts). */
  signingKey: string;
  supportEmail: string;
  now: () => Date;
  minimumChange: () => Promise<MinimumChange>;
  /** The sale through a supplier that issues its own blanks; null when all tickets are ours. */
  sale: TrainSale | null;
};

/** The e-ticket file of a paid order, for its owner only. */
export class TicketsService {
  private readonly orders = new OrdersRepository();
  private readonly repo = new TicketsRepository();

  constructor(private readonly deps: TicketsDeps) {}

  /** The public key a checker verifies the tickets' QR codes with. */
  publicKey(): TicketPublicKey {
    const keys = ticketKeys(this.deps.signingKey);
    return {
      algorithm: 'Ed25519',
      format: TICKET_FORMAT,
      pem: keys.publicKeyPem,
      raw: keys.publicKeyRaw,
    };
  }

  /**
   * Whether a ticket number stands, for anyone holding the ticket: the ride and place it is
   * for, never the passenger. Only a ticket we printed counts: a supplier's blank carries the
   * carrier's own number, and an unpaid order has no tickets yet.
   */
  async check(number: string): Promise<TicketCheck> {
    const unknown = {
      status: 'unknown',
      detail: ticketCheckMessages.unknown,
      ticket: null,
    } as const;
    const typed = ticketOfNumber(number);
    if (!typed) return unknown;
    const orderId = await this.repo.orderOfItem(this.deps.db, typed.itemId);
    const stored =
      orderId === undefined ? undefined : await this.orders.loadById(this.deps.db, orderId);
    const item = stored?.items.find((i) => i.id === typed.itemId);
    if (!stored || !item || item.supplierBlankId !== null) return unknown;
    const ride = stored.rides.find((r) => r.id === item.rideId)!;
    const passenger = stored.passengers.find((p) => p.id === item.passengerId)!;
    const claims = ticketClaimsOf(stored, item, passenger, ride, await this.contextOf(stored));
    const status = checkStatus(stored.order, item, passenger);
    // A plane's airline prefix is checked here, with the carrier known.
    if (claims.ticketNumber !== typedTicketNumber(number) || status === null) return unknown;
    const { ticketNumber, mode, ride: rideNumber, departure, from, to, car, place } = claims;
    return {
      status,
      detail: ticketCheckMessages[status],
      ticket: { number: ticketNumber, mode, ride: rideNumber, departure, from, to, car, place },
    };
  }

  /** What the tickets print beyond the stored order: its trips and stations. */
  private async contextOf(stored: StoredOrder) {
    const [trips, stations] = await Promise.all([
      this.deps.rides.tripInfo(stored.rides.map((r) => r.tripId)),
      this.repo.stations(
        this.deps.db,
        stored.rides.flatMap((r) => [r.fromStationId, r.toStationId]),
      ),
    ]);
    return { trips, stations };
  }

  async blank(userId: number, orderId: number): Promise<Buffer> {
    const stored = await this.orders.load(this.deps.db, userId, orderId);
    if (!stored) {
      throw new AppError('not_found', 'Order not found or not this account’s', {
        userMessage: orderMessages.orderNotFound,
      });
    }
    const { status } = stored.order;
    if (status !== 'PAID') {
      const message =
        status === 'RETURNED'
          ? ticketMessages.returned
          : status === 'CANCELLED'
            ? ticketMessages.closed
            : ticketMessages.notPaid;
      throw new AppError('conflict', `Tickets of an order in status ${status}`, {
        userMessage: message,
      });
    }
    if (stored.order.supplierState !== null && stored.order.supplierState !== 'confirmed') {
      throw new AppError('conflict', 'Tickets still being issued', {
        userMessage: ticketMessages.issuing,
      });
    }
    return this.pdfOf(stored);
  }

  /**
   * The tickets of a paid order, whoever asks (the «Заказ оплачен» letter carries them): our
   * pages — the itinerary of a combined trip and the tickets we issue — and the blanks the
   * supplier issued for the rest, the carrier's own, which a conductor checks.
   */
  async pdfOf(stored: StoredOrder): Promise<Buffer> {
    const ours = stored.items.some((i) => i.returnedAt === null && i.supplierBlankId === null);
    const theirs = stored.items.some((i) => i.returnedAt === null && i.supplierBlankId !== null);
    const blanks =
      theirs && stored.order.supplierOrderId !== null
        ? await this.supplierBlanks(stored.order.supplierOrderId)
        : null;
    if (!ours && blanks) return Buffer.from(blanks);
    const pdf = await this.ourPdf(stored);
    return blanks ? joinPdfs(pdf, blanks) : pdf;
  }

  private supplierBlanks(supplierOrderId: string): Promise<Uint8Array> {
    if (!this.deps.sale) throw new SupplierUnavailable('поставщик заказа не настроен');
    return this.deps.sale.blank(supplierOrderId);
  }

  private async ourPdf(stored: StoredOrder): Promise<Buffer> {
    const context = {
      ...(await this.contextOf(stored)),
      signingKey: ticketKeys(this.deps.signingKey).privateKey,
      now: this.deps.now(),
      minimumChange: await this.deps.minimumChange(),
    };
    const pages = ticketPagesOf(stored, context);
    if (pages.length === 0) {
      throw new AppError('conflict', 'A paid order without a ticket to print', {
        userMessage: ticketMessages.returned,
      });
    }
    return renderTicketPdf({
      orderId: stored.order.id,
      itinerary: itineraryOf(stored, context),
      issued: `Оплачен ${issuedFormat.format(stored.order.paidAt ?? stored.order.createdAt)}`,
      footer: TICKET_FOOTER,
      supportEmail: this.deps.supportEmail,
      pages,
    });
  }
}

/** One file of two: our pages, then the supplier's blanks as it made them. */
async function joinPdfs(first: Buffer, second: Uint8Array): Promise<Buffer> {
  const joined = await PDFDocument.load(first);
  const theirs = await PDFDocument.load(second);
  for (const page of await joined.copyPages(theirs, theirs.getPageIndices())) joined.addPage(page);
  return Buffer.from(await joined.save());
}

/** Where a ticket we printed stands; null for one never issued. */
function checkStatus(
  order: OrderRow,
  item: OrderItemRow,
  passenger: OrderPassengerRow,
): TicketCheckStatus | null {
  if (order.paidAt === null) return null;
  if (item.returnedAt !== null || order.status === 'RETURNED' || passenger.status === 'RETURNED') {
    return 'returned';
  }
  if (order.status !== 'PAID' || passenger.status === 'CANCELLED') return 'cancelled';
  // Still being issued by the supplier: no ticket stands yet.
  if (order.supplierState !== null && order.supplierState !== 'confirmed') return null;
  return 'valid';
}
