import { api } from '@peresadka/contracts/api';
import { AppError } from '@peresadka/contracts/errors';
import { currentUser } from '../auth/authenticate.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { SiteUrlOf } from '../infra/http/site-url.ts';
import { SUPPLIER_CALL_DEADLINE_MS } from '../suppliers/im/im-client.ts';
import type { PaymentsService } from './payments-service.ts';
import type { TicketReturns } from './ticket-returns.ts';

/**
 * SPEC §7 payment calls: init, confirm and ticket returns for the order's owner, checkout for
 * the provider.
 */
export function paymentRoutes(
  app: ApiApp,
  payments: PaymentsService,
  returns: TicketReturns,
  notifierAllowed: (ip: string) => boolean,
  siteUrlOf: SiteUrlOf,
): void {
  // A train's return is quoted and made by its supplier, on its own budget.
  registerCall(
    app,
    api.returnAmount,
    ({ body, request }) => returns.quote(currentUser(request).id, body),
    { deadlineMs: SUPPLIER_CALL_DEADLINE_MS },
  );
  registerCall(
    app,
    api.returnOrder,
    async ({ body, request }) => ({
      detail: await returns.return(currentUser(request).id, body),
    }),
    { deadlineMs: SUPPLIER_CALL_DEADLINE_MS },
  );
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
