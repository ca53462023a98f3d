import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { getOrderQueryOptions } from './get-order.ts';
import { listOrdersQueryOptions } from './list-orders.ts';

/** The payment provider's page for an unpaid order (another origin). */
export const initPayment = (orderId: number) =>
  callApi('initPayment', { body: { order_id: orderId } });

/**
 * Sends the payer to the provider's page. A refusal (409) means the order changed meanwhile —
 * its hold ran out, or it was paid in another tab — so the screens read it again.
 */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initPayment,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (_error, orderId) => {
      void queryClient.invalidateQueries({ queryKey: listOrdersQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(orderId).queryKey });
    },
  });
}
