import {
  alertMessages,
  MAX_ACTIVE_ALERTS,
  type Alert,
  type AlertRequest,
  type AlertStatus,
} from '@peresadka/contracts/alerts';
import { SALE_CLOSES_MINUTES } from '@peresadka/contracts/constants';
import { AppError } from '@peresadka/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../infra/db/database.ts';
import type { TripInstance } from '../suppliers/local/inventory-repository.ts';
import type { InventoryService } from '../suppliers/local/inventory-service.ts';
import { segmentOf } from '../suppliers/local/segment.ts';
import type { Seat } from '../suppliers/local/vehicle-seats.ts';
import { supplierRideOf } from '../suppliers/supplier-ride.ts';
import type { TrainSupplier } from '../suppliers/train-supplier.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { placeFreedMail } from '../mail/templates.ts';
import type { LoadedRide } from '../rides/ride-lookup.ts';
import type { RidesService } from '../rides/rides-service.ts';
import { routeIdOf, type RideKey } from '../rides/route-id.ts';
import { AlertsRepository, type AlertRow, type AlertWithEmail } from './alerts-repository.ts';
import { tokenHashOf, unsubscribeTokenOf } from './unsubscribe-token.ts';
import {
  classPhrase,
  placesOfClass,
  storedClassOf,
  wantedOf,
  wantedOfStored,
  type WantedClass,
} from './wanted-class.ts';

