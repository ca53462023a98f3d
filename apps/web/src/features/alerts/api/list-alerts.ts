import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The account's alerts still waiting for a place. */
export const listAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['alerts'] as const,
    queryFn: ({ signal }) => callApi('alerts', { signal }),
  });

export function useAlerts() {
  return useQuery(listAlertsQueryOptions());
}
