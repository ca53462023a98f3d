import type { ApiBody, ApiName } from '@peresadka/contracts/api';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeyOf } from './ride-detail.ts';

/**
 * What the order page reads of a ride besides its detail: plane seat plans (a train's plan is
 * drawn from its detail). A refused order refreshes the detail and the plans (RIDE_OPERATIONS).
 */

export function aviaSchemaQuery(body: ApiBody<'aviaSchema'>) {
  return queryOptions({
    queryKey: queryKeyOf('aviaSchema', body),
    queryFn: ({ signal }) => callApi('aviaSchema', { body, signal }),
    retry: false,
  });
}

/** Places change hands: after a refused order every ride answer is read again. */
export const RIDE_OPERATIONS: readonly ApiName[] = [
  'trainDetail',
  'busDetail',
  'aviaDetail',
  'aviaSchema',
];
