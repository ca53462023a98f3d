import type { RefundStep } from '@peresadka/contracts/orders';
import { formatRubles, moscowDateTime } from '../../../lib/format.ts';

/**
 * One line of the schedule: until when (Moscow time; null: from then on), how much, and — for a
 * trip of several legs — how much of it each leg brings back.
 */
export type ScheduleLine = {
  until: string | null;
  amount: string;
  legs: { title: string; amount: string }[];
};

/**
 * The server's steps as the page words them. Neighbouring steps that bring back the same sum
 * (a part of the price that is zero) read as one, ending where the later one ends. `legTitles`
 * names the legs of a combined trip, whose sums are then told leg by leg.
 */
export function scheduleLines(
  schedule: readonly RefundStep[],
  legTitles: readonly string[] | null = null,
): ScheduleLine[] {
  const merged: RefundStep[] = [];
  for (const step of schedule) {
    if (merged.at(-1)?.price === step.price) merged[merged.length - 1] = step;
    else merged.push(step);
  }
  return merged.map((step) => ({
    until: step.until === null ? null : `${moscowDateTime(step.until)} МСК`,
    amount: formatRubles(step.price),
    // Nothing back is nothing back on every leg: no need to say it three times.
    legs:
      legTitles === null || step.price === 0
        ? []
        : legTitles.map((title, i) => ({
            title,
            amount: formatRubles(step.leg_prices[i] ?? 0),
          })),
  }));
}
