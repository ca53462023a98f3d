import type { ApiBody, ApiName } from '@peresadka/contracts/api';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeyOf } from '../../../features/rides/api/ride-detail.ts';

/**
 * What the order page reads besides the ride's detail: seat plans and countries. A refused
 * order refreshes the detail and the plans (RIDE_OPERATIONS).
 */

export function trainSchemaQuery(body: ApiBody<'trainSchema'>) {
  return queryOptions({
    queryKey: queryKeyOf('trainSchema', body),
    queryFn: ({ signal }) => callApi('trainSchema', { body, signal }),
    retry: false,
  });
}

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
  'trainSchema',
  'aviaSchema',
];
