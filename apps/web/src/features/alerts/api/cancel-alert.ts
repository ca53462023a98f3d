import type { Alert } from '@peresadka/contracts/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { listAlertsQueryOptions } from './list-alerts.ts';

export const cancelAlert = (alertId: number) =>
  callApi('cancelAlert', { body: { alert_id: alertId } });

/** Whatever the answer, the list is read again: the alert may have fired meanwhile. */
export function useCancelAlert() {
  const queryClient = useQueryClient();
  const { queryKey } = listAlertsQueryOptions();
  return useMutation({
    mutationFn: cancelAlert,
    onSuccess: (_answer, alertId) => {
      queryClient.setQueryData<Alert[]>(queryKey, (list) =>
        list?.filter((a) => a.alert_id !== alertId),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
