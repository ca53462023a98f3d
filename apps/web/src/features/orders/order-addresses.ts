import type { OrderTransportType } from '@peresadka/contracts/enums';
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
