import { api } from '@peresadka/contracts/api';
import { currentUser } from '../auth/authenticate.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { AlertsService } from './alerts-service.ts';

/** Sold-out alerts: the account's own, and the letter's unsubscribe link, which needs no sign-in. */
export function alertRoutes(app: ApiApp, alerts: AlertsService): void {
  registerCall(app, api.subscribeAlert, ({ body, idempotencyKey, request }) =>
    alerts.subscribe({ userId: currentUser(request).id, idempotencyKey }, body),
  );
  registerCall(app, api.alerts, ({ request }) => alerts.list(currentUser(request).id));
  registerCall(app, api.cancelAlert, async ({ body, request }) => ({
    detail: await alerts.cancel(currentUser(request).id, body.alert_id),
  }));
  registerCall(app, api.unsubscribeAlerts, async ({ body }) => ({
    detail: await alerts.unsubscribe(body.token),
  }));
}
