import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import {
  daysBetween,
  formatWireDate,
  parseDate,
  searchWindow,
  todayIn,
} from '@peresadka/contracts/dates';
import { ZServiceClass } from '@peresadka/contracts/enums';
import { DEFAULT_SERVICE_CLASS } from '@peresadka/contracts/constants';
import { AppError } from '@peresadka/contracts/errors';
import { orderMessages } from '@peresadka/contracts/orders';
import type { SearchCriteria } from '@peresadka/contracts/search';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../infra/db/database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { tripDisruptedMail } from '../mail/templates.ts';
import { OrdersRepository } from '../orders/orders-repository.ts';
import { orderLetterOf, siteOf } from '../orders/order-letter.ts';
import { disruptionText } from './disruption-text.ts';
import { DisruptionsRepository, type TripEnd } from './disruptions-repository.ts';
import { tripProblem, tripsIndex, type SoldRide } from './ride-check.ts';

export type DisruptionsDeps = {
  db: Db;
  now: () => Date;
  /**
   * Brings this instance's compiled timetable up to the database (another process may have
   * just changed it), so the change times the scan applies are the new ones.
   */
  timetableUpToDate: () => Promise<void>;
  /** The searches' own rule for the least minutes a change takes; null: no transfer. */
  minimumChange: () => Promise<(fromStationId: number, toStationId: number) => number | null>;
  sendMail: (tx: Db, message: MailMessage, dedupeKey: string) => Promise<void>;
  publicUrl: string;
  log: FastifyBaseLogger;
};

const notFound = () =>
  new AppError('not_found', 'Order not found or not this account’s', {
    userMessage: orderMessages.orderNotFound,
  });

/**
 * Protects paid trips from timetable changes: after every change (an operator's cancellation,
 * a re-import) the scan finds each paid order whose ride no longer runs as sold or whose
 * change is now shorter than it takes, flags it once and writes to its owner once; the
 * flag makes every ticket of the trip returnable in full.
 */
export class DisruptionsService {
  private readonly repo = new DisruptionsRepository();
  private readonly orders = new OrdersRepository();

  constructor(private readonly deps: DisruptionsDeps) {}

  /** Answers the orders it flagged; those flagged elsewhere meanwhile are not among them. */
  async scan(cause: string, orderId?: number): Promise<number[]> {
    const started = performance.now();
    await this.deps.timetableUpToDate();
    const minimumChange = await this.deps.minimumChange();
    const now = this.deps.now();
    const sold = await this.repo.soldRidesAhead(this.deps.db, now, orderId);
    const tripsOf = tripsIndex(await this.repo.currentTrips(this.deps.db, sold));
    const byOrder = new Map<number, SoldRide[]>();
    for (const ride of sold)
      byOrder.set(ride.orderId, [...(byOrder.get(ride.orderId) ?? []), ride]);

    const flagged: number[] = [];
    const nowMinute = Math.floor(now.getTime() / 60_000);
    for (const [orderId, rides] of byOrder) {
      const problem = tripProblem(rides, tripsOf, minimumChange, nowMinute);
      if (problem && (await this.flag(orderId, disruptionText(problem), now))) {
        flagged.push(orderId);
      }
    }
    this.deps.log.info(
      { cause, checked: byOrder.size, flagged, ms: Math.round(performance.now() - started) },
      `заказы проверены после изменения расписания: проверено ${byOrder.size}, нарушено ${flagged.length}`,
    );
    return flagged;
  }

  /**
   * One transaction: the guarded flag, and the letter only if this call set it — a second
   * scan, here or on another instance, finds the order flagged and writes nothing; the
   * letter's key makes a second one impossible anyway.
   */
  private flag(orderId: number, text: string, now: Date): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      if (!(await this.orders.markDisrupted(tx, orderId, text, now))) return false;
      const stored = await this.orders.loadById(tx, orderId);
      if (!stored) return false;
      const letter = orderLetterOf(stored, this.deps.publicUrl);
      await this.deps.sendMail(
        tx,
        tripDisruptedMail(
          letter,
          text,
          alternativesLink(siteOf(stored, this.deps.publicUrl), orderId),
        ),
        `disruption:${orderId}`,
      );
      this.deps.log.warn({ order: orderId, disruption: text }, 'поездка нарушена расписанием');
      return true;
    });
  }

  /**
   * The search for the same trip, to be the active search: from where the traveller still
   * has to set off (the first ride not yet left) to the trip's end, city and region as the
   * search form names them, on the original date or today if it has passed.
   */
  async alternatives(userId: number, orderId: number): Promise<SearchCriteria> {
    const source = await this.repo.alternativesSource(this.deps.db, userId, orderId);
    if (!source || source.rides.length === 0) throw notFound();
    const now = this.deps.now();
    const nowMinute = now.getTime() / 60_000;
    const ahead = source.rides.find((r) => r.from.at > nowMinute);
    const start = (ahead ?? source.rides[0]!).from;
    const end = source.rides.at(-1)!.to;

    const today = todayIn(SITE_TIME_ZONE, now);
    const { last } = searchWindow(today);
    const departure = parseDate(start.wallTime.slice(0, 10)) ?? today;
    const date =
      !ahead || daysBetween(today, departure) < 0
        ? today
        : daysBetween(departure, last) < 0
          ? last
          : departure;
    const count = (category: string) => source.categories.filter((c) => c === category).length;
    const serviceClass = ZServiceClass.safeParse(source.serviceClass);
    return {
      ...placeOf('starting', start),
      ...placeOf('ending', end),
      date: formatWireDate(date),
      time_from: 0,
      time_to: 24,
      airplane_enabled: true,
      train_enabled: true,
      bus_enabled: true,
      combined_enabled: true,
      starting_train_station: null,
      ending_train_station: null,
      starting_airplane_station: null,
      ending_airplane_station: null,
      service_class: serviceClass.success ? serviceClass.data : DEFAULT_SERVICE_CLASS,
      adult_quantity: count('Adult'),
      child_quantity: count('Child'),
      baby_with_place_quantity: count('BabyWithPlace'),
      baby_without_place_quantity: count('BabyWithoutPlace'),
    };
  }
}

/** The page that finds another route for the order: «Мои поездки» runs the search at once. */
export const alternativesLink = (publicUrl: string, orderId: number) =>
  `${publicUrl}/profile?tab=trips&alternatives=${orderId}`;

/** Any station of the city (the search form's «Город (Регион)»), else the station itself. */
function placeOf<Side extends 'starting' | 'ending'>(side: Side, end: TripEnd) {
  return {
    [`${side}_point`]: end.cityName ?? end.stationName,
    [`${side}_point_region`]: end.cityName ? end.regionName : null,
  } as Record<`${Side}_point`, string> & Record<`${Side}_point_region`, string | null>;
}
