import type { Alert } from '@peresadka/contracts/alerts';
import { DEFAULT_SERVICE_CLASS } from '@peresadka/contracts/constants';
import type { SubscribeAlertBody } from './api/subscribe-alert.ts';

/** Whether an alert of the list waits for what this request asks: the ride and its class. */
export function isAlertFor(alert: Alert, request: SubscribeAlertBody): boolean {
  if (alert.route_id !== request.route_id || alert.transport_type !== request.transport_type) {
    return false;
  }
  switch (request.transport_type) {
    case 'TRAIN':
      return alert.car_type === (request.car_type ?? null);
    case 'PLANE':
      return alert.service_class === (request.service_class ?? DEFAULT_SERVICE_CLASS);
    case 'BUS':
      return true;
  }
}
