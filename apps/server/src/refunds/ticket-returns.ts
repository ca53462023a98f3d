import { randomUUID } from 'node:crypto';
import {
  ZLegTransportType,
  ZPassengerCategory,
  type TripDirection,
} from '@peresadka/contracts/enums';
import { AppError } from '@peresadka/contracts/errors';
import { formatRubles } from '@peresadka/contracts/money';
import {
  returnMessages,
  ZReturnRequest,
  type ReturnAmountResponse,
  type ReturnRequest,
} from '@peresadka/contracts/payments';
import { refundQuote, type RefundQuote } from '@peresadka/contracts/refund-rules';
import { returnCompanions } from '@peresadka/contracts/return-companions';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../infra/db/database.ts';
import type { InventoryRepository, TripInstance } from '../suppliers/local/inventory-repository.ts';
import type { RideKey } from '../rides/route-id.ts';
import { SupplierUnavailable } from '../suppliers/supplier-errors.ts';
import type { ReturnQuote, TicketsToReturn, TrainSale } from '../suppliers/train-supplier.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { genitiveName } from '../mail/person-names.ts';
import { ticketReturnedMail } from '../mail/templates.ts';
import {
  OrdersRepository,
  type OrderItemRow,
  type OrderPassengerRow,
  type OrderRideRow,
  type StoredOrder,
} from '../orders/orders-repository.ts';
import { ZItemDetails } from '../orders/item-details.ts';
import { refundableItemOf } from '../orders/refundable-items.ts';
import { orderLetterOf } from '../orders/order-letter.ts';
import { PaymentsRepository } from '../payments/payments-repository.ts';

type Deps = {
  db: Db;
  inventory: InventoryRepository;
  /** The sale through a supplier that issued some of the tickets: their returns are its. */
  sale: TrainSale | null;
  /** Told which trip instances a supplier has places on again (sold-out alerts wait on them). */
  placesFreed: (tx: Db, instances: TripInstance[]) => Promise<void>;
  /** Told which rides' places changed at their supplier once the return is done. */
  placesChanged: (rides: RideKey[]) => Promise<void>;
  sendMail: (tx: Db, message: MailMessage, dedupeKey: string) => Promise<void>;
  enqueueRefund: (tx: Db, payload: { refundId: number }, dedupeKey: string) => Promise<void>;
  enqueueReturnCheck: (
    tx: Db,
    payload: ReturnCheck,
    dedupeKey: string,
    delayMs: number,
  ) => Promise<void>;
  now: () => Date;
  publicUrl: string;
  log: FastifyBaseLogger;
};

const refused = (message: string) => new AppError('conflict', message, { userMessage: message });
const notFound = () =>
  new AppError('not_found', 'No such ticket of this account', {
    userMessage: returnMessages.notFound,
  });

/**
 * The tickets a return request names: the passengers of one order it returns together, among
 * them the `companions` it takes along (a lap child with the adult who carries it).
 */
type Tickets = {
  stored: StoredOrder;
  passengers: OrderPassengerRow[];
  companions: OrderPassengerRow[];
  /** A round trip's way the request returns alone; undefined: both. */
  way: TripDirection | undefined;
};

/** Whether a ride belongs to the way a return names (every ride when it names none). */
const onWay = (ride: OrderRideRow, way: TripDirection | undefined) =>
  way === undefined || ride.direction === way;

/** The tickets of these passengers the supplier issued and nobody has returned yet. */
const issuedBySupplier = ({ stored, passengers, way }: Tickets): OrderItemRow[] => {
  const ids = new Set(passengers.map((p) => p.id));
  const rides = new Map(stored.rides.map((r) => [r.id, r]));
  return stored.items.filter(
    (i) =>
      ids.has(i.passengerId) &&
      i.returnedAt === null &&
      i.supplierBlankId !== null &&
      onWay(rides.get(i.rideId)!, way),
  );
};

/**
 * A return's check runs this long after it began: past the return call's whole budget, so the
 * request has finished one way or the other.
 */
export const RETURN_CHECK_AFTER_MS = 60_000;

export const ZReturnCheck = z.object({
  userId: z.number().int(),
  request: ZReturnRequest,
});
export type ReturnCheck = z.infer<typeof ZReturnCheck>;

