import { dayOrNull, isoOf } from '@peresadka/engine/timetable/day-number';
import { runsOn, serviceBitset } from '@peresadka/engine/timetable/service-days';
import { localToUtcMinute } from '@peresadka/engine/timetable/zone-offset';
import { enqueueDisruptionScan } from '../disruptions/scan-job.ts';
import type { Db } from '../infra/db/database.ts';
import {
  OperatorRepository,
  type AffectedOrders,
  type OperatedTrip,
} from './operator-repository.ts';

/** A command the operator must correct: said in Russian, and the process exits non-zero. */
export class OperatorRefusal extends Error {}

/** How operators name a trip instance: its number (or our id) and its local departure date. */
export type TripInstanceRequest = {
  number?: string;
  tripId?: number;
  /** The local date it leaves its first stop: '2026-12-05' or '05.12.2026'. */
  date: string;
};

export type TripInstance = {
  trip: OperatedTrip;
  /** The trip's service date (a departure after midnight belongs to the day before). */
  serviceDate: string;
  /** UTC epoch minutes: leaving the first stop, reaching the last. */
  departs: number;
  arrives: number;
};

export type Cancelled = TripInstance & {
  /** It was cancelled before: nothing changed. */
  already: boolean;
  affected: AffectedOrders;
};

const LATIN_TWINS: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  X: 'Х',
  Y: 'У',
};

/** «002a», «002А», «SU1250» and «SU 1250» name the same trips. */
export const numberKey = (number: string): string =>
  [...number.replace(/[\s-]/g, '').toUpperCase()].map((ch) => LATIN_TWINS[ch] ?? ch).join('');

/** '2026-12-05' or '05.12.2026' → '2026-12-05', or null. */
export function operatorDate(text: string): string | null {
  const russian = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  const iso = russian
    ? `${russian[3]}-${russian[2]!.padStart(2, '0')}-${russian[1]!.padStart(2, '0')}`
    : text.trim();
  return dayOrNull(iso) === null ? null : iso;
}

const repo = new OperatorRepository();

/**
 * The one trip instance the operator means: the trip (by number, or by id when a number is
 * shared) that leaves its first stop on that local date. Anything else is a refusal that says
 * what to correct.
 */
export async function findTripInstance(
  db: Db,
  request: TripInstanceRequest,
): Promise<TripInstance> {
  const date = operatorDate(request.date);
  if (date === null) {
    throw new OperatorRefusal(
      `Дата «${request.date}» не распознана: укажите её как 2026-12-05 или 05.12.2026.`,
    );
  }
  let trips: OperatedTrip[];
  let named: string;
  if (request.tripId !== undefined) {
    trips = await repo.trips(db, { tripId: request.tripId });
    named = `№ ${request.tripId} в расписании`;
  } else if (request.number) {
    const key = numberKey(request.number);
    trips = (await repo.trips(db, { digits: key.replace(/\D/g, '') })).filter(
      (t) => numberKey(t.number) === key,
    );
    named = `с номером «${request.number}»`;
  } else {
    throw new OperatorRefusal(
      'Укажите номер рейса (--number) или его id в расписании (--trip-id).',
    );
  }
  if (trips.length === 0) throw new OperatorRefusal(`Рейс ${named} в расписании не найден.`);

  const departureDay = dayOrNull(date)!;
  const instances = trips.flatMap((trip): TripInstance[] => {
    // departure_minute counts from the service date's midnight and may pass 1440.
    const day = departureDay - Math.floor(trip.departureMinute / 1440);
    if (!runsOn(serviceBitset(trip.calendar, day, 1), 0)) return [];
    const start = localToUtcMinute(trip.timeZone, day, trip.departureMinute);
    return [
      {
        trip,
        serviceDate: isoOf(day),
        departs: start + trip.firstStop.departureOffset,
        arrives: start + trip.lastStop.arrivalOffset,
      },
    ];
  });
  if (instances.length === 0) {
    throw new OperatorRefusal(
      `Рейс ${named} ${date} не выполняется (дата — местная дата отправления с начальной остановки).`,
    );
  }
  if (instances.length > 1) {
    throw new OperatorRefusal(
      `Под номером «${request.number}» ${date} выполняется несколько рейсов; ` +
        'укажите нужный через --trip-id:\n' +
        instances
          .map(
            ({ trip }) =>
              `  --trip-id ${trip.id}: ${trip.number}, ${trip.carrier}, ` +
              `${trip.firstStop.name} → ${trip.lastStop.name}`,
          )
          .join('\n'),
    );
  }
  return instances[0]!;
}

/**
 * Cancels a trip instance in one transaction: the cancellation (which every instance of the
 * site notices and rebuilds its timetable for, so no search offers the trip and no detail page
 * or order accepts it) and the scan that finds and protects the paid orders riding it.
 */
export async function cancelTrip(
  db: Db,
  request: TripInstanceRequest & { reason?: string },
  now: Date,
): Promise<Cancelled> {
  const instance = await findTripInstance(db, request);
  const { trip, serviceDate } = instance;
  if (instance.arrives <= Math.floor(now.getTime() / 60_000)) {
    throw new OperatorRefusal('Этот рейс уже прибыл на конечную остановку — отменять нечего.');
  }
  return db.transaction(async (tx) => {
    const id = await repo.insertCancellation(
      tx,
      trip.id,
      serviceDate,
      request.reason?.trim() ?? '',
      now,
    );
    if (id !== undefined) {
      await enqueueDisruptionScan(
        tx,
        `отмена рейса ${trip.id} ${serviceDate}`,
        `cancel:${id}`,
        now,
      );
    }
    const affected = await repo.affectedOrders(tx, trip, serviceDate, now);
    return { ...instance, already: id === undefined, affected };
  });
}

/**
 * Puts a cancelled trip instance back on sale. Orders already flagged keep their right to a
 * full refund: their owners were told, and may have made other plans.
 */
export async function restoreTrip(db: Db, request: TripInstanceRequest): Promise<TripInstance> {
  const instance = await findTripInstance(db, request);
  const removed = await db.transaction((t) =>
    repo.deleteCancellation(t, instance.trip.id, instance.serviceDate),
  );
  if (!removed) throw new OperatorRefusal('Этот рейс в этот день не был отменён.');
  return instance;
}
