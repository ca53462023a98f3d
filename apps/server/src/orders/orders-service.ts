import { carrierLabel } from '@peresadka/contracts/airlines';
import { createHash } from 'node:crypto';
import { SALE_CLOSES_MINUTES } from '@peresadka/contracts/constants';
import { AppError } from '@peresadka/contracts/errors';
import { canonicalPhone } from '@peresadka/contracts/text-rules';
import {
  MAX_UNPAID_ORDERS,
  orderMessages,
  type AviaOrderRequest,
  type BusOrderRequest,
  type CombinedOrderRequest,
  type ConfirmState,
  type Order,
  type SavedPassenger,
  type TrainOrderRequest,
} from '@peresadka/contracts/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../infra/db/database.ts';
import { pgErrorOf } from '../infra/db/pg-errors.ts';
import type { InventoryService } from '../suppliers/local/inventory-service.ts';
import { segmentOf } from '../suppliers/local/segment.ts';
import type { LoadedRide } from '../rides/ride-lookup.ts';
import { supplierRideOf } from '../suppliers/supplier-ride.ts';
import { PlacesRefused } from '../suppliers/supplier-errors.ts';
import type { RideCars, TrainSupplier } from '../suppliers/train-supplier.ts';
import type { RidesService } from '../rides/rides-service.ts';
import { routeIdOf } from '../rides/route-id.ts';
import { priceItems, type PricedItem } from './order-items.ts';
import { planAviaOrder, planBusOrder, planTrainOrder, type OrderPlan } from './order-plan.ts';
import { legLabel, planCombinedOrder } from './combined-plan.ts';
import {
  confirmStateOf,
  orderOf,
  savedPassengerOf,
  type MinimumChange,
  type StationKindOf,
} from './order-view.ts';
import { OrdersRepository } from './orders-repository.ts';
import { UsersRepository } from '../accounts/users-repository.ts';
import type { OrderClosing } from './order-closing.ts';
import { provisionalItems } from './supplier-items.ts';
import { SupplierSales } from './supplier-sales.ts';
import { assignPlaces, type PlaceFailure } from './place-assignment.ts';

type Deps = {
  db: Db;
  rides: RidesService;
  /** The least minutes a change between two stations takes, by today's timetable. */
  minimumChange: () => Promise<MinimumChange>;
  /** What the timetable's stations are: a change to an airport is said as one. */
  stationKinds: () => Promise<StationKindOf>;
  inventory: InventoryService;
  /** Whoever owns the train seats: asked what a train sells before an order is planned. */
  trains: TrainSupplier;
  /** The sale through an outside supplier that owns the train seats; null when they are ours. */
  supplierSales: SupplierSales | null;
  closing: OrderClosing;
  now: () => Date;
  holdMinutes: number;
  log: FastifyBaseLogger;
};

/**
 * The caller of every order call; every query is scoped by this account. `siteUrl`: the
 * address they came on, where the order's letters will lead (infra/http/site-url.ts).
 */
type Caller = { userId: number; idempotencyKey: string; siteUrl: string };

/** Transaction attempts when a place chosen for the traveller was taken meanwhile, or on a deadlock. */
const ATTEMPTS = 3;

const notFound = () =>
  new AppError('not_found', 'Order not found or not this account’s', {
    userMessage: orderMessages.orderNotFound,
  });

const idempotencyConflict = () =>
  new AppError('idempotency_conflict', 'Idempotency-Key reused with another body', {
    userMessage: orderMessages.idempotencyReused,
  });

const conflict = (message: string, internal = message) =>
  new AppError('conflict', internal, { userMessage: message });

/** Raised inside the transaction so that nothing stays held; told to the caller as a 409. */
class PlaceTaken extends Error {
  constructor(
    /** Index of the ride in the plan. */
    readonly ride: number,
    readonly failure: PlaceFailure,
    /** The place was the server's choice, so another try may find another. */
    readonly retryable: boolean,
  ) {
    super('place taken');
  }
}

/**
 * Orders and their seat holds (SPEC §3, §4): a checked request becomes one order whose places
 * are all held in one transaction, or nothing at all. Unpaid holds lapse after
 * `holdMinutes`; the sweeper (app.ts, `every`) and every order transaction close lapsed orders.
 */
export class OrdersService {
  private readonly repo = new OrdersRepository();
  private readonly users: UsersRepository;

  constructor(private readonly deps: Deps) {
    this.users = new UsersRepository(deps.db);
  }

