import { refundQuote, refundSchedule } from '@peresadka/contracts/refund-rules';
import type { RefundStep } from '@peresadka/contracts/orders';
import { refundableItemsOf } from './refundable-items.ts';
import type { StoredOrder } from './orders-repository.ts';

/**
 * What returning the whole order brings back, step by step from `now`: each step's last
 * instant and the sum of every live ticket's refund then — the very `refundQuote` the refund
 * page asks at that moment (or the whole fare while the supplier voids the sale), so the
 * schedule shown is what a refund later gives.
 */
export function orderRefundSchedule(stored: StoredOrder, now: Date): RefundStep[] {
  const items = stored.passengers
    .filter((p) => p.status !== 'RETURNED' && p.status !== 'CANCELLED')
    .flatMap((p) => refundableItemsOf(stored, p.id));
  if (items.length === 0) return [];
  // A broken trip returns whole whenever asked: one step.
  const involuntary = stored.order.disruptedAt !== null;
  // A supplier's void window comes first: until then the sale is undone, the fare back whole.
  const voidable = (v: { until: Date } | null, at: Date) => v !== null && at <= v.until;
  const cuts = involuntary
    ? []
    : [
        ...new Set(
          items.flatMap(({ item, voidable: v }) => [
            ...(v && v.until > now ? [v.until.getTime()] : []),
            ...refundSchedule(item, now).flatMap((s) => (s.until ? [s.until.getTime()] : [])),
          ]),
        ),
      ].sort((a, b) => a - b);
  const step = (until: Date | null, at: Date): RefundStep => {
    const legPrices = stored.rides.map(() => 0);
    for (const { ride, item, voidable: v } of items)
      legPrices[ride]! +=
        !involuntary && voidable(v, at) ? v!.fare : refundQuote(item, at, { involuntary }).price;
    return {
      until: until && until.toISOString(),
      price: legPrices.reduce((sum, p) => sum + p, 0),
      leg_prices: legPrices,
    };
  };
  const steps = cuts.map((t) => step(new Date(t), new Date(t)));
  steps.push(step(null, cuts.length > 0 ? new Date(cuts.at(-1)! + 1) : now));
  // Neighbouring steps worth the same are one step to a traveller.
  return steps.filter((step, i) => i === steps.length - 1 || step.price !== steps[i + 1]!.price);
}
