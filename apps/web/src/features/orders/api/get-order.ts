import type { ConfirmState } from '@peresadka/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** One of the user's orders, as the confirm page shows it. */
export const getOrder = (orderId: number, signal?: AbortSignal) =>
  callApi('order', { params: { orderId: String(orderId) }, signal });

export const getOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['order', orderId] as const,
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

/**
 * The order, shown at once from what the creation page handed over (`initial`) and read again
 * from the server: the handed-over copy is treated as stale, so a hold that has meanwhile run
 * out or an order cancelled in another tab shows as it is now.
 */
export function useOrder(orderId: number, initial?: ConfirmState) {
  return useQuery({
    ...getOrderQueryOptions(orderId),
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
}
