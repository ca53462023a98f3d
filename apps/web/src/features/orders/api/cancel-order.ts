import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { getOrderQueryOptions } from './get-order.ts';
import { listOrdersQueryOptions } from './list-orders.ts';

/** Cancels an unpaid order; the server answers a Russian confirmation. */
export const cancelOrder = (orderId: number) =>
  callApi('cancelOrder', { body: { order_id: orderId } });

/**
 * Whatever the answer, the lists are read again: a refused cancel (409) usually means the
 * order changed meanwhile (paid, or its hold ran out), and the screens should show that.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: (_answer, _error, orderId) => {
      void queryClient.invalidateQueries({ queryKey: listOrdersQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(orderId).queryKey });
    },
  });
}
