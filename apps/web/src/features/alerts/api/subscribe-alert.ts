import type { Alert } from '@peresadka/contracts/alerts';
import type { ApiBody } from '@peresadka/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { listAlertsQueryOptions } from './list-alerts.ts';

export type SubscribeAlertBody = ApiBody<'subscribeAlert'>;

/**
 * A key per click: a second subscription to the same ride and class answers the alert already
 * waiting, so a retry needs no remembered key; the button is off while a click is under way.
 */
export const subscribeAlert = (body: SubscribeAlertBody) =>
  callApi('subscribeAlert', { body, idempotencyKey: crypto.randomUUID() });

export function useSubscribeAlert() {
  const queryClient = useQueryClient();
  const { queryKey } = listAlertsQueryOptions();
  return useMutation({
    mutationFn: subscribeAlert,
    onSuccess: (alert) => {
      queryClient.setQueryData<Alert[]>(queryKey, (list) =>
        list ? [...list.filter((a) => a.alert_id !== alert.alert_id), alert] : [alert],
      );
    },
  });
}
