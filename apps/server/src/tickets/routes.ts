import { api } from '@peresadka/contracts/api';
import { currentUser } from '../auth/authenticate.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import { SUPPLIER_CALL_DEADLINE_MS } from '../suppliers/im/im-client.ts';
import type { TicketsService } from './tickets-service.ts';

/** The e-ticket file of a paid order (SPEC §7 `payment/blank`), as an attachment. */
export function ticketRoutes(app: ApiApp, tickets: TicketsService): void {
  const { mediaType, fileName } = api.ticketBlank.answer;
  registerCall(
    app,
    api.ticketBlank,
    async ({ params, request }, reply) => {
      const pdf = await tickets.blank(currentUser(request).id, Number(params.orderId));
      return (
        reply
          .type(mediaType)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // Names and document numbers: no cache between the traveller and us keeps a copy.
          .header('cache-control', 'private, no-store')
          .send(pdf)
      );
    },
    // A supplier's tickets are its blanks, fetched from it.
    { deadlineMs: SUPPLIER_CALL_DEADLINE_MS },
  );
}