/** What a return gives back: the tickets it takes and what each brings back now. */
type Quoted = { items: OrderItemRow[]; answer: ReturnAmountResponse };

/**
 * SPEC §4 returns: a passenger's tickets — or with `scope: 'order'` every passenger's, a
 * combined trip returned whole — go back by the refund rules of `refundQuote`, each leg by its
 * own mode's rule, quoted first and refunded once however often or concurrently asked. Legs
 * already travelled stay; a trip broken by a timetable change returns whole, fee included.
 */
export class TicketReturns {
  private readonly orders = new OrdersRepository();
  private readonly payments = new PaymentsRepository();

  constructor(private readonly deps: Deps) {}

  async quote(userId: number, request: ReturnRequest): Promise<ReturnAmountResponse> {
    const at = this.deps.now();
    const tickets = await this.tickets(this.deps.db, userId, request);
    const supplied = await this.atSupplier(tickets, at, (t) => this.deps.sale!.returnQuote(t));
    return this.quoteOf(tickets, at, supplied ?? undefined).answer;
  }

  /** Returns the tickets the request names: at their supplier first, then ours. */
  async return(userId: number, request: ReturnRequest): Promise<string> {
    const now = this.deps.now();
    const named = await this.tickets(this.deps.db, userId, request);
    return this.complete(userId, request, now, await this.returnAtSupplier(request, named, now));
  }

  /**
   * The supplier's tickets go back at the supplier first, under our reference. A check is
   * written before: should the answer be lost and the traveller never ask again, the check
   * finds the return in the supplier's record and completes ours (`checkReturn`). A lost
   * answer, or a repeat of a return the supplier has done, is read from its record at once.
   */
  private async returnAtSupplier(
    request: ReturnRequest,
    named: Tickets,
    now: Date,
  ): Promise<Map<number, RefundQuote>> {
    if (issuedBySupplier(named).length === 0) return new Map();
    await this.deps.db.transaction((tx) =>
      this.deps.enqueueReturnCheck(
        tx,
        { userId: named.stored.order.userId, request },
        `return-check:${randomUUID()}`,
        RETURN_CHECK_AFTER_MS,
      ),
    );
    try {
      const supplied = await this.atSupplier(named, now, (t) =>
        this.deps.sale!.returnTickets({
          ...t,
          reference: `return-${t.itemId}-${request.order_item_id}`,
        }),
      );
      return supplied ?? new Map();
    } catch (error) {
      const recorded = await this.recordedAtSupplier(named, now).catch(() => null);
      if (recorded === null) throw error;
      this.deps.log.warn(
        { order: named.stored.order.id, err: error },
        'возврат у поставщика найден по его записи заказа',
      );
      return recorded;
    }
  }

  /**
   * The check a supplier's return leaves behind: the tickets the supplier returned and we did
   * not (the answer lost, the traveller gone) are returned here too, and refunded, once.
   */
  async checkReturn({ userId, request }: ReturnCheck): Promise<void> {
    const now = this.deps.now();
    const settled = (error: unknown) =>
      error instanceof AppError && !(error instanceof SupplierUnavailable);
    let named: Tickets;
    try {
      named = await this.tickets(this.deps.db, userId, request);
    } catch (error) {
      // Returned already, or never paid: nothing of this return is left to complete.
      if (settled(error)) return;
      throw error;
    }
    const recorded = await this.recordedAtSupplier(named, now);
    if (recorded === null) return;
    try {
      await this.complete(userId, request, now, recorded);
      this.deps.log.warn(
        { order: named.stored.order.id },
        'возврат, ответ на который потерялся, завершён по записи поставщика',
      );
    } catch (error) {
      if (!settled(error)) throw error;
    }
  }

  /** What the supplier's record says these tickets brought back; null while not returned. */
  private recordedAtSupplier(named: Tickets, at: Date) {
    return this.atSupplier(named, at, (t) => this.deps.sale!.returned(t));
  }

