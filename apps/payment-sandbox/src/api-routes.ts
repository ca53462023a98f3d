import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IDEMPOTENCE_KEY_HEADER,
  ZCapturePayment,
  ZCreatePayment,
  ZCreateRefund,
  ZPaymentStatus,
  ZRefund,
} from '@peresadka/contracts/yookassa-v3';
import { ApiError, invalidRequest, notFound, parseOrRefuse } from './api-error.ts';
import { authenticate } from './basic-auth.ts';
import { fingerprintOf, once } from './idempotency.ts';
import { listQuery, pageOf, timeFilters, withinTimes } from './list-query.ts';
import { ShopRateLimiter, type RateLimit } from './rate-limit.ts';
import type { Payments } from './payments.ts';
import type { Refunds } from './refunds.ts';
import type { SandboxShop, Shops } from './shops.ts';
import type { Store } from './store.ts';

export type ApiDeps = {
  store: Store;
  shops: Shops;
  payments: Payments;
  refunds: Refunds;
  /** Off unless configured. */
  rateLimit: RateLimit | undefined;
};

const SHOP = 'sandboxShop';

type ById = { Params: { id: string } };

/** YooKassa API v3 under /v3: payments (one- and two-stage), refunds and their lists. */
export const apiRoutes: FastifyPluginAsync<ApiDeps> = async (
  app,
  { store, shops, payments, refunds, rateLimit },
) => {
  const limiter = rateLimit === undefined ? undefined : new ShopRateLimiter(rateLimit);
  app.decorateRequest(SHOP, null);
  const shopOf = (request: FastifyRequest) => request.getDecorator<SandboxShop>(SHOP);

  // Before the body is read: without credentials the answer is 401, whatever was sent.
  app.addHook('onRequest', async (request) => {
    const shop = authenticate(shops, request.headers.authorization);
    if (shop === undefined) {
      throw new ApiError(
        'invalid_credentials',
        'Неверный идентификатор магазина или секретный ключ',
        'Authorization',
      );
    }
    request.setDecorator(SHOP, shop);
    if (limiter !== undefined && !limiter.take(shop.shopId)) {
      throw new ApiError('too_many_requests', 'Слишком много запросов: повторите позже');
    }
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
    const query = listQuery(
      {
        ...timeFilters('captured_at'),
        status: ZPaymentStatus.optional(),
        payment_method: z.string().min(1).optional(),
      },
      request.query,
    );
    return pageOf(
      payments.ofShopNewestFirst(shopOf(request).shopId),
      query,
      (payment) =>
        (query.status === undefined || payment.status === query.status) &&
        (query.payment_method === undefined ||
          (payment.payment_method as { type?: string } | undefined)?.type ===
            query.payment_method) &&
        withinTimes(query, 'captured_at', payment.captured_at),
    );
  });

  app.get<ById>('/payments/:id', async (request) => {
    const record = payments.ofShop(shopOf(request).shopId, request.params.id);
    if (record === undefined) throw notFound();
    return record.payment;
  });

  app.post<ById>('/payments/:id/capture', async (request) => {
    return idempotent(request, (shop) =>
      payments.capture(
        shop.shopId,
        request.params.id,
        parseOrRefuse(ZCapturePayment, request.body ?? {}),
      ),
    );
  });

  app.post<ById>('/payments/:id/cancel', async (request) => {
    return idempotent(request, (shop) => payments.cancelHeld(shop.shopId, request.params.id));
  });

  app.post('/refunds', async (request) => {
    return idempotent(request, (shop) =>
      refunds.create(shop.shopId, parseOrRefuse(ZCreateRefund, request.body)),
    );
  });

  app.get('/refunds', async (request) => {
    const query = listQuery(
      { status: ZRefund.shape.status.optional(), payment_id: z.string().min(1).optional() },
      request.query,
    );
    return pageOf(
      refunds.ofShopNewestFirst(shopOf(request).shopId),
      query,
      (refund) =>
        (query.status === undefined || refund.status === query.status) &&
        (query.payment_id === undefined || refund.payment_id === query.payment_id),
    );
  });

  app.get<ById>('/refunds/:id', async (request) => {
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
      `Нужен заголовок ${IDEMPOTENCE_KEY_HEADER} длиной от 1 до 64 символов`,
      IDEMPOTENCE_KEY_HEADER,
    );
  }
  return key;
}

/** Fastify's own refusals (unreadable JSON, wrong media type, too large) in YooKassa's words. */
function fromFastify(error: FastifyError): ApiError {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return invalidRequest('Запрос не удалось прочитать: нужен JSON в кодировке UTF-8');
  }
  return new ApiError('internal_server_error', 'Внутренняя ошибка тестовой платёжной системы');
}
