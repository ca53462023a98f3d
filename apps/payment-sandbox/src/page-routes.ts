import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { checkCardForm, type CardForm } from './card-form.ts';
import {
  cardPage,
  messagePage,
  outcomePage,
  threeDsPage,
  type PaymentSummary,
} from './page-html.ts';
import { EXPIRED, type Payments } from './payments.ts';
import type { PaymentRecord } from './records.ts';
import type { Shops } from './shops.ts';
import { THREE_DS_CODE } from './test-cards.ts';

export type PageDeps = { shops: Shops; payments: Payments };

type Form = Record<string, string | string[] | undefined>;
type PayRequest = { Params: { id: string }; Body: Form | undefined };

// No form-action: Chromium applies it to the redirect after a POST, which goes to the shop.
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/**
 * The payer's page: the card form, the test 3-D Secure step and the outcome. Each outcome is
 * stored before the payer is sent back to the shop, which then asks the API what happened —
 * on failure too, as YooKassa does.
 */
export const pageRoutes: FastifyPluginAsync<PageDeps> = async (app, { shops, payments }) => {
  await app.register(formbody);

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(page);

  const summaryOf = (record: PaymentRecord): PaymentSummary => ({
    shopName: shops.get(record.shopId)?.name ?? record.shopId,
    payment: record.payment,
  });

  const pagePath = (record: PaymentRecord) => `/pay/${encodeURIComponent(record.payment.id)}`;

  const notFound = (reply: FastifyReply) =>
    html(reply, 404, messagePage('Платёж не найден', 'Проверьте ссылку: такого платежа нет.'));

  app.get<PayRequest>('/pay/:id', async (request, reply) => {
    const record = payments.find(request.params.id);
    if (record === undefined) return notFound(reply);
    if (record.payment.status !== 'pending') {
      return html(reply, 200, outcomePage(summaryOf(record), record.returnUrl));
    }
    const empty = { card_number: '', expiry: '' };
    return html(reply, 200, cardPage(summaryOf(record), empty, {}, new Date()));
  });

  app.post<PayRequest>('/pay/:id', async (request, reply) => {
    const record = payments.find(request.params.id);
    if (record === undefined) return notFound(reply);
    // A second click after the outcome: the page itself says what happened.
    if (record.payment.status !== 'pending') return reply.redirect(pagePath(record), 303);
    const form: CardForm = {
      card_number: text(request.body, 'card_number'),
      expiry: text(request.body, 'expiry'),
      cvc: text(request.body, 'cvc'),
    };
    const now = new Date();
    const check = checkCardForm(form, now);
    if (!check.ok) {
      const typed = { card_number: form.card_number, expiry: form.expiry };
      return html(reply, 400, cardPage(summaryOf(record), typed, check.errors, now));
    }
    const { card } = check;
    const { outcome } = card.testCard;
    if (outcome === 'three_ds') {
      payments.askForCode(record, card);
      return reply.redirect(`${pagePath(record)}/3ds`, 303);
    }
    if (typeof outcome === 'object') {
      payments.cancel(record, { party: 'payment_network', reason: outcome.declined }, card);
    } else {
      payments.succeed(record, card);
    }
    return reply.redirect(record.returnUrl, 303);
  });

  app.get<PayRequest>('/pay/:id/3ds', async (request, reply) => {
    const record = payments.find(request.params.id);
    if (record === undefined) return notFound(reply);
    if (record.payment.status !== 'pending' || record.awaitingCode === undefined) {
      return reply.redirect(pagePath(record), 303);
    }
    return html(reply, 200, threeDsPage(summaryOf(record), false));
  });

  app.post<PayRequest>('/pay/:id/3ds', async (request, reply) => {
    const record = payments.find(request.params.id);
    if (record === undefined) return notFound(reply);
    const card = record.awaitingCode;
    if (record.payment.status !== 'pending' || card === undefined) {
      return reply.redirect(pagePath(record), 303);
    }
    if (text(request.body, 'action') === 'cancel') {
      payments.cancel(record, { party: 'payment_network', reason: '3d_secure_failed' }, card);
      return reply.redirect(record.returnUrl, 303);
    }
    if (text(request.body, 'code').trim() !== THREE_DS_CODE) {
      return html(reply, 400, threeDsPage(summaryOf(record), true));
    }
    payments.succeed(record, card);
    return reply.redirect(record.returnUrl, 303);
  });

  app.post<PayRequest>('/pay/:id/cancel', async (request, reply) => {
    const record = payments.find(request.params.id);
    if (record === undefined) return notFound(reply);
    if (record.payment.status !== 'pending') return reply.redirect(pagePath(record), 303);
    payments.cancel(record, EXPIRED);
    return reply.redirect(record.returnUrl, 303);
  });

  app.setNotFoundHandler(async (_request, reply) =>
    html(
      reply,
      404,
      messagePage('Страница не найдена', 'Такой страницы нет в тестовой платёжной системе.'),
    ),
  );

  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500)
      request.log.error({ err: error }, 'тестовая платёжная система: ошибка страницы оплаты');
    return html(
      reply,
      status,
      messagePage('Ошибка', 'Не удалось обработать запрос. Попробуйте ещё раз.'),
    );
  });
};

/** One form field; a field sent twice counts by its first value. */
function text(form: Form | undefined, name: string): string {
  const value = form?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
