import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** Which captcha the server is configured for (SPEC §9); it does not change while the page lives. */
export function useCaptchaConfig() {
  return useQuery({
    queryKey: ['captcha-config'],
    queryFn: ({ signal }) => callApi('captchaConfig', { signal }),
    staleTime: Infinity,
  });
}
