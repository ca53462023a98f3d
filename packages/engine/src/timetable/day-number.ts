/** Days since 1970-01-01, the engine's calendar unit: dates become plain integers. */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;

/** '2026-11-22' → day number; throws on anything that is not a real calendar date. */
export function dayOf(isoDate: string): DayNumber {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const ms = match
    ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : Number.NaN;
  if (!match || new Date(ms).toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`Неверная дата: ${isoDate}`);
  }
  return ms / MS_PER_DAY;
}

export const isoOf = (day: DayNumber): string =>
  new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** Monday = 0 … Sunday = 6, matching calendar.txt's column order. */
export const weekdayOf = (day: DayNumber): number => (((day + 3) % 7) + 7) % 7;
