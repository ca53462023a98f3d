import type { SearchCriteria } from '@peresadka/contracts/search';
import type { CombinedRoute } from '@peresadka/contracts/search-results';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';

/** The per-mode search for the active criteria; the same criteria are not asked twice. */
export function useSearch(criteria: SearchCriteria, enabled: boolean) {
  return useQuery({
    queryKey: ['routes', criteria],
    queryFn: ({ signal }) => callApi('searchRoutes', { body: criteria, signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export type CombinedState =
  | { state: 'off' }
  | { state: 'computing' }
  | { state: 'outdated' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; routes: CombinedRoute[] };

/** SPEC §7 combined protocol: poll while the server answers 202; 204 means search again. */
export function useCombined(id: string | null | undefined): CombinedState {
  const query = useQuery({
    queryKey: ['combined', id],
    queryFn: ({ signal }) => callApi('combinedRoutes', { params: { id: id! }, signal }),
    enabled: Boolean(id),
    retry: false,
    staleTime: Infinity,
    refetchInterval: (q) => {
      const data = q.state.data;
      return data && 'emptyStatus' in data && data.emptyStatus === 202 ? 1000 : false;
    },
  });
  if (!id) return { state: 'off' };
  if (query.error) return { state: 'failed', message: query.error.message };
  const data = query.data;
  if (!data || ('emptyStatus' in data && data.emptyStatus === 202)) return { state: 'computing' };
  if ('emptyStatus' in data) return { state: 'outdated' };
  return { state: 'ready', routes: data.routes };
}