  /**
   * Our side of a return, in one transaction: each item moves to returned by a guarded update
   * (a second request finds nothing to move), a passenger with no ticket left moves PAID →
   * RETURNED, the places go back on sale, and the refund and the letter go to the outbox.
   */
  private async complete(
    userId: number,
    request: ReturnRequest,
    now: Date,
    supplied: ReadonlyMap<number, RefundQuote>,
  ): Promise<string> {
    const done = await this.deps.db.transaction(async (tx) => {
      // The order's row first: returns of one order, and its payment's outcome, go one by one.
      const orderId = await this.orders.orderOfPassenger(tx, request.order_item_id);
      if (orderId !== undefined) await this.orders.lock(tx, orderId);
      const tickets = await this.tickets(tx, userId, request);
      const { stored } = tickets;
      const { items, answer } = this.quoteOf(tickets, now, supplied);
      const rides = new Map(stored.rides.map((r) => [r.id, r]));
      const departure = Math.min(...items.map((i) => rides.get(i.rideId)!.departsAt.getTime()));
      if (answer.price === 0 && now.getTime() >= departure) throw refused(returnMessages.tooLate);
      if (!(await this.orders.markItemsReturned(tx, stored.order.id, items, now))) {
        throw refused(returnMessages.alreadyReturned);
      }
      await this.orders.markPassengersReturned(
        tx,
        stored.order.id,
        tickets.passengers.map((p) => p.id),
      );
      await this.deps.inventory.releasePlaces(
        tx,
        stored.order.id,
        items
          .filter((i) => i.seat !== null)
          .map((i) => ({
            tripId: rides.get(i.rideId)!.tripId,
            serviceDate: rides.get(i.rideId)!.serviceDate,
            carNumber: i.carNumber,
            seat: i.seat!,
          })),
      );
      const atSupplier = items.filter((i) => i.supplierBlankId !== null);
      if (atSupplier.length > 0) {
        const instances = new Map(
          atSupplier.map((i) => {
            const ride = rides.get(i.rideId)!;
            return [
              `${ride.tripId}|${ride.serviceDate}`,
              { tripId: ride.tripId, serviceDate: ride.serviceDate },
            ];
          }),
        );
        await this.deps.placesFreed(tx, [...instances.values()]);
      }
      await this.orders.returnIfAllReturned(tx, stored.order.id, now);
      if (answer.price > 0) {
        const payment = await this.payments.succeededOf(tx, stored.order.id);
        if (!payment) throw new Error(`paid order ${stored.order.id} has no payment`);
        const refundId = await this.payments.insertRefund(tx, {
          paymentId: payment.id,
          orderId: stored.order.id,
          passengerId: request.order_item_id,
          amount: answer.price,
          reason: 'ticket_return',
          status: 'requested',
          idempotenceKey: randomUUID(),
          createdAt: now,
          updatedAt: now,
        });
        await this.deps.enqueueRefund(tx, { refundId }, `refund:${refundId}`);
      }
      const leaving = new Set(tickets.passengers.map((p) => p.id));
      await this.deps.sendMail(
        tx,
        ticketReturnedMail(
          // The letter lists who still travels: not the passengers it returns.
          orderLetterOf(stored, this.deps.publicUrl, leaving),
          tickets.passengers.map(genitiveName),
          formatRubles(answer.price),
          answer.reason,
        ),
        // Items return once, so the first of them names this return for good.
        `ticket-return:${Math.min(...items.map((i) => i.id))}`,
      );
      this.deps.log.info(
        { order: stored.order.id, items: items.map((i) => i.id), refund: answer.price },
        'билеты возвращены',
      );
      return items
        .filter((i) => i.supplierBlankId !== null)
        .map((i) => {
          const ride = rides.get(i.rideId)!;
          return {
            tripId: ride.tripId,
            serviceDate: ride.serviceDate,
            fromStationId: ride.fromStationId,
            toStationId: ride.toStationId,
          };
        });
    });
    await this.deps.placesChanged(done);
    return returnMessages.returned;
  }

