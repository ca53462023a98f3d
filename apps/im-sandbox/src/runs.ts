import { dayOf, dayOrNull, isoOf, weekdayOf } from '@peresadka/engine/timetable/day-number';
import type { CatalogueTrain } from './catalogue.ts';
import { invalidRequest, noTrains } from './im-error.ts';
import type { Railway } from './railway.ts';
import { instantOf, localDate, MINUTE_MS } from './wall-clock.ts';

/**
 * A run is a train on one of its service dates (the first station's local date); a ride is a
 * traveller's part of a run, from the stop they board at to the stop they leave at.
 */
export type Ride = {
  train: CatalogueTrain;
  serviceDate: string;
  /** The run's first departure. */
  start: number;
  /** Indices into the train's stops; a place is taken on [from, to). */
  from: number;
  to: number;
};

/** Names a run across restarts: places are held per run. */
export const runKeyOf = (train: Pick<CatalogueTrain, 'number'>, serviceDate: string): string =>
  `${train.number} ${serviceDate}`;

export function runsOn(train: CatalogueTrain, serviceDate: string): boolean {
  const day = dayOf(serviceDate);
  const { weekdays, startDate } = train.service;
  return day >= dayOf(startDate) && ((weekdays >> weekdayOf(day)) & 1) === 1;
}

export const startOf = (train: CatalogueTrain, serviceDate: string): number =>
  instantOf(train.timeZone, serviceDate, train.departureMinute);

type Run = Pick<Ride, 'train' | 'start'>;

export const departureAt = (run: Run, index: number): number =>
  run.start + run.train.stops[index]!.departureOffset * MINUTE_MS;

export const arrivalAt = (run: Run, index: number): number =>
  run.start + run.train.stops[index]!.arrivalOffset * MINUTE_MS;

export const rideKm = (ride: Ride): number =>
  ride.train.stops[ride.to]!.distanceKm - ride.train.stops[ride.from]!.distanceKm;

export const rideMinutes = (ride: Ride): number =>
  (arrivalAt(ride, ride.to) - departureAt(ride, ride.from)) / MINUTE_MS;

/**
 * Every run taking a traveller from one of `origins` to one of `destinations` that leaves on
 * `date` by the origin station's clock, earliest first: boarding where the train takes
 * travellers on, leaving at the first stop after it where it lets them off.
 */
export function ridesBetween(
  railway: Railway,
  origins: ReadonlySet<string>,
  destinations: ReadonlySet<string>,
  date: string,
  only: (train: CatalogueTrain) => boolean,
): Ride[] {
  const rides = new Map<string, Ride>();
  for (const origin of origins) {
    const zone = railway.station(origin).timeZone;
    for (const { train, index: from } of railway.callsAt(origin)) {
      if (!train.stops[from]!.boarding || !only(train)) continue;
      const to = train.stops.findIndex(
        (stop, i) => i > from && stop.alighting && destinations.has(stop.stationCode),
      );
      if (to < 0) continue;
      // A stop a day or more down the line left on a date before the one asked for.
      const daysIn = Math.ceil(
        (train.departureMinute + train.stops[from]!.departureOffset) / (24 * 60),
      );
      for (let day = dayOf(date) - daysIn - 1; day <= dayOf(date) + 1; day++) {
        const serviceDate = isoOf(day);
        if (!runsOn(train, serviceDate)) continue;
        const ride = { train, serviceDate, start: startOf(train, serviceDate), from, to };
        const key = runKeyOf(train, serviceDate);
        if (localDate(departureAt(ride, from), zone) === date && !rides.has(key)) {
          rides.set(key, ride);
        }
      }
    }
  }
  return [...rides.values()].sort((a, b) => departureAt(a, a.from) - departureAt(b, b.from));
}

/**
 * The rides a request names by its points, its day and, where it names one, its train: points
 * or a train the supplier does not know answer «no trains», as the supplier does.
 */
export function askedRides(
  railway: Railway,
  asked: { origin: string; destination: string; date: string; trainNumber?: string },
): Ride[] {
  if (dayOrNull(asked.date) === null) {
    throw invalidRequest(`Нет такой даты: ${asked.date}`, ['DepartureDate']);
  }
  const origins = railway.stationsOf(asked.origin);
  const destinations = railway.stationsOf(asked.destination);
  const trains =
    asked.trainNumber === undefined ? null : new Set(railway.trainsNumbered(asked.trainNumber));
  if (origins.size === 0 || destinations.size === 0 || trains?.size === 0) throw noTrains();
  return ridesBetween(
    railway,
    origins,
    destinations,
    asked.date,
    (train) => trains?.has(train) ?? true,
  );
}
