import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

export const savedPassengersQueryKey = ['savedPassengers'] as const;

export const getSavedPassengers = (signal?: AbortSignal) => callApi('savedPassengers', { signal });

/**
 * Travellers of the account's earlier orders. Their documents belong to one account: the
 * answer is dropped as soon as no page shows it, so the next account signed in on this tab
 * never sees it.
 */
export const savedPassengersQueryOptions = () =>
  queryOptions({
    queryKey: savedPassengersQueryKey,
    queryFn: ({ signal }) => getSavedPassengers(signal),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

export function useSavedPassengers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...savedPassengersQueryOptions(), enabled });
}
