import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The letter's link: switches off the owner's alerts without signing in. */
export const unsubscribeAlerts = (token: string) =>
  callApi('unsubscribeAlerts', { body: { token } });

export function useUnsubscribeAlerts() {
  return useMutation({ mutationFn: unsubscribeAlerts });
}
