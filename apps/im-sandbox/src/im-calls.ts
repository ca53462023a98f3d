import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IM_CALLS, type ImPath, type ImResponse } from '@peresadka/contracts/im/im-calls';
import type { z } from 'zod';
import type { ImPartner } from './auth.ts';
import type { CallFaults, Faults } from './faults.ts';
import { parseOrRefuse } from './im-error.ts';
import type { OrderLocks } from './order-locks.ts';

export type CallContext = { partner: ImPartner; faults: CallFaults };

type Parsed<P extends ImPath> = z.infer<(typeof IM_CALLS)[P]['request']>;

export type ImHandler<P extends ImPath> = {
  /** The order the call changes: no other change of it may run meanwhile (94). */
  orderOf?: (request: Parsed<P>, partner: ImPartner) => number | undefined;
  run: (request: Parsed<P>, context: CallContext) => ImResponse<P> | Promise<ImResponse<P>>;
};

export const PARTNER = 'imPartner';
export const partnerOf = (request: FastifyRequest): ImPartner =>
  request.getDecorator<ImPartner>(PARTNER);

/** What a proxy in front of the supplier answers when it fails: its own page, or nothing. */
const PROXY_PAGES: Record<500 | 502 | 503, string> = {
  500: '',
  502: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
  503: '',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The protocol's calls, each `POST /{path}`: the request checked against its schema, the faults
 * in force applied, an order's changes kept one at a time, and every call counted.
 */
export class ImCalls {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly faults: Faults,
    private readonly locks: OrderLocks,
  ) {}

  define<P extends ImPath>(path: P, handler: ImHandler<P>): void {
    this.app.post(`/${path}`, async (request, reply) => {
      this.counts.set(path, (this.counts.get(path) ?? 0) + 1);
      const faults = this.faults.forCall(path);
      if (faults.failStatus !== null) {
        return reply
          .code(faults.failStatus)
          .type('text/html; charset=utf-8')
          .send(PROXY_PAGES[faults.failStatus]);
      }
      const partner = partnerOf(request);
      const schema: z.ZodType = IM_CALLS[path].request;
      const body = parseOrRefuse(schema, request.body ?? {}) as Parsed<P>;
      const answer = await this.locks.hold(handler.orderOf?.(body, partner), async () => {
        // The supplier is slow while it talks to the carrier, with the order held.
        if (faults.slowMs > 0) await sleep(faults.slowMs);
        return handler.run(body, { partner, faults });
      });
      if (faults.dropAnswer) {
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      if (IM_CALLS[path].response === 'pdf') reply.type('application/pdf');
      return answer;
    });
  }

  /** Calls received by path. */
  counted(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  reset(): void {
    this.counts.clear();
  }
}
