import { isOrderTransportType } from '@peresadka/contracts/enum-labels';
import type { OrderTransportType, TripDirection } from '@peresadka/contracts/enums';
import { ORDER_ID_TEXT } from '@peresadka/contracts/order-id';
import type { ReturnRequest } from '@peresadka/contracts/payments';

/** «Мои поездки», where an unpaid order waits and a finished one is kept. */
export const TRIPS_ADDRESS = '/profile?tab=trips';

/** The confirm page reads its order from the address, so it can be opened from anywhere. */
export const confirmAddress = (type: OrderTransportType, orderId: number) =>
  `/payment/confirm/${type}?order=${orderId}`;

/** The order id of `?order=17`, checked as the server checks it; null when absent or malformed. */
export function orderIdOf(param: string | null): number | null {
  return param !== null && ORDER_ID_TEXT.test(param) ? Number(param) : null;
}

/**
 * What a return takes: the passenger's tickets, or every passenger's of the order at once (a
 * combined trip is returned whole).
 */
export type RefundScope = ReturnRequest['scope'];

/** A combined trip is returned whole unless its address says otherwise; any other, by passenger. */
const defaultScope = (type: OrderTransportType): RefundScope =>
  type === 'combined' ? 'order' : 'passenger';

/**
 * The refund page of one passenger's ticket (`order_item_id`, the passenger's id in «Мои
 * поездки»), or with `scope` 'order' of the whole order that ticket is in. The address names
 * the ticket, so a reload or a shared tab still finds it. The scope is written but for a single
 * passenger of a single-mode order, whose addresses are as they always were.
 */
export const refundAddress = (
  type: OrderTransportType,
  orderItemId: number,
  scope: RefundScope = defaultScope(type),
  /** One way of a round trip; absent: both. */
  way?: TripDirection,
) =>
  `/payment/return?item=${orderItemId}&type=${type}` +
  (scope === 'passenger' && type !== 'combined' ? '' : `&scope=${scope}`) +
  (way ? `&way=${way}` : '');

const isScope = (value: string): value is RefundScope => value === 'passenger' || value === 'order';

/** The ticket of a refund page's address; null when a part is absent or malformed. */
export function refundTargetOf(search: URLSearchParams): {
  orderItemId: number;
  transportType: OrderTransportType;
  scope: RefundScope;
  way: TripDirection | undefined;
} | null {
  const orderItemId = orderIdOf(search.get('item'));
  const type = search.get('type');
  if (orderItemId === null || !isOrderTransportType(type)) return null;
  const scope = search.get('scope') ?? defaultScope(type);
  const way = search.get('way');
  if (way !== null && way !== 'there' && way !== 'back') return null;
  return isScope(scope) ? { orderItemId, transportType: type, scope, way: way ?? undefined } : null;
}