  /**
   * The tickets a return takes now and what they bring back, leg by leg: every unreturned one
   * when a timetable change broke the trip; otherwise the legs not yet departed, or — once all
   * have left — what is left, as the rules for a missed departure allow.
   */
  private quoteOf(
    { stored, passengers, companions, way }: Tickets,
    at: Date,
    supplied: ReadonlyMap<number, RefundQuote> = new Map(),
  ): Quoted {
    const involuntary = stored.order.disruptedAt !== null;
    const rides = new Map(stored.rides.map((r) => [r.id, r]));
    const ids = new Set(passengers.map((p) => p.id));
    const live = stored.items.filter(
      (i) => ids.has(i.passengerId) && i.returnedAt === null && onWay(rides.get(i.rideId)!, way),
    );
    const ahead = live.filter((i) => rides.get(i.rideId)!.departsAt > at);
    const items = involuntary || ahead.length === 0 ? live : ahead;
    const quotes = items.map((item) => {
      const ride = rides.get(item.rideId)!;
      return {
        ride,
        // A trip our timetable broke returns whole by our rules, whatever the supplier keeps.
        quote:
          (!involuntary && supplied.get(item.id)) ||
          refundQuote(refundableItemOf(item, ride.departsAt), at, { involuntary }),
      };
    });
    const legs = stored.rides.flatMap((ride, index) => {
      const on = quotes.filter((q) => q.ride.id === ride.id).map((q) => q.quote);
      if (on.length === 0) return [];
      return [
        {
          route_index: index,
          transport_type: ZLegTransportType.parse(ride.mode),
          origin_name: ride.originName,
          destination_name: ride.destinationName,
          departure_time: ride.departureTime,
          price: on.reduce((sum, q) => sum + q.price, 0),
          penalty: on.reduce((sum, q) => sum + q.penalty, 0),
          reason: [...new Set(on.map((q) => q.reason))].join(' '),
        },
      ];
    });
    return {
      items,
      answer: {
        price: legs.reduce((sum, l) => sum + l.price, 0),
        penalty: legs.reduce((sum, l) => sum + l.penalty, 0),
        reason: [
          ...new Set(quotes.map((q) => q.quote.reason)),
          ...(companions.length > 0 ? [returnMessages.lapChildGoesToo(namesOf(companions))] : []),
        ].join(' '),
        legs,
        involuntary,
      },
    };
  }

  /**
   * What the supplier gives back for the tickets it issued among these, by our item: its
   * amount to the kopeck — the whole fare while it voids them instead — and the bedding bought
   * with them, our fee kept as the
   * rules keep it on a voluntary return. Null when `ask` finds some not returned.
   */
  private async atSupplier(
    named: Tickets,
    at: Date,
    ask: (tickets: TicketsToReturn) => Promise<ReturnQuote | null>,
  ): Promise<Map<number, RefundQuote> | null> {
    const { stored } = named;
    const supplierOrderId = stored.order.supplierOrderId;
    const quotes = new Map<number, RefundQuote>();
    const issued = issuedBySupplier(named);
    if (supplierOrderId === null || issued.length === 0) return quotes;
    // Sold through a supplier the site no longer talks to (TRAIN_SUPPLIER changed since).
    if (!this.deps.sale) throw new SupplierUnavailable('поставщик заказа не настроен');
    const rides = new Map(stored.rides.map((r) => [r.id, r]));
    for (const itemId of new Set(issued.map((i) => i.supplierItemId!))) {
      const mine = issued.filter((i) => i.supplierItemId === itemId);
      const holder = stored.passengers.find((p) => p.id === mine[0]!.passengerId)!;
      const answer = await ask({
        orderId: supplierOrderId,
        itemId,
        blankIds: mine.map((i) => i.supplierBlankId!),
        customerIds: mine.map((i) => i.supplierCustomerId!),
        document: holder.documentNumber.replace(/\s+/g, ''),
      });
      if (answer === null) return null;
      for (const item of mine) {
        const rule = refundQuote(refundableItemOf(item, rides.get(item.rideId)!.departsAt), at);
        const carrierBack =
          answer.kind === 'void'
            ? item.fare
            : (answer.blanks.find((b) => b.blankId === item.supplierBlankId)?.amount ?? 0);
        // Bedding bought apart comes back with the ticket part (refund-rules.ts).
        const back = carrierBack + (carrierBack > 0 ? item.extras : 0);
        quotes.set(item.id, {
          price: back,
          penalty: item.total - back,
          reason:
            answer.kind === 'void'
              ? `Билет аннулируется без удержаний: возвращается весь тариф${answer.until ? ` (до ${wallClock(answer.until)} по московскому времени)` : ''}; сервисный сбор не возвращается.`
              : rule.reason,
          refundable: back > 0,
        });
      }
    }
    return quotes;
  }

