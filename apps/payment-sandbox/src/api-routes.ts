import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IDEMPOTENCE_KEY_HEADER,
  ZCreatePayment,
  ZCreateRefund,
  ZPaymentStatus,
} from '@peresadka/contracts/yookassa-v3';
import { ApiError, invalidRequest, notFound, parseOrRefuse } from './api-error.ts';
import { authenticate } from './basic-auth.ts';
import { fingerprintOf, once } from './idempotency.ts';
import type { Payments } from './payments.ts';
import type { Refunds } from './refunds.ts';
import type { SandboxShop } from './sandbox.ts';
import type { Shops } from './shops.ts';
import type { Store } from './store.ts';

export type ApiDeps = { store: Store; shops: Shops; payments: Payments; refunds: Refunds };

const ZListQuery = z.object({
  status: ZPaymentStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

const SHOP = 'sandboxShop';

/** YooKassa API v3, the part the site speaks, under /v3. */
export const apiRoutes: FastifyPluginAsync<ApiDeps> = async (
  app,
  { store, shops, payments, refunds },
) => {
  app.decorateRequest(SHOP, null);
  const shopOf = (request: FastifyRequest) => request.getDecorator<SandboxShop>(SHOP);

  // Before the body is read: without credentials the answer is 401, whatever was sent.
  app.addHook('onRequest', async (request) => {
    const shop = authenticate(shops, request.headers.authorization);
    if (shop === undefined) {
      throw new ApiError(401, 'invalid_credentials', 'Wrong shopId or secret key', 'Authorization');
    }
    request.setDecorator(SHOP, shop);
    if (request.method === 'POST') keyOf(request);
  });

  /** A POST acts once per Idempotence-Key; its repeats get the first answer. */
  const idempotent = (request: FastifyRequest, run: (shop: SandboxShop) => unknown): unknown => {
    const shop = shopOf(request);
    const scope = {
      shopId: shop.shopId,
      key: keyOf(request),
      fingerprint: fingerprintOf(request.method, request.url, request.body),
    };
    return once(store, scope, () => run(shop));
  };

  app.post('/payments', async (request) => {
    return idempotent(request, (shop) =>
      payments.create(shop.shopId, parseOrRefuse(ZCreatePayment, request.body)),
    );
  });

  app.get('/payments', async (request) => {
    const { status, limit } = parseOrRefuse(ZListQuery, request.query);
    return { type: 'list', items: payments.list(shopOf(request).shopId, status, limit) };
  });

  app.get<{ Params: { id: string } }>('/payments/:id', async (request) => {
    const record = payments.ofShop(shopOf(request).shopId, request.params.id);
    if (record === undefined) throw notFound();
    return record.payment;
  });

  app.post('/refunds', async (request) => {
    return idempotent(request, (shop) =>
      refunds.create(shop.shopId, parseOrRefuse(ZCreateRefund, request.body)),
    );
  });

  app.get<{ Params: { id: string } }>('/refunds/:id', async (request) => {
    const refund = refunds.ofShop(shopOf(request).shopId, request.params.id);
    if (refund === undefined) throw notFound();
    return refund;
  });

  app.setNotFoundHandler(async (_request, reply) => {
    const error = notFound();
    return reply.code(error.status).send(error.body);
  });

  app.setErrorHandler<FastifyError | ApiError>(async (error, request, reply) => {
    const refusal = error instanceof ApiError ? error : fromFastify(error);
    if (refusal.status >= 500)
      request.log.error({ err: error }, 'тестовая платёжная система: ошибка API');
    return reply.code(refusal.status).send(refusal.body);
  });
};

function keyOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCE_KEY_HEADER.toLowerCase()];
  if (typeof key !== 'string' || key.length < 1 || key.length > 64) {
    throw invalidRequest(
      `${IDEMPOTENCE_KEY_HEADER} header of 1–64 characters is required`,
      IDEMPOTENCE_KEY_HEADER,
    );
  }
  return key;
}

/** Fastify's own refusals (unreadable JSON, wrong media type, too large) in YooKassa's words. */
function fromFastify(error: FastifyError): ApiError {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return invalidRequest(error.message);
  return new ApiError(500, 'internal_server_error', 'Internal error of the payment sandbox');
}
