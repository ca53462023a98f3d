import type { ApiBody, ApiName } from '@peresadka/contracts/api';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeyOf } from '../../../features/rides/api/ride-detail.ts';

/**
 * What the order page reads besides the ride's detail: plane seat plans and countries (a
 * train's plan is drawn from its detail). A refused order refreshes the detail and the plans
 * (RIDE_OPERATIONS).
 */

export function aviaSchemaQuery(body: ApiBody<'aviaSchema'>) {
  return queryOptions({
    queryKey: queryKeyOf('aviaSchema', body),
    queryFn: ({ signal }) => callApi('aviaSchema', { body, signal }),
    retry: false,
  });
}

export function countriesQuery(searchText: string) {
  const body = { search_text: searchText };
  return queryOptions({
    queryKey: queryKeyOf('searchCountry', body),
    queryFn: ({ signal }) => callApi('searchCountry', { body, signal }),
    enabled: searchText.trim() !== '',
    staleTime: Infinity,
  });
}

/** Places change hands: after a refused order every ride answer is read again. */
export const RIDE_OPERATIONS: readonly ApiName[] = [
  'trainDetail',
  'busDetail',
  'aviaDetail',
  'aviaSchema',
];
