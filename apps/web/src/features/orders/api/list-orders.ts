import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The user's orders for «Мои поездки». */
export const listOrders = (signal?: AbortSignal) => callApi('orders', { signal });

export const listOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['orders'] as const,
    queryFn: ({ signal }) => listOrders(signal),
  });

export function useOrders() {
  return useQuery(listOrdersQueryOptions());
}
