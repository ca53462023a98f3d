import { api } from '@peresadka/contracts/api';
import { AppError } from '@peresadka/contracts/errors';
import { currentUser } from '../auth/authenticate.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { SiteUrlOf } from '../infra/http/site-url.ts';
import type { PaymentsService } from './payments-service.ts';

/**
 * SPEC §7 payment calls: init and confirm for the order's owner, checkout for the provider
 * (returns are `refunds/routes.ts`).
 */
export function paymentRoutes(
  app: ApiApp,
  payments: PaymentsService,
  notifierAllowed: (ip: string) => boolean,
  siteUrlOf: SiteUrlOf,
): void {
  registerCall(app, api.initPayment, ({ body, request }) =>
    payments.init(currentUser(request).id, body.order_id, siteUrlOf(request)),
  );
  registerCall(app, api.confirmPayment, ({ body, request }) =>
    payments.confirm(currentUser(request).id, body.code),
  );
  registerCall(app, api.checkoutPayment, async ({ body, request }) => {
    if (!notifierAllowed(request.ip)) {
      request.log.warn({ ip: request.ip }, 'уведомление о платеже не с адреса платёжной системы');
      throw new AppError('forbidden', 'Notification from an unknown address');
    }
    await payments.notified(body);
    return { detail: 'ok' };
  });
}