  async createTrain(caller: Caller, request: TrainOrderRequest) {
    const at = this.deps.now();
    const ride =
      request.route_id === undefined
        ? await this.deps.rides.trainByNumber(
            {
              trainNumber: request.train_number,
              originCode: request.origin_code,
              destinationCode: request.destination_code,
              date: request.departure_date,
            },
            at,
          )
        : await this.deps.rides.single(request.route_id, 'TRAIN', at);
    const onSale = await this.deps.trains.cars(supplierRideOf(ride));
    if (onSale.train.isSaleForbidden) throw conflict(orderMessages.saleForbidden);
    const plan = () => planTrainOrder(request, ride, onSale);
    const { supplierSales } = this.deps;
    return ofType(
      'train',
      supplierSales
        ? await this.createAtSupplier(caller, 'train', request, plan, supplierSales)
        : await this.create(caller, 'train', request, plan),
    );
  }

  async createBus(caller: Caller, request: BusOrderRequest) {
    const ride = await this.deps.rides.single(request.route_id, 'BUS', this.deps.now());
    return ofType(
      'bus',
      await this.create(caller, 'bus', request, () => planBusOrder(request, ride)),
    );
  }

  async createAvia(caller: Caller, request: AviaOrderRequest) {
    const at = this.deps.now();
    const flights = await Promise.all(
      request.flights.map((id) => this.deps.rides.single(id, 'PLANE', at)),
    );
    const tripIds = flights.map((f) => f.key.tripId);
    const state = await this.create(caller, 'avia', request, () =>
      planAviaOrder(
        request,
        flights,
        routeIdOf(flights.map((f) => f.key)),
        async (pnr, surname) => {
          const id = /^[1-9]\d{0,8}$/.test(pnr) ? Number(pnr) : null;
          const booking =
            id === null ? undefined : await this.repo.liveBooking(this.deps.db, caller.userId, id);
          const same = (a: string) => a.toLocaleLowerCase('ru') === surname.toLocaleLowerCase('ru');
          return (
            booking !== undefined &&
            booking.adultSurnames.some(same) &&
            tripIds.every((t) => booking.tripIds.includes(t))
          );
        },
      ),
    );
    return ofType('avia', state);
  }

  /**
   * A combined trip bought whole: every leg checked by its mode's rules, every change still
   * long enough by today's timetable, every leg's places held in the one transaction of
   * `create` — a place gone on any leg holds nothing on any leg. A round trip is the same
   * order with the way back's legs after the way there's: one payment, each way returned apart.
   */
  async createCombined(caller: Caller, request: CombinedOrderRequest) {
    const at = this.deps.now();
    const ridesOf = async () => {
      const there = await this.deps.rides.rides(request.route_id, at);
      const back =
        request.return_route_id === undefined
          ? []
          : await this.deps.rides.rides(request.return_route_id, at);
      return { there, back, all: [...there, ...back] };
    };
    const plan = async () => {
      const { there, back, all } = await ridesOf();
      all.forEach((ride, k) => {
        const train = ride.trip.properties;
        if (train?.mode === 'TRAIN' && train.isSaleForbidden) {
          throw conflict(`${legLabel(ride, k)}: ${orderMessages.saleForbidden.toLowerCase()}`);
        }
      });
      await this.checkChanges(there);
      await this.checkChanges(back);
      if (back.length > 0) checkTurnaround(there.at(-1)!, back[0]!);
      const planned = await planCombinedOrder(request, all, (ride) =>
        this.deps.trains.cars(supplierRideOf(ride)),
      );
      return back.length > 0 ? { ...planned, returnFrom: there.length } : planned;
    };
    // A trip with a train leg whose seats an outside supplier owns is reserved there too.
    const { supplierSales } = this.deps;
    const trainLeg = (await ridesOf()).all.some((r) => r.trip.mode === 'TRAIN');
    const state =
      supplierSales && trainLeg
        ? await this.createAtSupplier(caller, 'combined', request, plan, supplierSales)
        : await this.create(caller, 'combined', request, plan);
    return ofType('combined', state);
  }