  /**
   * The account's paid tickets the request names — the passenger's, or the whole order's —
   * with the named passenger's document checked when a train is among the rides.
   */
  private async tickets(db: Db, userId: number, request: ReturnRequest): Promise<Tickets> {
    const orderId = await this.orders.orderOfPassenger(db, request.order_item_id);
    const stored = orderId === undefined ? undefined : await this.orders.load(db, userId, orderId);
    const named = stored?.passengers.find((p) => p.id === request.order_item_id);
    if (!stored || !named) throw notFound();
    const passengers =
      request.scope === 'order' ? stored.passengers.filter((p) => p.status === 'PAID') : [named];
    const way = request.direction;
    if (way === 'back' && !stored.rides.some((r) => r.direction === 'back')) {
      throw refused(returnMessages.notRoundTrip);
    }
    const rideOf = new Map(stored.rides.map((r) => [r.id, r]));
    const live = stored.items.some(
      (i) =>
        i.returnedAt === null &&
        passengers.some((p) => p.id === i.passengerId) &&
        onWay(rideOf.get(i.rideId)!, way),
    );
    if (named.status === 'RETURNED' || (passengers.length > 0 && !live)) {
      throw refused(returnMessages.alreadyReturned);
    }
    if (passengers.length === 0 || named.status !== 'PAID') throw refused(returnMessages.notPaid);
    // The order's own rides decide, not what the request says it is.
    const train = stored.rides.some((r) => r.mode === 'TRAIN');
    if (train && !sameDocument(request.document, named)) {
      throw new AppError('validation', 'Document does not match', {
        fieldErrors: { document: [returnMessages.wrongDocument] },
      });
    }
    const companions = companionsOf(stored, passengers, way);
    return { stored, passengers: [...passengers, ...companions], companions, way };
  }
}

/**
 * The children a return may not leave behind
 * (`returnCompanions`, by each ride's mode): a child on a lap goes back with the adult who
 * carries it; a child who may not ride alone keeps the last adult from being returned without
 * them, and the traveller is told whom to return together.
 */
function companionsOf(
  stored: StoredOrder,
  returning: OrderPassengerRow[],
  way: TripDirection | undefined,
): OrderPassengerRow[] {
  const leaving = new Set(returning.map((p) => p.id));
  const also = new Set<number>();
  const alone = new Set<number>();
  const byId = new Map(stored.passengers.map((p) => [p.id, p]));
  for (const ride of stored.rides.filter((r) => onWay(r, way))) {
    const live = stored.items.filter((i) => i.rideId === ride.id && i.returnedAt === null);
    if (!live.some((i) => leaving.has(i.passengerId))) continue;
    const onRide = live.map((i) => ({
      id: i.passengerId,
      category:
        ZItemDetails.parse(i.details).category ??
        ZPassengerCategory.parse(byId.get(i.passengerId)!.category),
    }));
    const bound = returnCompanions(ZLegTransportType.parse(ride.mode), onRide, leaving);
    bound.alsoReturn.forEach((id) => also.add(id));
    bound.leftAlone.forEach((id) => alone.add(id));
  }
  if (alone.size > 0) {
    throw refused(returnMessages.childLeftAlone(namesOf([...alone].map((id) => byId.get(id)!))));
  }
  return stored.passengers.filter((p) => also.has(p.id) && !leaving.has(p.id));
}

const namesOf = (passengers: readonly OrderPassengerRow[]) =>
  passengers.map((p) => `${p.lastName} ${p.firstName}`);

/** Spaces and case aside, as a passport number is typed in many ways. */
const sameDocument = (typed: string | null, passenger: OrderPassengerRow) =>
  typed !== null &&
  typed.replace(/\s+/g, '').toUpperCase() ===
    passenger.documentNumber.replace(/\s+/g, '').toUpperCase();

/** «01.12.2026 12:00» on Moscow's clock, as the supplier's deadlines are told. */
const wallClock = (at: Date) =>
  new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(at)
    .replace(',', '');
