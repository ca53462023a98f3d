import type { UserInfo } from '@peresadka/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { USER_INFO_KEY } from './favorites.ts';

/** Sets (or, given '', removes) the phone order forms are prefilled with; the profile's cache follows. */
export function useSetAccountPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => callApi('setPhone', { body: { phone } }),
    onSuccess: ({ phone }) =>
      queryClient.setQueryData<UserInfo>(USER_INFO_KEY, (info) => info && { ...info, phone }),
  });
}
