import { dayOf, weekdayOf, type DayNumber } from './day-number.ts';

export type ServiceCalendar = {
  /** Bit 0 is Monday. */
  weekdays: number;
  /** ISO dates; null means open-ended on that side. */
  startDate: string | null;
  endDate: string | null;
  addedDates: readonly string[];
  removedDates: readonly string[];
};

/**
 * The days of a horizon on which a service runs, as a bitset (bit i = horizon day i): a trip
 * pattern carries one of these instead of a list of dates.
 */
export function serviceBitset(
  calendar: ServiceCalendar,
  firstDay: DayNumber,
  days: number,
): Uint32Array {
  const bits = new Uint32Array(Math.ceil(days / 32));
  const start = calendar.startDate === null ? -Infinity : dayOf(calendar.startDate);
  const end = calendar.endDate === null ? Infinity : dayOf(calendar.endDate);
  const set = (i: number, on: boolean) => {
    if (i < 0 || i >= days) return;
    if (on) bits[i >>> 5]! |= 1 << (i & 31);
    else bits[i >>> 5]! &= ~(1 << (i & 31));
  };
  for (let i = 0; i < days; i++) {
    const day = firstDay + i;
    set(i, day >= start && day <= end && (calendar.weekdays & (1 << weekdayOf(day))) !== 0);
  }
  for (const date of calendar.removedDates) set(dayOf(date) - firstDay, false);
  for (const date of calendar.addedDates) set(dayOf(date) - firstDay, true);
  return bits;
}

export const runsOn = (bits: Uint32Array, index: number): boolean =>
  index >= 0 && index >>> 5 < bits.length && (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
