import { dayOrNull } from '@peresadka/engine/timetable/day-number';

/**
 * One ride, named by things that survive a timetable rebuild: the trip's id, the service date
 * it runs on, and the stations where the traveller boards and leaves.
 */
export type RideKey = {
  tripId: number;
  /** 'YYYY-MM-DD', the trip's service date (its first departure's local date). */
  serviceDate: string;
  fromStationId: number;
  toStationId: number;
};

/** Numbers as we write them (no leading zeros), so one ride has one id. */
const RIDE = /^([1-9]\d{0,8})-(\d{4})(\d{2})(\d{2})-([1-9]\d{0,9})-([1-9]\d{0,9})$/;
const MAX_RIDES = 6;

/**
 * The stable id of a result: its rides in order, e.g. '812-20261205-300524901-300498817'.
 * Favorites, detail pages and orders refer to a route by it.
 */
export function routeIdOf(rides: readonly RideKey[]): string {
  return rides
    .map(
      (r) => `${r.tripId}-${r.serviceDate.replaceAll('-', '')}-${r.fromStationId}-${r.toStationId}`,
    )
    .join('.');
}

/** The rides of a route id, or null when a client sends something we never issued. */
export function ridesOf(routeId: string): RideKey[] | null {
  const parts = routeId.split('.');
  if (parts.length === 0 || parts.length > MAX_RIDES) return null;
  const rides: RideKey[] = [];
  for (const part of parts) {
    const m = RIDE.exec(part);
    if (!m) return null;
    const serviceDate = `${m[2]}-${m[3]}-${m[4]}`;
    if (dayOrNull(serviceDate) === null) return null;
    rides.push({
      tripId: Number(m[1]),
      serviceDate,
      fromStationId: Number(m[5]),
      toStationId: Number(m[6]),
    });
  }
  return rides;
}
