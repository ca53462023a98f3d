import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** Results by their route ids, re-read and re-priced from today's timetable. */
export function routesByIdsQuery(routeIds: string[]) {
  const body = { route_id_array: routeIds };
  return queryOptions({
    queryKey: ['routesByIds', body] as const,
    queryFn: ({ signal }) => callApi('routesByIds', { body, signal }),
  });
}
