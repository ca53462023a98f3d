import { MONTHS_GENITIVE } from '@peresadka/contracts/dates';
import { formatDuration } from '@peresadka/contracts/duration-text';
/** Prices are worded once for the site and the server's texts alike. */
export { formatRubles } from '@peresadka/contracts/money';

/** Durations too («5 ч 30 мин», «45 мин», «2 д 3 ч»). */
export { formatDuration };

/**
 * Times arrive as the station's wall clock with its offset ('2026-11-24T08:30:00+03:00'); the
 * site shows that wall clock as is, never converted to the visitor's zone.
 */
export const wallClock = (iso: string): string => iso.slice(11, 16);

// As `Intl.DateTimeFormat('ru-RU', { weekday: 'short', day: 'numeric', month: 'long' })` words
// them, written out: creating the formatter cost a phone's page more than all its dates.
const WEEKDAYS = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];

/** «вт, 24 ноября» for the station-local date of a time or a 'YYYY-MM-DD' date. */
export function wallDate(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS_GENITIVE[day.getUTCMonth()]}`;
}

const offsetMinutes = (iso: string): number => {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(iso);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
};

/** Moscow time is UTC+3; Russians name other zones by their distance from it. */
const MOSCOW_OFFSET = 180;

/** «МСК», «МСК+7», «МСК−1» for the zone of a time's wall clock. */
export function mskLabel(iso: string): string {
  const diff = offsetMinutes(iso) - MOSCOW_OFFSET;
  if (diff === 0) return 'МСК';
  const hours = Math.abs(diff) / 60;
  return `МСК${diff > 0 ? '+' : '−'}${Number.isInteger(hours) ? hours : hours.toFixed(1)}`;
}

/** Whether two times are on different clocks, so the second needs its zone said. */
export const sameZone = (a: string, b: string): boolean => offsetMinutes(a) === offsetMinutes(b);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant on Moscow's clock, «12.12 18:40», for deadlines that are not a station's (a
 * refund step ends at the same instant everywhere). Moscow keeps UTC+3 all year.
 */
export function moscowDateTime(iso: string): string {
  const moscow = new Date(new Date(iso).getTime() + MOSCOW_OFFSET * 60_000);
  return (
    `${pad(moscow.getUTCDate())}.${pad(moscow.getUTCMonth() + 1)} ` +
    `${pad(moscow.getUTCHours())}:${pad(moscow.getUTCMinutes())}`
  );
}
