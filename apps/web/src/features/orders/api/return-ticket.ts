import type { ReturnRequest } from '@peresadka/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { listOrdersQueryOptions } from './list-orders.ts';

/** Returns one passenger's ticket; the server answers a Russian confirmation. */
export const returnTicket = (request: ReturnRequest) => callApi('returnOrder', { body: request });

/** Every order the account has open in a page: its confirm state's `refund_schedule` changes too. */
const ORDER_QUERY_KEY = ['order'] as const;

/**
 * Whatever the answer, the orders are read again: a return changes the passenger's status, and
 * a refusal (409) means it changed meanwhile — returned in another tab, or the train has left.
 */
export function useReturnTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnTicket,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listOrdersQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY });
    },
  });
}
