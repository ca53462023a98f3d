import { randomUUID } from 'node:crypto';
import { AppError } from '@peresadka/contracts/errors';
import { formatRubles } from '@peresadka/contracts/money';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../infra/db/database.ts';
import type { TripInstance } from '../suppliers/local/inventory-repository.ts';
import type { JobKind } from '../jobs/job-queue.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { paymentRefundMail } from '../mail/templates.ts';
import { orderLetterOf } from './order-letter.ts';
import type { RidesService } from '../rides/rides-service.ts';
import { SupplierUnavailable } from '../suppliers/supplier-errors.ts';
import { forgetPlaces } from '../suppliers/supplier-ride.ts';
import type { SupplierOrder, TrainSale, TrainSupplier } from '../suppliers/train-supplier.ts';
import type { OrderPlan } from './order-plan.ts';
import { OrdersRepository } from './orders-repository.ts';
import { SupplierOrdersRepository, type SupplierPart } from './supplier-orders-repository.ts';
import { itemReference, reserveRequestOf, rideOfReference } from './supplier-reservation.ts';

/** A write to the outbox, in the caller's transaction. */
type Enqueue<P> = (tx: Db, payload: P, dedupeKey?: string, delayMs?: number) => Promise<void>;

type Deps = {
  db: Db;
  sale: TrainSale;
  trains: TrainSupplier;
  /** Refunds the order's payment in full (the refund row and its job), in the caller's tx. */
  refundWhole: (tx: Db, orderId: number, reason: 'supplier_refused') => Promise<number | null>;
  sendMail: (tx: Db, message: MailMessage, dedupeKey: string) => Promise<void>;
  enqueuePaidLetter: (tx: Db, payload: { orderId: number }, dedupeKey: string) => Promise<void>;
  /** Told which trip instances have places again (sold-out alerts wait on them). */
  placesFreed: (tx: Db, instances: TripInstance[]) => Promise<void>;
  /** Frees our own places of orders (a combined trip's other legs). */
  releaseOurPlaces: (tx: Db, orderIds: readonly number[]) => Promise<void>;
  rides: RidesService;
  now: () => Date;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * A lost answer to Create is settled this long after the order was made: past the create
 * call's whole budget, so the request that made it has finished one way or the other.
 */
export const SETTLE_AFTER_MS = 60_000;

const ZOrderJob = z.object({ orderId: z.number().int().positive() });

/**
 * The sale of an order whose places an outside supplier owns (supplier-states.ts): reserve
 * it, settle a reservation whose answer was lost, confirm it once paid — or refund the
 * payment whole when the supplier will not —, and drop it at the supplier when our order is
 * cancelled or lapses. Every call that changes something at the supplier runs outside our
 * transactions; what it changed is written by a guarded move, and a lost answer is settled by
 * asking the supplier (`find`), never by guessing.
 */
export class SupplierSales {
  private readonly repo = new SupplierOrdersRepository();
  private readonly orders = new OrdersRepository();
  private enqueueSettle: Enqueue<{ orderId: number }> = noQueue;
  private enqueueConfirm: Enqueue<{ orderId: number }> = noQueue;
  private enqueueCancel: Enqueue<{ orderId: number }> = noQueue;

  constructor(private readonly deps: Deps) {}

  /** The durable jobs of the supplier's side; `define` is the job queue's. */
  defineJobs(define: <P>(kind: JobKind<P>) => Enqueue<P>): void {
    this.enqueueSettle = define({
      kind: 'supplier:settle-reservation',
      payload: ZOrderJob,
      run: ({ orderId }) => this.settle(orderId),
    });
    this.enqueueConfirm = define({
      kind: 'supplier:confirm',
      payload: ZOrderJob,
      run: ({ orderId }) => this.confirm(orderId),
    });
    this.enqueueCancel = define({
      kind: 'supplier:cancel',
      payload: ZOrderJob,
      run: ({ orderId }) => this.cancelAtSupplier(orderId),
    });
  }

  /** Columns of a new order whose places the supplier is about to reserve, and its settling. */
  async starting(tx: Db, orderId: number): Promise<void> {
    await this.enqueueSettle(tx, { orderId }, `settle:${orderId}`, SETTLE_AFTER_MS);
  }

  static newOrderColumns() {
    return { supplier: 'im', supplierReference: randomUUID(), supplierState: 'reserving' } as const;
  }

  /**
   * Reserves the order's train rides at the supplier. A refusal drops the order and is told
   * as it was; an answer lost on the way is looked for by our reference: found, it is the
   * reservation; not found, nothing was made; not knowable now, the order stays `reserving`
   * for the settling job and the visitor is asked to try again (the same key finds it).
   */
  async reserve(orderId: number, plan: OrderPlan, trainRides: readonly number[]): Promise<void> {
    const part = (await this.repo.part(this.deps.db, orderId))!;
    const request = reserveRequestOf(plan, part.reference, trainRides);
    const lookFor = itemReference(part.reference, trainRides[0]!, 0);
    let made: SupplierOrder | null | undefined;
    try {
      made = await this.deps.sale.reserve(request);
    } catch (error) {
      if (!(error instanceof SupplierUnavailable)) {
        await this.tx((tx) => this.repo.dropReserving(tx, orderId));
        throw error;
      }
      made = await this.found(lookFor);
      if (made === undefined) throw error;
      if (made === null) {
        await this.tx((tx) => this.repo.dropReserving(tx, orderId));
        throw error;
      }
    }
    await this.take(orderId, made);
  }

  /** A repeated create of an order still `reserving`: its reservation settled now if it can be. */
  async settleIfReserving(orderId: number): Promise<void> {
    const part = await this.repo.part(this.deps.db, orderId);
    if (part?.state !== 'reserving') return;
    const made = await this.found(await this.firstReference(part));
    if (made === undefined) throw new SupplierUnavailable('бронь ещё не выяснена');
    if (made === null) return;
    await this.take(orderId, made);
  }

  /**
   * The settling job: an order left `reserving` (the create request died, or the supplier's
   * answer and our question after it were both lost) takes the reservation the supplier made,
   * or goes when it made none.
   */
  async settle(orderId: number): Promise<void> {
    const part = await this.repo.part(this.deps.db, orderId);
    if (part?.state !== 'reserving') return;
    const made = await this.found(await this.firstReference(part));
    if (made === undefined) throw new Error(`бронь заказа ${orderId} ещё не выяснена`);
    if (made === null) {
      await this.tx((tx) => this.repo.dropReserving(tx, orderId));
      this.deps.log.info({ order: orderId }, 'поставщик брони не сделал: заказ удалён');
      return;
    }
    await this.take(orderId, made);
  }

  /** The payment arrived while the hold lasted: the supplier is asked to issue the tickets. */
  async paid(tx: Db, orderId: number): Promise<boolean> {
    if (!(await this.repo.move(tx, orderId, 'confirming'))) return false;
    await this.enqueueConfirm(tx, { orderId }, `confirm:${orderId}`);
    return true;
  }

  /**
   * The confirmation job. Issued: the order is confirmed and the tickets mailed. Refused, or
   * past the supplier's time: nothing was issued, so the payment goes back whole, with a letter.
   * An answer lost: the supplier's own record says which of the two happened; while it cannot
   * be asked the job tries again, and the supplier's `confirmTill` decides in the end.
   */
  async confirm(orderId: number): Promise<void> {
    const part = await this.repo.part(this.deps.db, orderId);
    if (part?.state !== 'confirming' || part.supplierOrderId === null) return;
    let made: SupplierOrder | null | undefined;
    try {
      made = await this.deps.sale.confirm(part.supplierOrderId);
    } catch (error) {
      if (error instanceof AppError && !(error instanceof SupplierUnavailable)) {
        this.deps.log.warn(
          { order: orderId, err: error },
          'поставщик не подтвердил оплаченный заказ',
        );
        return this.refuse(orderId);
      }
      made = await this.found(await this.firstReference(part));
      if (made === undefined) throw error;
    }
    if (made?.state === 'confirmed') return this.issued(orderId, made);
    if (made?.state === 'reserved' && made.confirmTill > this.deps.now()) {
      throw new Error(`подтверждение заказа ${orderId} не выяснено`);
    }
    return this.refuse(orderId);
  }

  /** Our order is cancelled or lapsed: the supplier drops its reservation too. */
  async cancelled(tx: Db, orderIds: readonly number[]): Promise<void> {
    for (const orderId of orderIds) {
      if (await this.repo.move(tx, orderId, 'cancelled')) {
        await this.enqueueCancel(tx, { orderId }, `cancel:${orderId}`);
      }
    }
  }

  /**
   * The cancellation job, for an order cancelled, lapsed or refused: a reservation the
   * supplier made (or made under our reference).
   */
  async cancelAtSupplier(orderId: number): Promise<void> {
    const part = await this.repo.part(this.deps.db, orderId);
    if (!part) return;
    const supplierOrderId =
      part.supplierOrderId ??
      (await this.deps.sale.find(await this.firstReference(part)))?.orderId ??
      null;
    if (supplierOrderId === null) return;
    try {
      await this.deps.sale.cancel(supplierOrderId);
    } catch (error) {
      // Lapsed or cancelled there already: nothing of ours is held.
      if (error instanceof AppError && !(error instanceof SupplierUnavailable)) return;
      throw error;
    }
    const stored = await this.orders.loadById(this.deps.db, orderId);
    const trains = (stored?.rides ?? []).filter((r) => r.mode === 'TRAIN');
    await forgetPlaces(this.deps.rides, this.deps.trains, trains, this.deps.now());
    if (trains.length > 0) {
      await this.deps.placesFreed(
        this.deps.db,
        trains.map((r) => ({ tripId: r.tripId, serviceDate: r.serviceDate })),
      );
    }
  }

  /** The reservation made, as our order's places and prices. */
  private async take(orderId: number, made: SupplierOrder): Promise<void> {
    const taken = await this.tx(async (tx) => {
      const stored = (await this.orders.loadById(tx, orderId))!;
      return this.repo.reserved(
        tx,
        orderId,
        made,
        (ride, passenger) => {
          const rideId = stored.rides[ride]!.id;
          const passengerId = stored.passengers[passenger - 1]!.id;
          return stored.items.find((i) => i.rideId === rideId && i.passengerId === passengerId)!.id;
        },
        rideOfReference,
      );
    });
    // Taken by another request, or the order was cancelled meanwhile: the supplier's must go.
    if (!taken) {
      const part = await this.repo.part(this.deps.db, orderId);
      if (part?.state === 'cancelled' || !part) await this.cancelAtSupplier(orderId);
    }
  }

  private async issued(orderId: number, made: SupplierOrder): Promise<void> {
    await this.tx(async (tx) => {
      if (!(await this.repo.move(tx, orderId, 'confirmed'))) return;
      await this.repo.issued(tx, orderId, made);
      await this.deps.enqueuePaidLetter(tx, { orderId }, `order-paid:${orderId}`);
    });
  }

  private async refuse(orderId: number): Promise<void> {
    await this.tx(async (tx) => {
      if (!(await this.repo.move(tx, orderId, 'refused'))) return;
      await this.repo.cancelPaid(tx, orderId, this.deps.now());
      // The trip is undone whole: the legs on our own places go back on sale too, and the
      // supplier's now — a reservation it refused to confirm holds them until its ConfirmTill.
      await this.deps.releaseOurPlaces(tx, [orderId]);
      await this.enqueueCancel(tx, { orderId }, `cancel:${orderId}`);
      const amount = await this.deps.refundWhole(tx, orderId, 'supplier_refused');
      const stored = (await this.orders.loadById(tx, orderId))!;
      if (amount !== null) {
        await this.deps.sendMail(
          tx,
          paymentRefundMail(
            orderLetterOf(stored, this.deps.publicUrl),
            formatRubles(amount),
            `Перевозчик не оформил билеты по заказу № ${orderId} после оплаты, и заказ отменён.`,
          ),
          `supplier-refused:${orderId}`,
        );
      }
    });
    this.deps.log.warn({ order: orderId }, 'билеты не оформлены: оплата возвращается');
  }

  /** The reference of the order's first item at the supplier: its first train ride's first group. */
  private async firstReference(part: SupplierPart): Promise<string> {
    const stored = (await this.orders.loadById(this.deps.db, part.id))!;
    const ride = stored.rides.findIndex((r) => r.mode === 'TRAIN');
    return itemReference(part.reference, ride, 0);
  }

  /** The supplier's order under our reference: null when it has none, undefined when unknown. */
  private async found(reference: string): Promise<SupplierOrder | null | undefined> {
    try {
      return await this.deps.sale.find(reference);
    } catch (error) {
      if (error instanceof SupplierUnavailable) return undefined;
      throw error;
    }
  }

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.deps.db.transaction((tx) => work(tx));
  }
}

const noQueue = async () => {
  throw new Error('supplier jobs are not defined');
};
