import { api } from '@peresadka/contracts/api';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import { SUPPLIER_CALL_DEADLINE_MS } from '../suppliers/im/im-client.ts';
import type { TicketsService } from './tickets-service.ts';

/**
 * The e-ticket file of a paid order (SPEC §7 `payment/blank`), as an attachment; and, for
 * anyone, the key its QR codes are signed with and the check of a ticket number (limited per
 * address as the other public calls are).
 */
export function ticketRoutes(
  app: ApiApp,
  tickets: TicketsService,
  checkLimit: (request: FastifyRequest) => Promise<void>,
): void {
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
  checkRoutes(app, tickets, checkLimit);
}

/** The same key for everyone for as long as the site's TICKET_SIGNING_KEY stands. */
const PUBLIC_KEY_CACHE = 'public, max-age=3600';

function checkRoutes(
  app: ApiApp,
  tickets: TicketsService,
  checkLimit: (request: FastifyRequest) => Promise<void>,
): void {
  registerCall(app, api.ticketPublicKey, (_input, reply) => {
    reply.header('cache-control', PUBLIC_KEY_CACHE);
    return tickets.publicKey();
  });
  const { mediaType, fileName } = api.ticketPublicKeyPem.answer;
  registerCall(app, api.ticketPublicKeyPem, (_input, reply) =>
    reply
      .type(mediaType)
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', PUBLIC_KEY_CACHE)
      .send(tickets.publicKey().pem),
  );
  registerCall(
    app,
    api.ticketCheck,
    async ({ params }, reply) => {
      // A return must show at once, whatever a cache kept.
      reply.header('cache-control', 'no-store');
      return tickets.check(params.number);
    },
    { onRequest: checkLimit },
  );
}