  /** Each change of a trip must still leave its minimum time (a timetable may have moved). */
  private async checkChanges(rides: readonly LoadedRide[]): Promise<void> {
    if (rides.length < 2) return;
    const minimumChange = await this.deps.minimumChange();
    rides.slice(1).forEach((ride, i) => {
      const before = rides[i]!;
      const least = minimumChange(before.key.toStationId, ride.key.fromStationId);
      const wait = (ride.departsAt.getTime() - before.arrivesAt.getTime()) / 60_000;
      if (least === null || wait < least) {
        throw conflict(
          `Пересадка между участками ${i + 1} и ${i + 2} (${before.to.name} → ${ride.from.name}) больше невозможна: расписание изменилось. Повторите поиск`,
        );
      }
    });
  }

  private async create(
    caller: Caller,
    type: string,
    request: object,
    plan: () => OrderPlan | Promise<OrderPlan>,
  ): Promise<ConfirmState> {
    const requestHash = hashOf(type, request);
    // A repeat answers what the first request made, even after its ride has left the sale.
    const repeat = await this.repeated(caller, requestHash);
    if (repeat) return repeat;
    const checked = await plan();
    this.checkSaleOpen(checked);
    for (let attempt = 1; ; attempt++) {
      try {
        // On a busy ride most requests for its last places are refused here, without a
        // transaction; the ones that pass are checked again where it counts, inside it.
        if (attempt === 1) await this.assign(this.deps.db, checked, this.deps.now());
        const orderId = await this.deps.db.transaction((tx) =>
          this.holdAndStore(tx, caller, requestHash, checked),
        );
        return (await this.get(caller.userId, orderId))!;
      } catch (error) {
        if (worthAnotherTry(error, attempt)) continue;
        const code = pgErrorOf(error)?.code;
        if (error instanceof PlaceTaken) throw placeTakenError(error, checked);
        // Two identical requests raced: the second finds the first's order under the key.
        if (code === '23505') {
          const first = await this.repeated(caller, requestHash);
          if (first) return first;
        }
        throw error;
      }
    }
  }

  /**
   * An order whose places an outside supplier owns: stored as `reserving` (the account's
   * limits and key checked alone, as `create` does), then reserved at the supplier outside any
   * transaction (supplier-sales.ts). A repeat of the request answers the order it made — its
   * reservation settled first when the first answer was lost.
   */
  private async createAtSupplier(
    caller: Caller,
    type: string,
    request: object,
    plan: () => OrderPlan | Promise<OrderPlan>,
    sales: SupplierSales,
  ): Promise<ConfirmState> {
    const requestHash = hashOf(type, request);
    const existing = await this.repo.byIdempotencyKey(
      this.deps.db,
      caller.userId,
      caller.idempotencyKey,
    );
    if (existing) {
      if (existing.requestHash !== requestHash) throw idempotencyConflict();
      await sales.settleIfReserving(existing.id);
      const state = await this.get(caller.userId, existing.id);
      if (state) return state;
    }
    const checked = await plan();
    this.checkSaleOpen(checked);
    const trains = checked.rides.flatMap((ride, r) => (ride.trip.mode === 'TRAIN' ? [r] : []));
    const onSale = new Map(
      await Promise.all(
        trains.map(
          async (r) => [r, await this.deps.trains.cars(supplierRideOf(checked.rides[r]!))] as const,
        ),
      ),
    );
    for (let attempt = 1; ; attempt++) {
      try {
        const orderId = await this.deps.db.transaction((tx) =>
          this.storeReserving(tx, caller, requestHash, checked, onSale, sales),
        );
        await sales.reserve(orderId, checked, trains);
        return (await this.get(caller.userId, orderId))!;
      } catch (error) {
        if (worthAnotherTry(error, attempt)) continue;
        const code = pgErrorOf(error)?.code;
        if (error instanceof PlaceTaken) throw placeTakenError(error, checked);
        if (error instanceof PlacesRefused) {
          throw placeTakenError(refusedAtSupplier(checked, trains), checked);
        }
        // Two identical requests raced: the second answers what the first made.
        if (code === '23505') return this.createAtSupplier(caller, type, request, plan, sales);
        throw error;
      }
    }
  }

