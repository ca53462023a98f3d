import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The activation of an account by its mailed link (SPEC §2). */
export function useActivation(uid: string, token: string) {
  // A query, not an effect: one request per link even when React renders twice.
  return useQuery({
    queryKey: ['activate', uid, token],
    queryFn: () => callApi('activate', { body: { uid, token } }),
    retry: false,
    staleTime: Infinity,
  });
}
