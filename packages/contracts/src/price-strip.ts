import { addDays, type CalendarDate, isInSearchWindow } from './dates.ts';

/** The price strip shows the chosen day and this many days either side, within the sale window. */
export const DAY_PRICES_SPAN = 3;

/** The days of the strip around `chosen`, those on sale `today` only, in order. */
export function priceStripDays(chosen: CalendarDate, today: CalendarDate): CalendarDate[] {
  return Array.from({ length: DAY_PRICES_SPAN * 2 + 1 }, (_, i) =>
    addDays(chosen, i - DAY_PRICES_SPAN),
  ).filter((day) => isInSearchWindow(day, today));
}
