/** Days since 1970-01-01, the engine's calendar unit: dates become plain integers. */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;

/** '2026-11-22' → day number, or null for anything that is not a real calendar date. */
export function dayOrNull(isoDate: string): DayNumber | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  // Not Date.UTC: it reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const day = date.getTime() / MS_PER_DAY;
  // A date that rolled over (30 February → 2 March) does not come back the same.
  return isoOf(day) === isoDate ? day : null;
}

/** '2026-11-22' → day number; throws on anything that is not a real calendar date. */
export function dayOf(isoDate: string): DayNumber {
  const day = dayOrNull(isoDate);
  if (day === null) throw new RangeError(`Неверная дата: ${isoDate}`);
  return day;
}

export const isoOf = (day: DayNumber): string =>
  new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** Monday = 0 … Sunday = 6, matching calendar.txt's column order. */
export const weekdayOf = (day: DayNumber): number => (((day + 3) % 7) + 7) % 7;
