import type { Order } from '@peresadka/contracts/orders';

const times = (order: Order, field: 'departure_time' | 'arrival_time') =>
  order.routes.map((r) => Date.parse(r[field]));

/** An order without rides (none are expected) counts from when it was made. */
const departureOf = (order: Order): number =>
  order.routes.length > 0
    ? Math.min(...times(order, 'departure_time'))
    : Date.parse(order.created_at);

const arrivalOf = (order: Order): number =>
  order.routes.length > 0
    ? Math.max(...times(order, 'arrival_time'))
    : Date.parse(order.created_at);

/**
 * «Мои поездки» in reading order: trips still ahead or under way, the nearest first, then
 * those already over, the latest first. A trip stays ahead until its last arrival, since its
 * tickets are needed on the way.
 */
export function arrangeTrips(orders: readonly Order[], nowMs: number) {
  const upcoming = orders.filter((o) => arrivalOf(o) >= nowMs);
  const past = orders.filter((o) => arrivalOf(o) < nowMs);
  return {
    upcoming: upcoming.sort((a, b) => departureOf(a) - departureOf(b) || a.order_id - b.order_id),
    past: past.sort((a, b) => departureOf(b) - departureOf(a) || b.order_id - a.order_id),
  };
}
