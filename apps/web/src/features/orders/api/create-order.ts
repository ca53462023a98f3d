import type { ApiBody } from '@peresadka/contracts/api';
import type { OrderTransportType } from '@peresadka/contracts/enums';
import {
  aviaOrderRequestSchema,
  busOrderRequestSchema,
  combinedOrderRequestSchema,
  trainOrderRequestSchema,
  type ConfirmState,
} from '@peresadka/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The request each order type sends; the form checks its body with the same schema. */
export const createOrderSchemas = {
  train: trainOrderRequestSchema,
  bus: busOrderRequestSchema,
  avia: aviaOrderRequestSchema,
  combined: combinedOrderRequestSchema,
} as const satisfies Record<OrderTransportType, unknown>;

export type CreateOrderInput = { idempotencyKey: string } & (
  | { type: 'train'; body: ApiBody<'createTrainOrder'> }
  | { type: 'bus'; body: ApiBody<'createBusOrder'> }
  | { type: 'avia'; body: ApiBody<'createAviaOrder'> }
  | { type: 'combined'; body: ApiBody<'createCombinedOrder'> }
);

export const createOrderMutationKey = ['createOrder'] as const;

/** «Мои поездки» (list-orders.ts) keeps the account's orders under this key. */
const ORDERS_QUERY_KEY = ['orders'] as const;

/** Creates the order; the answer is what the confirm page shows. */
export function createOrder(input: CreateOrderInput): Promise<ConfirmState> {
  const { idempotencyKey } = input;
  switch (input.type) {
    case 'train':
      return callApi('createTrainOrder', { body: input.body, idempotencyKey });
    case 'bus':
      return callApi('createBusOrder', { body: input.body, idempotencyKey });
    case 'avia':
      return callApi('createAviaOrder', { body: input.body, idempotencyKey });
    case 'combined':
      return callApi('createCombinedOrder', { body: input.body, idempotencyKey });
  }
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createOrderMutationKey,
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