  /**
   * The order as `reserving`, its rides on our own places held as `create` holds them and the
   * supplier's priced for now, and the job that settles it should its reservation's answer be
   * lost — all in one transaction.
   */
  private async storeReserving(
    tx: Db,
    caller: Caller,
    requestHash: string,
    plan: OrderPlan,
    onSale: ReadonlyMap<number, RideCars>,
    sales: SupplierSales,
  ): Promise<number> {
    const now = this.deps.now();
    await this.repo.lockUser(tx, caller.userId);
    const existing = await this.repo.byIdempotencyKey(tx, caller.userId, caller.idempotencyKey);
    if (existing) {
      if (existing.requestHash !== requestHash) throw idempotencyConflict();
      return existing.id;
    }
    const ours = ridesOf(plan, (r) => !onSale.has(r));
    const segments = ours.plan.rides.map(segmentOf);
    await this.deps.inventory.repo.lockTrips(tx, segments);
    await this.closeLapsed(tx, now, { userId: caller.userId });
    if (segments.length > 0) {
      await this.closeLapsed(tx, now, { trips: segments });
      await this.deps.inventory.repo.dropLapsed(tx, segments, now);
    }
    if ((await this.repo.unpaidCount(tx, caller.userId)) >= MAX_UNPAID_ORDERS) {
      throw conflict(orderMessages.tooManyUnpaid);
    }
    // A place taken on one of our rides names its position in the whole trip.
    const inWholeTrip = (error: unknown) =>
      error instanceof PlaceTaken
        ? new PlaceTaken(ours.positions[error.ride]!, error.failure, error.retryable)
        : error;
    try {
      const ourItems = priceItems(ours.plan, await this.assign(tx, ours.plan, now));
      const items = [
        ...ourItems.map((item) => ({ ...item, ride: ours.positions[item.ride]! })),
        ...[...onSale].flatMap(([r, cars]) => provisionalItems(plan, r, cars)),
      ].sort((a, b) => a.ride - b.ride || a.passenger - b.passenger);
      const holdExpiresAt = new Date(now.getTime() + this.deps.holdMinutes * 60_000);
      const orderId = await this.store(tx, caller, requestHash, plan, items, {
        holdExpiresAt,
        ...SupplierSales.newOrderColumns(),
      });
      await this.holdPlaces(tx, orderId, ours.plan, ourItems, segments, holdExpiresAt);
      await sales.starting(tx, orderId);
      return orderId;
    } catch (error) {
      throw inWholeTrip(error);
    }
  }

  private async repeated(caller: Caller, requestHash: string): Promise<ConfirmState | null> {
    const existing = await this.repo.byIdempotencyKey(
      this.deps.db,
      caller.userId,
      caller.idempotencyKey,
    );
    if (!existing) return null;
    if (existing.requestHash !== requestHash) throw idempotencyConflict();
    return (await this.get(caller.userId, existing.id))!;
  }

  private checkSaleOpen(plan: OrderPlan): void {
    const now = this.deps.now().getTime();
    for (const [k, ride] of plan.rides.entries()) {
      const closes = ride.departsAt.getTime() - SALE_CLOSES_MINUTES[ride.trip.mode] * 60_000;
      if (now < closes) continue;
      throw conflict(
        plan.transportType === 'combined'
          ? `${legLabel(ride, k)}: ${orderMessages.saleClosed.toLowerCase()}`
          : orderMessages.saleClosed,
      );
    }
  }

  /** One transaction: the account's limits, every place held, the order stored — or nothing. */
  private async holdAndStore(
    tx: Db,
    caller: Caller,
    requestHash: string,
    plan: OrderPlan,
  ): Promise<number> {
    const now = this.deps.now();
    await this.repo.lockUser(tx, caller.userId);
    const existing = await this.repo.byIdempotencyKey(tx, caller.userId, caller.idempotencyKey);
    if (existing) {
      if (existing.requestHash !== requestHash) throw idempotencyConflict();
      return existing.id;
    }
    const segments = plan.rides.map(segmentOf);
    await this.deps.inventory.repo.lockTrips(tx, segments);
    await this.closeLapsed(tx, now, { userId: caller.userId });
    await this.closeLapsed(tx, now, { trips: segments });
    await this.deps.inventory.repo.dropLapsed(tx, segments, now);
    if ((await this.repo.unpaidCount(tx, caller.userId)) >= MAX_UNPAID_ORDERS) {
      throw conflict(orderMessages.tooManyUnpaid);
    }

    const assigned = await this.assign(tx, plan, now);
    const items = priceItems(plan, assigned);
    const holdExpiresAt = new Date(now.getTime() + this.deps.holdMinutes * 60_000);
    const orderId = await this.store(tx, caller, requestHash, plan, items, { holdExpiresAt });
    await this.holdPlaces(tx, orderId, plan, items, segments, holdExpiresAt);
    return orderId;
  }

