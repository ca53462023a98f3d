import type { UserInfo } from '@peresadka/contracts/profile';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useSignedIn } from '../../../state/session.ts';

/** The profile answer holds the favorites: one cache entry serves the profile and the cards. */
export const USER_INFO_KEY = ['user-info'] as const;

export const journeyKey = (routeIds: readonly string[]): string => routeIds.join('|');

export function useUserInfo(enabled = true) {
  return useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: ({ signal }) => callApi('userInfo', { signal }),
    enabled,
    retry: false,
  });
}

/**
 * Whether a journey (its legs' route ids) is a favorite, and the switch. The flag is read from
 * the user's favorites rather than stored in results, so a deletion anywhere clears it on every
 * card at once (SPEC §4) and shared search caches never carry one user's marks.
 */
export function useFavorite(routeIds: readonly string[]) {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const info = useUserInfo(signedIn);
  const key = journeyKey(routeIds);
  const saved = info.data?.favorite_routes.some((f) => journeyKey(f.routes_ids) === key) ?? false;
  const toggle = useMutation({
    mutationFn: async (add: boolean) => {
      const body = { route_id_array: [...routeIds] };
      await (add ? callApi('addFavorite', { body }) : callApi('deleteFavorite', { body }));
    },
    onSuccess: (_, add) => {
      if (!add) forgetFavorite(queryClient, key);
      // The server's snapshot (times, prices) is what the profile shows: read it back.
      return queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
  return { available: signedIn && info.isSuccess, saved, toggle };
}

/** Removes a favorite from the cached profile at once, before the server's answer arrives. */
function forgetFavorite(queryClient: QueryClient, key: string): void {
  queryClient.setQueryData<UserInfo>(
    USER_INFO_KEY,
    (info) =>
      info && {
        ...info,
        favorite_routes: info.favorite_routes.filter((f) => journeyKey(f.routes_ids) !== key),
      },
  );
}
