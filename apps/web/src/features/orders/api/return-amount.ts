import type { ReturnRequest } from '@peresadka/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { listOrdersQueryOptions } from './list-orders.ts';

/** What returning a passenger's ticket brings back now, what is kept, and why. */
export const getReturnAmount = (request: ReturnRequest) =>
  callApi('returnAmount', { body: request });

/**
 * Asked when the traveller asks, not kept: the sum depends on the time left before departure,
 * so an old answer must not be shown as today's. A refusal (409: returned already, not paid)
 * means the ticket changed meanwhile, so «Мои поездки» is read again.
 */
export function useReturnAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getReturnAmount,
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: listOrdersQueryOptions().queryKey }),
  });
}