type Deps = {
  db: Db;
  rides: RidesService;
  inventory: InventoryService;
  /** Whoever owns the train seats: a train's free places are its. */
  trains: TrainSupplier;
  jobs: JobQueue;
  mailer: Mailer;
  now: () => Date;
  /** Keys the letters' unsubscribe tokens. */
  secret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** The caller of a subscription; every query is scoped by this account. */
type Caller = { userId: number; idempotencyKey: string };

const ZInstance = z.object({ tripId: z.number().int().positive(), serviceDate: z.iso.date() });
const ZCheckJob = z.object({ instances: z.array(ZInstance).min(1) });
const ZLetterJob = z.object({ alertId: z.number().int().positive() });

const conflict = (message: string) => new AppError('conflict', message, { userMessage: message });
const notFound = () =>
  new AppError('not_found', 'No such alert of this account', {
    userMessage: alertMessages.notFound,
  });

const MODE_TITLES = { PLANE: 'Рейс', TRAIN: 'Поезд', BUS: 'Автобус' } as const;

/** «Поезд 002Й «Татарстан»: Москва Казанская — Казань», as the alert and its letter name a ride. */
function rideTitle(ride: LoadedRide): string {
  const p = ride.trip.properties;
  const number = p?.mode === 'TRAIN' ? p.displayNumber : ride.trip.number;
  const name = ride.trip.mode !== 'PLANE' && ride.trip.name ? ` «${ride.trip.name}»` : '';
  return `${MODE_TITLES[ride.trip.mode]} ${number}${name}: ${ride.from.name} — ${ride.to.name}`;
}

/** «01.12.2026 20:00» from a station wall-clock time with its offset. */
const wallClock = (time: string) =>
  `${time.slice(8, 10)}.${time.slice(5, 7)}.${time.slice(0, 4)} ${time.slice(11, 16)}`;

const saleClosesAt = (mode: keyof typeof SALE_CLOSES_MINUTES, departsAt: Date) =>
  departsAt.getTime() - SALE_CLOSES_MINUTES[mode] * 60_000;

/**
 * «Сообщить, когда появится место». A signed-in user waits for a place of one class on a ride
 * sold out in it. Whoever frees places (a lapsed hold, a cancelled order, a returned ticket)
 * writes a check job in its own transaction through the inventory's `afterRelease`; the check
 * marks each alert told by a guarded update and writes its letter in the same transaction, so
 * however often or concurrently it runs, an alert fires once.
 */
export class AlertsService {
  private readonly repo = new AlertsRepository();
  private readonly enqueueCheck: (tx: Db, payload: z.infer<typeof ZCheckJob>) => Promise<void>;
  private readonly enqueueLetter: (
    tx: Db,
    payload: z.infer<typeof ZLetterJob>,
    dedupeKey: string,
  ) => Promise<void>;

  constructor(private readonly deps: Deps) {
    this.enqueueCheck = deps.jobs.define({
      kind: 'alerts:check',
      payload: ZCheckJob,
      run: ({ instances }) => this.check(instances),
    });
    // The outbox keeps only the alert's id: the letter, token included, is made when sent.
    this.enqueueLetter = deps.jobs.define({
      kind: 'alerts:letter',
      payload: ZLetterJob,
      run: ({ alertId }) => this.sendLetter(alertId),
    });
  }

  /**
   * Starts waiting, only on a ride on sale with no place of the class left now; a repeat (the
   * same Idempotency-Key, or the same ride and class while the first still waits) answers the
   * alert already made.
   */
  async subscribe(caller: Caller, request: AlertRequest): Promise<Alert> {
    const now = this.deps.now();
    const wanted = wantedOf(request);
    const repeat = await this.repeated(this.deps.db, caller, request.route_id, wanted);
    if (repeat !== undefined) return this.answer(repeat);
    const ride = await this.deps.rides.single(request.route_id, request.transport_type, now);
    const places = placesOfClass(ride.trip.properties, wanted);
    if (!places) throw conflict(alertMessages.classNotSold);
    if (now.getTime() >= saleClosesAt(ride.trip.mode, ride.departsAt)) {
      throw conflict(alertMessages.saleClosed);
    }
    const alertId = await this.deps.db.transaction(async (tx) => {
      await this.repo.lockUser(tx, caller.userId);
      const first = await this.repeated(tx, caller, request.route_id, wanted);
      if (first !== undefined) return first;
      const waiting = await this.repo.waitingFor(
        tx,
        caller.userId,
        ride.key,
        storedClassOf(wanted),
      );
      if (waiting) return waiting.id;
      if (await this.hasPlace(ride, wanted, places, now, tx)) {
        throw conflict(alertMessages.placesLeft);
      }
      if ((await this.repo.waitingOf(tx, caller.userId, now)).length >= MAX_ACTIVE_ALERTS) {
        throw conflict(alertMessages.tooMany);
      }
      const id = await this.repo.nextId(tx);
      await this.repo.insert(tx, {
        id,
        userId: caller.userId,
        idempotencyKey: caller.idempotencyKey,
        ...ride.key,
        mode: ride.trip.mode,
        wantedClass: storedClassOf(wanted),
        title: rideTitle(ride),
        departureTime: ride.from.departureTime!,
        departsAt: ride.departsAt,
        unsubscribeHash: tokenHashOf(unsubscribeTokenOf(this.deps.secret, id)),
        createdAt: now,
      });
      // A place freed by a transaction running alongside this one was looked at before this
      // alert existed; one more look once it is committed misses nothing.
      await this.enqueueCheck(tx, {
        instances: [{ tripId: ride.key.tripId, serviceDate: ride.key.serviceDate }],
      });
      return id;
    });
    return this.answer(alertId);
  }

  /** The alert an earlier request of the caller made with this key; another body is refused. */
  private async repeated(
    db: Db,
    caller: Caller,
    routeId: string,
    wanted: WantedClass,
  ): Promise<number | undefined> {
    const first = await this.repo.byIdempotencyKey(db, caller.userId, caller.idempotencyKey);
    if (!first) return undefined;
    const same =
      routeIdOf([first]) === routeId &&
      first.mode === wanted.mode &&
      first.wantedClass === storedClassOf(wanted);
    if (!same)
      throw new AppError('idempotency_conflict', 'Idempotency-Key reused with another body');
    return first.id;
  }

  async list(userId: number): Promise<Alert[]> {
    return (await this.repo.waitingOf(this.deps.db, userId, this.deps.now())).map(alertOf);
  }

  async cancel(userId: number, alertId: number): Promise<string> {
    const alert = await this.repo.byId(this.deps.db, alertId);
    if (alert?.userId !== userId) throw notFound();
    await this.repo.cancel(this.deps.db, userId, alertId, this.deps.now());
    return alertMessages.cancelled;
  }

  /** The letter's link: it stops every alert of its owner, as an unsubscribe link should. */
  async unsubscribe(token: string): Promise<string> {
    if (!(await this.repo.unsubscribe(this.deps.db, tokenHashOf(token), this.deps.now()))) {
      throw new AppError('not_found', 'Unknown unsubscribe token', {
        userMessage: alertMessages.badLink,
      });
    }
    return alertMessages.unsubscribed;
  }

  /** The inventory's `afterRelease`: a look at these trip instances once the release commits. */
  async placesFreed(tx: Db, instances: TripInstance[]): Promise<void> {
    await this.enqueueCheck(tx, { instances });
  }

  /**
   * The check job's work: every alert waiting on these trip instances that has a place now is
   * told. Safe to run any number of times, at once on several instances.
   */
  async check(instances: readonly TripInstance[]): Promise<void> {
    const now = this.deps.now();
    const byRide = new Map<string, AlertRow[]>();
    for (const alert of await this.repo.waitingOn(this.deps.db, instances, now)) {
      if (now.getTime() >= saleClosesAt(wantedOfAlert(alert).mode, alert.departsAt)) continue;
      const key = routeIdOf([alert]);
      byRide.set(key, [...(byRide.get(key) ?? []), alert]);
    }
    for (const alerts of byRide.values()) {
      const ride = await this.rideOrNull(alerts[0]!, now);
      if (!ride) continue;
      for (const alert of alerts) {
        const wanted = wantedOfAlert(alert);
        const places = placesOfClass(ride.trip.properties, wanted);
        if (places && (await this.hasPlace(ride, wanted, places, now))) await this.notify(alert.id);
      }
    }
  }

  /**
   * The trains the alerts wait on, looked at again: a supplier sells and takes back places of
   * other agents' travellers too, and nobody tells us. What the sweeper runs, every few
   * minutes, at most `limit` trains a time.
   */
  async checkTrains(limit = 50): Promise<void> {
    if (this.deps.trains.kind === 'local') return;
    const instances = await this.repo.waitingInstances(
      this.deps.db,
      'TRAIN',
      this.deps.now(),
      limit,
    );
    if (instances.length > 0) await this.check(instances);
  }

  /**
   * Whether the ride has a free place of the class now: a train's by its seats' owner, a
   * flight's or a bus's by our own places.
   */
  private async hasPlace(
    ride: LoadedRide,
    wanted: WantedClass,
    places: (seat: Seat) => boolean,
    now: Date,
    db: Db = this.deps.db,
  ): Promise<boolean> {
    if (wanted.mode === 'TRAIN') {
      const { cars } = await this.deps.trains.cars(supplierRideOf(ride));
      return cars.some(
        (c) =>
          !c.saleForbidden &&
          c.freePlaces.length > 0 &&
          (wanted.carType === null || c.type === wanted.carType),
      );
    }
    const free = await this.deps.inventory.free(ride.trip.properties, segmentOf(ride), now, db);
    return free.some(places);
  }

  /** The ride, unless it no longer runs that day or has left the timetable's horizon. */
  private async rideOrNull(key: RideKey, now: Date): Promise<LoadedRide | null> {
    try {
      return await this.deps.rides.ride(key, now);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    }
  }

  /** Told once: of two checks racing, only one finds the alert still waiting and writes the letter. */
  private async notify(alertId: number): Promise<void> {
    const told = await this.deps.db.transaction(async (tx) => {
      if (!(await this.repo.markNotified(tx, alertId, this.deps.now()))) return false;
      await this.enqueueLetter(tx, { alertId }, `sold-out-alert:${alertId}`);
      return true;
    });
    if (told) this.deps.log.info({ alert: alertId }, 'место освободилось: оповещение отправлено');
  }

  private async sendLetter(alertId: number): Promise<void> {
    const alert = await this.repo.byId(this.deps.db, alertId);
    // The account was deleted meanwhile, and its alerts with it.
    if (!alert) return;
    const wanted = wantedOfAlert(alert);
    const routeId = routeIdOf([alert]);
    const cabin = wanted.mode === 'PLANE' ? `?class=${wanted.serviceClass}` : '';
    const token = unsubscribeTokenOf(this.deps.secret, alert.id);
    await this.deps.mailer.send(
      placeFreedMail({
        to: alert.email,
        title: alert.title,
        departure: wallClock(alert.departureTime),
        where: classPhrase(wanted),
        orderLink: `${this.deps.publicUrl}/ride/${routeId}${cabin}`,
        unsubscribeLink: `${this.deps.publicUrl}/alerts/unsubscribe/${token}`,
      }),
    );
  }

  /** An alert the caller's own request just found or made. */
  private async answer(alertId: number): Promise<Alert> {
    return alertOf((await this.repo.byId(this.deps.db, alertId))!);
  }
}

const wantedOfAlert = (alert: AlertRow) => wantedOfStored(alert.mode, alert.wantedClass);

const statusOf = (alert: AlertRow): AlertStatus =>
  alert.cancelledAt ? 'CANCELLED' : alert.notifiedAt ? 'NOTIFIED' : 'WAITING';

function alertOf(alert: AlertWithEmail): Alert {
  const wanted = wantedOfAlert(alert);
  return {
    alert_id: alert.id,
    route_id: routeIdOf([alert]),
    transport_type: wanted.mode,
    car_type: wanted.mode === 'TRAIN' ? wanted.carType : null,
    service_class: wanted.mode === 'PLANE' ? wanted.serviceClass : null,
    title: alert.title,
    departure_time: alert.departureTime,
    email: alert.email,
    status: statusOf(alert),
  };
}