  /**
   * The order, its rides, passengers and priced items, in the caller's transaction; an account
   * without a phone keeps the order's, so the next order's form starts with it.
   */
  private async store(
    tx: Db,
    caller: Caller,
    requestHash: string,
    plan: OrderPlan,
    items: readonly PricedItem[],
    columns: { holdExpiresAt: Date } & Partial<Parameters<OrdersRepository['insertOrder']>[1]>,
  ): Promise<number> {
    const now = this.deps.now();
    const orderId = await this.repo.insertOrder(tx, {
      userId: caller.userId,
      transportType: plan.transportType,
      status: 'WAITING',
      routeId: plan.routeId,
      serviceClass: plan.serviceClass,
      totalPrice: items.reduce((sum, i) => sum + i.total, 0),
      serviceCharge: items.reduce((sum, i) => sum + i.serviceCharge, 0),
      contactPhone: plan.contacts.contact_phone,
      contactEmail: plan.contacts.contact_email,
      siteUrl: caller.siteUrl,
      idempotencyKey: caller.idempotencyKey,
      requestHash,
      createdAt: now,
      ...columns,
    });
    const rideIds = await this.repo.insertRides(
      tx,
      plan.rides.map((ride, position) => ({
        ...rideRow(orderId, position, ride),
        direction: plan.returnFrom !== undefined && position >= plan.returnFrom ? 'back' : 'there',
      })),
    );
    const passengerIds = await this.repo.insertPassengers(
      tx,
      plan.passengers.map((p, position) => ({
        orderId,
        position,
        category: p.category,
        status: 'WAITING',
        lastName: p.person.last_name,
        firstName: p.person.first_name,
        middleName: p.person.middle_name,
        sex: p.person.sex,
        birthday: p.person.birthday,
        documentType: p.person.document_type,
        documentNumber: p.person.document_number,
        documentValidTill: p.person.document_valid_till,
        citizenship: p.person.citizenship,
      })),
    );
    await this.repo.insertItems(
      tx,
      items.map((item) => ({
        orderId,
        passengerId: passengerIds[item.passenger]!,
        rideId: rideIds[item.ride]!,
        carNumber: item.carNumber,
        seat: item.seat,
        fare: item.fare,
        serviceCharge: item.serviceCharge,
        extras: item.extras,
        total: item.total,
        details: item.details,
      })),
    );
    await this.users.rememberPhone(tx, caller.userId, canonicalPhone(plan.contacts.contact_phone));
    return orderId;
  }

  /**
   * Places for every passenger on every ride from what is free now, as seen by `db` (the
   * order's transaction, or before it, to turn away a request that cannot succeed cheaply).
   */
  private assign(db: Db, plan: OrderPlan, now: Date) {
    return Promise.all(
      plan.rides.map(async (ride, r) => {
        const free = await this.deps.inventory.free(ride.trip.properties, segmentOf(ride), now, db);
        const result = assignPlaces(ride.trip.properties!, free, plan.wishes[r]!);
        if (!result.ok) {
          const chose = plan.wishes[r]!.find((w) => w.passenger === result.failure.passenger);
          throw new PlaceTaken(r, result.failure, chose?.seat === undefined && !chose?.range);
        }
        return result;
      }),
    );
  }

  /** Holds in a fixed order (ride, car, place), so two orders never wait on each other in a circle. */
  private async holdPlaces(
    tx: Db,
    orderId: number,
    plan: OrderPlan,
    items: readonly PricedItem[],
    segments: ReturnType<typeof segmentOf>[],
    expiresAt: Date,
  ): Promise<void> {
    const seated = items
      .filter((i) => i.seat !== null)
      .sort(
        (a, b) => a.ride - b.ride || a.carNumber - b.carNumber || a.seat!.localeCompare(b.seat!),
      );
    for (const item of seated) {
      const place = { carNumber: item.carNumber, seat: item.seat! };
      try {
        await this.deps.inventory.repo.hold(tx, {
          ...segments[item.ride]!,
          ...place,
          orderId,
          expiresAt,
        });
      } catch (error) {
        if (pgErrorOf(error)?.code !== '23P01') throw error;
        const wish = plan.wishes[item.ride]!.find((w) => w.passenger === item.passenger);
        throw new PlaceTaken(
          item.ride,
          { kind: 'taken', passenger: item.passenger, place },
          wish?.seat === undefined && !wish?.range,
        );
      }
    }
  }

