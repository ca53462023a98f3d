import type { ImDateTime } from '@peresadka/contracts/im/im-values';
import { dayOf } from '@peresadka/engine/timetable/day-number';
import { localToUtcMinute, zoneOffsetMinutes } from '@peresadka/engine/timetable/zone-offset';

/**
 * Instants (epoch milliseconds) on the clocks the protocol writes: every time of an order's own
 * life on Moscow's, a train's stops on Moscow's and on the station's own.
 */

export const MOSCOW = 'Europe/Moscow';
export const MINUTE_MS = 60_000;

const offsetMs = (at: number, zone: string) =>
  zoneOffsetMinutes(zone, Math.floor(at / MINUTE_MS)) * MINUTE_MS;

/** '2026-03-02T12:00:00' on the zone's clock. */
export function wallClock(at: number, zone: string = MOSCOW): ImDateTime {
  return new Date(at + offsetMs(at, zone)).toISOString().slice(0, 19);
}

/** 'YYYY-MM-DD' on the zone's clock. */
export const localDate = (at: number, zone: string = MOSCOW): string =>
  wallClock(at, zone).slice(0, 10);

/** 'HH:MM' on the zone's clock. */
export const clockTime = (at: number, zone: string = MOSCOW): string =>
  wallClock(at, zone).slice(11, 16);

/** Minutes after local midnight on the zone's clock. */
export function localMinute(at: number, zone: string): number {
  const time = clockTime(at, zone);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The instant a zone's clock shows `minute` minutes after midnight of `isoDate`. */
export function instantOf(zone: string, isoDate: string, minute: number): number {
  return localToUtcMinute(zone, dayOf(isoDate), minute) * MINUTE_MS;
}

/** Hours the zone's clock is ahead of Moscow's at that instant (…TimeZoneDifference). */
export function zoneDifference(zone: string, at: number): number {
  return Math.round((offsetMs(at, zone) - offsetMs(at, MOSCOW)) / (60 * MINUTE_MS));
}

/** The date of a protocol datetime that names a day ('2026-03-02T00:00:00'). */
export const dateOf = (value: ImDateTime): string => value.slice(0, 10);
