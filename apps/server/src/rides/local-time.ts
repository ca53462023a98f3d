import { zoneOffsetMinutes } from '@peresadka/engine/timetable/zone-offset';

/** '00' … '99': every result prints two times of several two-digit parts. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const pad = (n: number) => TWO_DIGITS[n] ?? String(n).padStart(2, '0');

/**
 * A UTC epoch minute as the clock on the station wall shows it, with its offset:
 * '2026-11-05T08:30:00+03:00'. SPEC: times are shown in the local time of the station.
 */
export function localDateTime(epochMinute: number, zone: string): string {
  const offset = zoneOffsetMinutes(zone, epochMinute);
  const local = new Date((epochMinute + offset) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:00` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** The local calendar date of a moment at a station, 'YYYY-MM-DD'. */
export const localDate = (epochMinute: number, zone: string): string =>
  localDateTime(epochMinute, zone).slice(0, 10);
