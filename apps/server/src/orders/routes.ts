import { api } from '@peresadka/contracts/api';
import { currentUser } from '../auth/authenticate.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import type { SiteUrlOf } from '../infra/http/site-url.ts';
import { registerCall } from '../infra/http/api-route.ts';
import { SUPPLIER_CALL_DEADLINE_MS } from '../suppliers/im/im-client.ts';
import type { OrdersService } from './orders-service.ts';

/** SPEC §7 order calls; each one is scoped by the signed-in account. */
export function orderRoutes(app: ApiApp, orders: OrdersService, siteUrlOf: SiteUrlOf): void {
  const callerOf = (request: Parameters<SiteUrlOf>[0], idempotencyKey: string) => ({
    userId: currentUser(request).id,
    idempotencyKey,
    siteUrl: siteUrlOf(request),
  });
  registerCall(
    app,
    api.createTrainOrder,
    ({ body, idempotencyKey, request }) =>
      orders.createTrain(callerOf(request, idempotencyKey), body),
    { deadlineMs: SUPPLIER_CALL_DEADLINE_MS },
  );
  registerCall(app, api.createBusOrder, ({ body, idempotencyKey, request }) =>
    orders.createBus(callerOf(request, idempotencyKey), body),
  );
  registerCall(app, api.createAviaOrder, ({ body, idempotencyKey, request }) =>
    orders.createAvia(callerOf(request, idempotencyKey), body),
  );
  registerCall(
    app,
    api.createCombinedOrder,
    ({ body, idempotencyKey, request }) =>
      orders.createCombined(callerOf(request, idempotencyKey), body),
    { deadlineMs: SUPPLIER_CALL_DEADLINE_MS },
  );
  registerCall(app, api.orders, ({ request }) => orders.list(currentUser(request).id));
  registerCall(app, api.order, ({ params, request }) =>
    orders.order(currentUser(request).id, Number(params.orderId)),
  );
  registerCall(
    app,
    api.cancelOrder,
    async ({ body, request }) => ({
      detail: await orders.cancel(currentUser(request).id, body.order_id),
    }),
    { deadlineMs: SUPPLIER_CALL_DEADLINE_MS },
  );
  registerCall(app, api.savedPassengers, ({ request }) =>
    orders.savedPassengers(currentUser(request).id),
  );
}
