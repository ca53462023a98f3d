import { SALE_CLOSES_MINUTES, SEARCH_WINDOW_MS } from '@peresadka/contracts/constants';
import { departureAt, type Ride } from './runs.ts';
import { MINUTE_MS } from './wall-clock.ts';

/**
 * The carrier sells a ride from 120 days ahead until a few minutes before the train leaves the
 * traveller's station.
 */
export function isOnSale(ride: Ride, now: number): boolean {
  const leaves = departureAt(ride, ride.from);
  return leaves - SALE_CLOSES_MINUTES.TRAIN * MINUTE_MS >= now && leaves <= now + SEARCH_WINDOW_MS;
}

/** A train closed to sale, or a car of it, is shown but not sold. */
export const isSaleForbidden = (ride: Ride, car?: { saleForbidden: boolean }): boolean =>
  ride.train.properties.isSaleForbidden || (car?.saleForbidden ?? false);

const THREE_HOURS_NOTICE_MS = 24 * 60 * MINUTE_MS;

/** A reservation may be held three hours only for a train leaving more than a day later. */
export const threeHoursReservationAvailable = (departsAt: number, now: number): boolean =>
  departsAt - now > THREE_HOURS_NOTICE_MS;
