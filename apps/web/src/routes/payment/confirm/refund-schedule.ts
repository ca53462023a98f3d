import type { RefundStep } from '@peresadka/contracts/orders';
import { formatExactRubles, moscowDateTime } from '../../../lib/format.ts';

/** One line of the schedule: until when (Moscow time; null: from then on) and how much. */
export type ScheduleLine = { until: string | null; amount: string };

/**
 * The server's steps as the page words them. Neighbouring steps that bring back the same sum
 * (a part of the price that is zero) read as one, ending where the later one ends.
 */
export function scheduleLines(schedule: readonly RefundStep[]): ScheduleLine[] {
  const merged: RefundStep[] = [];
  for (const step of schedule) {
    if (merged.at(-1)?.price === step.price) merged[merged.length - 1] = step;
    else merged.push(step);
  }
  return merged.map((step) => ({
    until: step.until === null ? null : `${moscowDateTime(step.until)} МСК`,
    amount: formatExactRubles(step.price),
  }));
}
