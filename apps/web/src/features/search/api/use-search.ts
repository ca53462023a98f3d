import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { SearchCriteria } from '@peresadka/contracts/search';
import type {
  CombinedRefused,
  CombinedRoute,
  SearchResponse,
} from '@peresadka/contracts/search-results';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { callApi } from '../../../api/client.ts';

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
  /** Refused for now (the server is full): `retry` starts it again, as it will by itself in `retryIn` s. */
  | { state: 'busy'; message: string; retryIn: number | null; retry: () => void }
  | { state: 'ready'; routes: CombinedRoute[] };

/** A refused combined search is started again by itself this many times, Retry-After apart. */
const AUTO_RETRIES = 3;

/** The combined search started again for one search answer, and how that went. */
type Restart = {
  of: SearchResponse;
  tries: number;
  id: string | null;
  refused: CombinedRefused | null;
  error: string | null;
};

/**
 * The combined tab of a search answer. Its search may have been refused for now
 * (`combined_error`: the per-mode tabs answered, the server's combined queue was full); then it
 * is started again after the Retry-After the server gave, a few times, or when asked.
 */
export function useCombined(
  answer: SearchResponse | undefined,
  criteria: SearchCriteria,
): CombinedState {
  const [restart, setRestart] = useState<Restart | null>(null);
  // Another search's answer starts afresh.
  const own = restart?.of === answer ? restart : null;
  const id = own ? own.id : (answer?.combined_route ?? null);
  const refused = own ? own.refused : (answer?.combined_error ?? null);
  const tries = own?.tries ?? 0;
  const polled = usePolledCombined(id);

  const retry = () => {
    if (!answer) return;
    const settle = (outcome: Partial<Restart>) =>
      setRestart({
        of: answer,
        tries: tries + 1,
        id: null,
        refused: null,
        error: null,
        ...outcome,
      });
    callApi('startCombinedSearch', { body: criteria }).then(
      (started) => settle({ id: started.combined_route }),
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'unavailable') {
          const wait = refused?.retry_after ?? 5;
          settle({ refused: { error_message: error.userMessage, retry_after: wait } });
        } else {
          settle({
            error: error instanceof AppError ? error.userMessage : uiMessages.errorTryLater,
          });
        }
      },
    );
  };
  // The timer calls the retry of the latest render, without re-arming on every render.
  const retryDue = useEffectEvent(() => retry());
  const retryIn = refused && tries < AUTO_RETRIES ? refused.retry_after : null;
  useEffect(() => {
    if (retryIn === null) return;
    const timer = setTimeout(retryDue, retryIn * 1000);
    return () => clearTimeout(timer);
  }, [refused, retryIn]);

  if (own?.error) return { state: 'failed', message: own.error };
  if (refused) return { state: 'busy', message: refused.error_message, retryIn, retry };
  return polled;
}

/** SPEC §7 combined protocol: poll while the server answers 202; 204 means search again. */
function usePolledCombined(id: string | null): CombinedState {
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
