import { ZOrderTransportType, type OrderTransportType } from '@peresadka/contracts/enums';
import { ZOrderIdParams } from '@peresadka/contracts/orders';

/** «Мои поездки», where an unpaid order waits and a finished one is kept. */
export const TRIPS_ADDRESS = '/profile?tab=trips';

/** The confirm page reads its order from the address, so it can be opened from anywhere. */
export const confirmAddress = (type: OrderTransportType, orderId: number) =>
  `/payment/confirm/${type}?order=${orderId}`;

/** The order id of `?order=17`, checked as the server checks it; null when absent or malformed. */
export function orderIdOf(param: string | null): number | null {
  const parsed = ZOrderIdParams.safeParse({ orderId: param });
  return parsed.success ? Number(parsed.data.orderId) : null;
}

/**
 * The refund page of one passenger's ticket (`order_item_id`, the passenger's id in «Мои
 * поездки»). The address names the ticket, so a reload or a shared tab still finds it.
 */
export const refundAddress = (type: OrderTransportType, orderItemId: number) =>
  `/payment/return?item=${orderItemId}&type=${type}`;

/** The ticket of a refund page's address; null when either part is absent or malformed. */
export function refundTargetOf(
  search: URLSearchParams,
): { orderItemId: number; transportType: OrderTransportType } | null {
  const orderItemId = orderIdOf(search.get('item'));
  const type = ZOrderTransportType.safeParse(search.get('type'));
  return orderItemId === null || !type.success ? null : { orderItemId, transportType: type.data };
}
