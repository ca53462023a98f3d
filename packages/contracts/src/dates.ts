import { DAY_MS, SEARCH_WINDOW_DAYS } from './constants.ts';

/** The months as a date names them in Russian («5 декабря»): the genitive, January first. */
export const MONTHS_GENITIVE: readonly string[] = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** A day on the calendar, with no time and no zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Injected wherever "today" matters so tests can pin the date. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** Year first; '/' as on the wire or '-' as from a date input; month and day padded or not. */
const DATE_PATTERN = /^(\d{4})([/-])(\d{1,2})\2(\d{1,2})$/;

export function parseDate(text: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) };
  // Date.UTC rolls 31 February over into March; a real date survives the round trip.
  return sameDate(fromEpochDay(epochDay(date)), date) ? date : null;
}

function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

function epochDay({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromEpochDay(days: number): CalendarDate {
  const utc = new Date(days * DAY_MS);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The wire form of SPEC §4/§5: '2026/11/5' — zero-padded month, unpadded day. */
export function formatWireDate({ year, month, day }: CalendarDate): string {
  return `${year}/${pad2(month)}/${day}`;
}

/** 'YYYY-MM-DD', as date inputs and ISO consumers expect. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The part of Temporal (ES2026) todayIn uses; TypeScript's library does not describe it yet. */
type TemporalInstants = {
  Instant: {
    fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): CalendarDate };
  };
};

/** Making a formatter costs far more than using one, and every search's date check asks. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (zone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(zone, format);
  }
  return format;
};

/**
 * The day on a zone's calendar at an instant. Temporal, where the engine has it (Chromium
 * does), answers in a millisecond; the first Intl.DateTimeFormat of a page costs ~30 ms here
 * and four times that on a phone — the longest task of the results page's start. Intl stays
 * for engines without Temporal (Node 20, Safari), and the two are held to each other in tests.
 */
export function todayIn(zone: string, now: Date): CalendarDate {
  const temporal = (globalThis as { Temporal?: TemporalInstants }).Temporal;
  if (temporal) {
    const { year, month, day } = temporal.Instant.fromEpochMilliseconds(
      now.getTime(),
    ).toZonedDateTimeISO(zone);
    return { year, month, day };
  }
  const parts = dayFormat(zone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(epochDay(date) + days);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return epochDay(to) - epochDay(from);
}

/** First and last day a search may ask for; the date input uses them as min and max. */
export function searchWindow(today: CalendarDate): { first: CalendarDate; last: CalendarDate } {
  return { first: today, last: addDays(today, SEARCH_WINDOW_DAYS) };
}

export function isInSearchWindow(date: CalendarDate, today: CalendarDate): boolean {
  const offset = daysBetween(today, date);
  return offset >= 0 && offset <= SEARCH_WINDOW_DAYS;
}

/** Tests a date held as text; text that is no date fails. */
export function dateSatisfies(text: string, test: (date: CalendarDate) => boolean): boolean {
  const date = parseDate(text);
  return date !== null && test(date);
}