  private async closeLapsed(
    tx: Db,
    now: Date,
    scope: Parameters<OrdersRepository['closeLapsed']>[2],
  ) {
    const ids = await this.repo.closeLapsed(tx, now, scope);
    await this.deps.closing.lapsed(tx, ids);
    return ids;
  }

  /**
   * Closes orders whose hold lapsed and frees their places: what the sweeper runs. Safe on
   * several instances at once: each takes the orders no other is closing.
   */
  async expireLapsed(limit = 100): Promise<number[]> {
    const ids = await this.deps.db.transaction(async (tx) => {
      const closed = await this.repo.closeLapsed(tx, this.deps.now(), {}, limit);
      await this.deps.closing.lapsed(tx, closed);
      return closed;
    });
    if (ids.length > 0)
      this.deps.log.info({ orders: ids }, 'неоплаченные заказы отменены: бронь истекла');
    return ids;
  }

  async get(userId: number, orderId: number): Promise<ConfirmState | undefined> {
    const stored = await this.repo.load(this.deps.db, userId, orderId);
    if (!stored) return stored;
    const [minimumChange, kindOf] = await Promise.all([
      this.deps.minimumChange(),
      this.deps.stationKinds(),
    ]);
    return confirmStateOf(stored, this.deps.now(), minimumChange, kindOf);
  }

  /** One order of the account, with any lapse of its hold already applied. */
  async order(userId: number, orderId: number): Promise<ConfirmState> {
    await this.closeLapsedOf(userId);
    const found = await this.get(userId, orderId);
    if (!found) throw notFound();
    return found;
  }

  async list(userId: number): Promise<Order[]> {
    await this.closeLapsedOf(userId);
    return (await this.repo.list(this.deps.db, userId)).map(orderOf);
  }

  async ids(userId: number): Promise<number[]> {
    return this.repo.ids(this.deps.db, userId);
  }

  async cancel(userId: number, orderId: number): Promise<string> {
    await this.closeLapsedOf(userId);
    const cancelled = await this.deps.db.transaction(async (tx) => {
      const done = await this.repo.cancel(tx, userId, orderId, this.deps.now());
      if (done) await this.deps.closing.closed(tx, [orderId]);
      return done;
    });
    if (cancelled) {
      // The traveller may want the places again at once: the supplier is told now, and the
      // job written with the cancellation tells it again if this does not get through.
      await this.deps.supplierSales?.cancelAtSupplier(orderId).catch((error: unknown) => {
        this.deps.log.warn({ order: orderId, err: error }, 'отмена у поставщика отложена');
      });
      return orderMessages.cancelled;
    }
    if (!(await this.repo.load(this.deps.db, userId, orderId))) throw notFound();
    throw conflict(orderMessages.notCancellable);
  }

  async savedPassengers(userId: number): Promise<SavedPassenger[]> {
    return (await this.repo.savedPassengers(this.deps.db, userId)).map(savedPassengerOf);
  }

  /** What a reader of the account's orders must not see as still held. */
  private async closeLapsedOf(userId: number): Promise<void> {
    await this.deps.db.transaction((tx) => this.closeLapsed(tx, this.deps.now(), { userId }));
  }
}

/** The request a key was first used with: a key sent again with another body is refused. */
const hashOf = (type: string, request: object) =>
  createHash('sha256')
    .update(JSON.stringify([type, request]))
    .digest('hex');

/**
 * The confirm state of the mode just ordered. A key reused on another mode's call has
 * another body, so it never gets here: a mismatch is our bug.
 */
function ofType<Type extends ConfirmState['transport_type']>(
  type: Type,
  state: ConfirmState,
): Extract<ConfirmState, { transport_type: Type }> {
  if (state.transport_type !== type) throw new Error(`order ${state.order_id} is not ${type}`);
  return state as Extract<ConfirmState, { transport_type: Type }>;
}

/**
 * A round trip's way back must leave after the way there arrives: told in the form's terms,
 * with both times on their stations' clocks.
 */
function checkTurnaround(there: LoadedRide, back: LoadedRide): void {
  if (back.departsAt > there.arrivesAt) return;
  const clock = (time: string) =>
    `${time.slice(8, 10)}.${time.slice(5, 7)} в ${time.slice(11, 16)}`;
  const message = `Обратная поездка должна отправляться после прибытия туда: туда прибываете ${clock(there.to.arrivalTime!)}, а обратно отправление ${clock(back.from.departureTime!)}. Выберите более поздний рейс обратно`;
  throw new AppError('validation', 'Return leaves before the way there arrives', {
    fieldErrors: { return_route_id: [message] },
  });
}

