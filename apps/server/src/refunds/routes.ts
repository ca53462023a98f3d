import { api } from '@peresadka/contracts/api';
import { currentUser } from '../auth/authenticate.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import { SUPPLIER_CALL_DEADLINE_MS } from '../suppliers/im/im-client.ts';
import type { TicketReturns } from './ticket-returns.ts';

/** SPEC §7 ticket returns for the order's owner: the sum first, then the return itself. */
export function refundRoutes(app: ApiApp, returns: TicketReturns): void {
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
}