function rideRow(orderId: number, position: number, ride: LoadedRide) {
  return {
    orderId,
    position,
    tripId: ride.key.tripId,
    serviceDate: ride.key.serviceDate,
    fromStationId: ride.key.fromStationId,
    toStationId: ride.key.toStationId,
    fromSequence: ride.from.sequence,
    toSequence: ride.to.sequence,
    mode: ride.trip.mode,
    number:
      ride.trip.properties?.mode === 'TRAIN'
        ? ride.trip.properties.displayNumber
        : ride.trip.number,
    // An airline is named on the order, the ticket and the trip page as its card names it.
    carrier:
      ride.trip.mode === 'PLANE'
        ? carrierLabel(ride.trip.carrierCode, ride.trip.carrierName)
        : ride.trip.carrierName,
    originName: ride.from.name,
    destinationName: ride.to.name,
    departureTime: ride.from.departureTime!,
    arrivalTime: ride.to.arrivalTime!,
    departsAt: ride.departsAt,
    arrivesAt: ride.arrivesAt,
    points: { origin: ride.from.point, destination: ride.to.point },
  };
}

/**
 * «Место 12 в вагоне 05 уже занято (пассажир 1, Иванов Иван)…», said as the form would; on a
 * combined trip it starts with the leg: «Участок 2, поезд 012А Москва — Казань: …».
 */
function placeTakenError({ ride, failure }: PlaceTaken, plan: OrderPlan): AppError {
  const p = plan.passengers[failure.passenger]!;
  const who = `пассажир ${failure.passenger + 1}, ${p.person.last_name} ${p.person.first_name}`;
  const leg = plan.transportType === 'combined' ? `${legLabel(plan.rides[ride]!, ride)}: ` : '';
  if (failure.kind === 'full') {
    return conflict(
      sentence(
        `${leg}свободных мест для всех пассажиров не осталось (${who}). Выберите другой рейс или вагон`,
      ),
    );
  }
  const { carNumber, seat } = failure.place;
  const where =
    plan.rides[ride]!.trip.mode === 'TRAIN'
      ? `место ${seat} в вагоне ${String(carNumber).padStart(2, '0')}`
      : `место ${seat}`;
  return conflict(sentence(`${leg}${where} уже занято (${who}). Выберите другое место`));
}

/**
 * A place the server chose went to someone else meanwhile, or the database picked this
 * transaction to give way in a deadlock or a serialization conflict: another try may succeed.
 */
function worthAnotherTry(error: unknown, attempt: number): boolean {
  const code = pgErrorOf(error)?.code;
  return (
    attempt < ATTEMPTS &&
    ((error instanceof PlaceTaken && error.retryable) || code === '40P01' || code === '40001')
  );
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Whose place a supplier's «no places» refused, as far as the request tells: the first
 * traveller who named a place on a train, or the first one on the first train.
 */
function refusedAtSupplier(plan: OrderPlan, trains: readonly number[]): PlaceTaken {
  for (const r of trains) {
    const named = plan.wishes[r]!.find((w) => w.seat !== undefined && w.carNumber !== undefined);
    if (named) {
      const place = { carNumber: named.carNumber!, seat: named.seat! };
      return new PlaceTaken(r, { kind: 'taken', passenger: named.passenger, place }, false);
    }
  }
  const r = trains[0]!;
  const first = plan.wishes[r]![0]?.passenger ?? 0;
  return new PlaceTaken(r, { kind: 'full', passenger: first }, false);
}

/** The plan of some of the rides only, and where each of them stands in the whole plan. */
function ridesOf(
  plan: OrderPlan,
  keep: (ride: number) => boolean,
): { plan: OrderPlan; positions: number[] } {
  const positions = plan.rides.flatMap((_, r) => (keep(r) ? [r] : []));
  const pick = <T>(list: readonly T[]) => positions.map((r) => list[r]!);
  return {
    positions,
    plan: {
      ...plan,
      rides: pick(plan.rides),
      wishes: pick(plan.wishes),
      choices: pick(plan.choices),
      ...(plan.categories ? { categories: pick(plan.categories) } : {}),
      ...(plan.fareCodes ? { fareCodes: pick(plan.fareCodes) } : {}),
    },
  };
}
