import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPayment, ZPaymentList, ZProviderError, ZRefund } from '@peresadka/contracts/yookassa-v3';
import type { PaymentSandbox } from './sandbox.ts';
import {
  apiOf,
  authorizationOf,
  createPayment,
  OTHER_SHOP,
  paymentBody,
  payWithCard,
  SHOP,
  startTestSandbox,
} from './test-support.ts';

let sandbox: PaymentSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const api = () => apiOf(sandbox);

describe('authentication', () => {
  it.each([
    ['no header', undefined],
    ['a wrong secret', `Basic ${Buffer.from(`${SHOP.shopId}:wrong`).toString('base64')}`],
    ['an unknown shop', `Basic ${Buffer.from(`999:${SHOP.secretKey}`).toString('base64')}`],
    ['another scheme', `Bearer ${SHOP.secretKey}`],
  ])('refuses %s with 401 invalid_credentials', async (_case, authorization) => {
    const response = await fetch(`${sandbox.apiUrl}/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotence-key': randomUUID(),
        ...(authorization === undefined ? {} : { authorization }),
      },
      body: JSON.stringify(paymentBody()),
    });
    expect(response.status).toBe(401);
    const body = ZProviderError.parse(await response.json());
    expect(body.code).toBe('invalid_credentials');
  });

  it("answers 404 for another shop's payment and refund", async () => {
    const { id } = await createPayment(sandbox);
    const other = apiOf(sandbox, OTHER_SHOP);
    const read = await other.get(`/payments/${id}`);
    expect(read.status).toBe(404);
    expect(ZProviderError.parse(read.body).code).toBe('not_found');

    const refund = await other.post('/refunds', {
      payment_id: id,
      amount: { value: '1.00', currency: 'RUB' },
    });
    expect(refund.status).toBe(404);
    expect((await other.get('/payments')).body.items).toEqual([]);
  });

  it('answers 404 not_found for an unknown id and an unknown path', async () => {
    expect((await api().get(`/payments/${randomUUID()}`)).body.code).toBe('not_found');
    expect((await api().get(`/refunds/${randomUUID()}`)).status).toBe(404);
    expect((await api().get('/receipts')).status).toBe(404);
  });
});

describe('POST /v3/payments', () => {
  it('makes a pending payment whose page is on the sandbox', async () => {
    const { status, body } = await api().post('/payments', paymentBody());
    expect(status).toBe(200);
    const payment = ZPayment.parse(body);
    expect(payment).toMatchObject({
      status: 'pending',
      paid: false,
      amount: { value: '1234.50', currency: 'RUB' },
      description: 'Заказ №7',
      metadata: { order_id: '7' },
      test: true,
      refundable: false,
      recipient: { account_id: SHOP.shopId, gateway_id: 'sandbox' },
    });
    expect(payment.confirmation?.confirmation_url).toBe(`${sandbox.origin}/pay/${payment.id}`);
    expect(payment.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(payment.created_at))).toBe(false);
  });

  it('answers amounts with two decimals, as YooKassa does', async () => {
    const { body } = await api().post(
      '/payments',
      paymentBody({ amount: { value: '990.5', currency: 'RUB' } }),
    );
    expect(body.amount).toEqual({ value: '990.50', currency: 'RUB' });
  });

  it('requires an Idempotence-Key of 1–64 characters', async () => {
    for (const headers of [{}, { 'idempotence-key': 'x'.repeat(65) }] as Record<string, string>[]) {
      const response = await fetch(`${sandbox.apiUrl}/payments`, {
        method: 'POST',
        headers: {
          authorization: authorizationOf(SHOP),
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(paymentBody()),
      });
      expect(response.status).toBe(400);
      expect(ZProviderError.parse(await response.json())).toMatchObject({
        code: 'invalid_request',
        parameter: 'Idempotence-Key',
      });
    }
  });

  it('makes one payment for a key sent twice with the same body', async () => {
    const shop = apiOf(sandbox, OTHER_SHOP);
    const key = randomUUID();
    const body = paymentBody({ metadata: { order_id: 'twice' } });
    const first = await shop.post('/payments', body, key);
    const second = await shop.post('/payments', body, key);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    const list = ZPaymentList.parse((await shop.get('/payments')).body);
    expect(list.items.filter((p) => p.metadata?.order_id === 'twice')).toHaveLength(1);
  });

  it('refuses a key reused with another body', async () => {
    const key = randomUUID();
    expect((await api().post('/payments', paymentBody(), key)).status).toBe(200);
    const reused = await api().post('/payments', paymentBody({ description: 'другой' }), key);
    expect(reused.status).toBe(400);
    expect(ZProviderError.parse(reused.body).code).toBe('invalid_request');
  });

  it('names the first bad field', async () => {
    const bad = await api().post('/payments', {
      ...paymentBody(),
      amount: { value: '12,50', currency: 'RUB' },
    });
    expect(bad.status).toBe(400);
    expect(ZProviderError.parse(bad.body)).toMatchObject({
      code: 'invalid_request',
      parameter: 'amount.value',
    });
    const noReturn = await api().post('/payments', {
      ...paymentBody(),
      confirmation: { type: 'redirect' },
    });
    expect(noReturn.body.parameter).toBe('confirmation.return_url');
  });

  it('refuses unreadable JSON in the same error shape', async () => {
    const response = await fetch(`${sandbox.apiUrl}/payments`, {
      method: 'POST',
      headers: {
        authorization: authorizationOf(SHOP),
        'content-type': 'application/json',
        'idempotence-key': randomUUID(),
      },
      body: '{"amount":',
    });
    expect(response.status).toBe(400);
    expect(ZProviderError.parse(await response.json()).code).toBe('invalid_request');
  });

  it('checks that the receipt adds up to the amount', async () => {
    const item = (value: string, quantity: string) => ({
      description: 'Билет',
      quantity,
      amount: { value, currency: 'RUB' as const },
      vat_code: 1,
      payment_mode: 'full_payment' as const,
      payment_subject: 'service' as const,
    });
    const receipt = (items: ReturnType<typeof item>[]) => ({
      customer: { email: 'ivan@example.ru' },
      items,
    });
    const matching = await api().post(
      '/payments',
      paymentBody({ receipt: receipt([item('1000.00', '1'), item('469.00', '0.5')]) }),
    );
    expect(matching.status).toBe(200);

    const short = await api().post(
      '/payments',
      paymentBody({ receipt: receipt([item('1000.00', '1'), item('234.49', '1')]) }),
    );
    expect(short.status).toBe(400);
    expect(ZProviderError.parse(short.body)).toMatchObject({
      code: 'invalid_request',
      parameter: 'receipt',
    });
  });
});

describe('GET /v3/payments', () => {
  it("lists the shop's payments newest first, by status, up to the limit", async () => {
    const local = await startTestSandbox();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await createPayment(local)).id);
      const paid = ids[1]!;
      await payWithCard(`${local.origin}/pay/${paid}`, '5555 5555 5555 4477');

      const all = ZPaymentList.parse((await apiOf(local).get('/payments')).body);
      expect(all.items.map((p) => p.id)).toEqual([...ids].reverse());
      const pending = ZPaymentList.parse((await apiOf(local).get('/payments?status=pending')).body);
      expect(pending.items.map((p) => p.id)).toEqual([ids[2], ids[0]]);
      const one = ZPaymentList.parse((await apiOf(local).get('/payments?limit=1')).body);
      expect(one.items.map((p) => p.id)).toEqual([ids[2]]);

      const bad = await apiOf(local).get('/payments?limit=101');
      expect(bad.status).toBe(400);
      expect(bad.body.parameter).toBe('limit');
      expect((await apiOf(local).get('/payments?status=paid')).body.parameter).toBe('status');
    } finally {
      await local.close();
    }
  });
});

describe('refunds', () => {
  it('refunds a succeeded payment up to its amount', async () => {
    const { id, confirmationUrl } = await createPayment(sandbox);
    const early = await api().post('/refunds', {
      payment_id: id,
      amount: { value: '1.00', currency: 'RUB' },
    });
    expect(early.status).toBe(400);
    expect(early.body.parameter).toBe('payment_id');

    await payWithCard(confirmationUrl, '5555555555554477');
    const first = await api().post('/refunds', {
      payment_id: id,
      amount: { value: '1000.00', currency: 'RUB' },
      description: 'Возврат билета',
    });
    expect(first.status).toBe(200);
    const refund = ZRefund.parse(first.body);
    expect(refund).toMatchObject({
      payment_id: id,
      status: 'succeeded',
      amount: { value: '1000.00', currency: 'RUB' },
      description: 'Возврат билета',
    });
    expect((await api().get(`/refunds/${refund.id}`)).body).toEqual(first.body);
    expect((await apiOf(sandbox, OTHER_SHOP).get(`/refunds/${refund.id}`)).status).toBe(404);

    const over = await api().post('/refunds', {
      payment_id: id,
      amount: { value: '234.51', currency: 'RUB' },
    });
    expect(over.status).toBe(400);
    expect(ZProviderError.parse(over.body)).toMatchObject({
      code: 'invalid_request',
      parameter: 'amount',
    });

    const rest = await api().post('/refunds', {
      payment_id: id,
      amount: { value: '234.50', currency: 'RUB' },
    });
    expect(rest.status).toBe(200);
    const payment = (await api().get(`/payments/${id}`)).body;
    expect(payment).toMatchObject({
      status: 'succeeded',
      refunded_amount: { value: '1234.50', currency: 'RUB' },
      refundable: false,
    });
  });

  it('makes one refund for a key sent twice', async () => {
    const { id, confirmationUrl } = await createPayment(sandbox);
    await payWithCard(confirmationUrl, '5555555555554477');
    const key = randomUUID();
    const body = { payment_id: id, amount: { value: '100.00', currency: 'RUB' } };
    const first = await api().post('/refunds', body, key);
    const second = await api().post('/refunds', body, key);
    expect(second.body).toEqual(first.body);
    const payment = (await api().get(`/payments/${id}`)).body;
    expect(payment.refunded_amount).toEqual({ value: '100.00', currency: 'RUB' });
  });
});

describe('payment lifetime', () => {
  it('cancels a pending payment once it has lapsed', async () => {
    const local = await startTestSandbox({ pendingLifetimeMs: 50 });
    try {
      const { id } = await createPayment(local);
      await new Promise((resolve) => setTimeout(resolve, 60));
      const payment = ZPayment.parse((await apiOf(local).get(`/payments/${id}`)).body);
      expect(payment.status).toBe('canceled');
      expect(payment.cancellation_details).toEqual({
        party: 'yoo_money',
        reason: 'expired_on_confirmation',
      });
    } finally {
      await local.close();
    }
  });
});

describe('two-stage payments', () => {
  const held = async (local: PaymentSandbox) => {
    const { id, confirmationUrl } = await createPayment(local, { capture: false });
    await payWithCard(confirmationUrl, '5555 5555 5555 4477');
    return id;
  };

  it('holds the paid sum until the shop captures it; a repeat of the capture answers the same', async () => {
    const id = await held(sandbox);
    const waiting = ZPayment.parse((await api().get(`/payments/${id}`)).body);
    expect(waiting).toMatchObject({ status: 'waiting_for_capture', paid: true });

    const key = randomUUID();
    const capture = await api().post(`/payments/${id}/capture`, {}, key);
    expect(ZPayment.parse(capture.body)).toMatchObject({
      status: 'succeeded',
      amount: { value: '1234.50' },
    });
    expect(capture.body.expires_at).toBeUndefined();
    expect((await api().post(`/payments/${id}/capture`, {}, key)).body).toEqual(capture.body);

    const more = await api().post(`/payments/${id}/capture`, {}, randomUUID());
    expect(more.status).toBe(400);
    expect(more.body.description).toBe(
      'Платёж в статусе succeeded нельзя подтвердить: только в статусе waiting_for_capture',
    );
  });

  it('refuses to capture more than was held, changing nothing', async () => {
    const id = await held(sandbox);
    const over = await api().post(`/payments/${id}/capture`, {
      amount: { value: '1234.51', currency: 'RUB' },
    });
    expect(ZProviderError.parse(over.body)).toMatchObject({
      code: 'invalid_request',
      parameter: 'amount',
      description: 'Сумма подтверждения больше суммы платежа',
    });
    expect((await api().get(`/payments/${id}`)).body.status).toBe('waiting_for_capture');
  });

  it('cancels a held payment the shop did not capture in time (expired_on_capture)', async () => {
    const local = await startTestSandbox({ captureLifetimeMs: 50 });
    try {
      const id = await held(local);
      await new Promise((resolve) => setTimeout(resolve, 80));
      const lapsed = ZPayment.parse((await apiOf(local).get(`/payments/${id}`)).body);
      expect(lapsed).toMatchObject({
        status: 'canceled',
        paid: false,
        cancellation_details: { party: 'yoo_money', reason: 'expired_on_capture' },
      });
      expect(lapsed.expires_at).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it('takes a payment without description or metadata, as YooKassa does', async () => {
    const { status, body } = await api().post('/payments', {
      amount: { value: '10.00', currency: 'RUB' },
      confirmation: { type: 'redirect', return_url: 'https://shop.test/back' },
    });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('description');
    expect(body).not.toHaveProperty('metadata');
  });
});

describe('lists', () => {
  it('pages by cursor and filters refunds by payment and time; refuses a foreign cursor', async () => {
    const local = await startTestSandbox();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await createPayment(local)).id);
      const first = await apiOf(local).get('/payments?limit=2');
      expect(first.body.items).toHaveLength(2);
      const second = await apiOf(local).get(`/payments?limit=2&cursor=${first.body.next_cursor}`);
      const third = await apiOf(local).get(`/payments?limit=2&cursor=${second.body.next_cursor}`);
      const paged = [first, second, third].flatMap((page) =>
        ZPaymentList.parse(page.body).items.map((p) => p.id),
      );
      expect(paged).toEqual([...ids].reverse());
      expect(third.body.next_cursor).toBeUndefined();
      const foreign = await apiOf(local, OTHER_SHOP).get(
        `/payments?cursor=${first.body.next_cursor}`,
      );
      expect(foreign.body).toMatchObject({ code: 'invalid_request', parameter: 'cursor' });

      const paid = (await createPayment(local)).id;
      await payWithCard(`${local.origin}/pay/${paid}`, '5555 5555 5555 4477');
      const refund = await apiOf(local).post('/refunds', {
        payment_id: paid,
        amount: { value: '1.00', currency: 'RUB' },
      });
      const future = new Date(Date.now() + 60_000).toISOString();
      const byPayment = await apiOf(local).get(`/refunds?payment_id=${paid}`);
      expect(byPayment.body.items).toEqual([refund.body]);
      expect((await apiOf(local).get(`/refunds?payment_id=${ids[0]}`)).body.items).toEqual([]);
      expect((await apiOf(local).get(`/refunds?created_at.gt=${future}`)).body.items).toEqual([]);
      const badTime = await apiOf(local).get('/refunds?created_at.gte=вчера');
      expect(badTime.body).toMatchObject({ code: 'invalid_request', parameter: 'created_at.gte' });
    } finally {
      await local.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 too_many_requests once a shop has used up its window, other shops unaffected', async () => {
    const local = await startTestSandbox({ rateLimit: { requests: 2, perMs: 60_000 } });
    try {
      expect((await apiOf(local).get('/payments')).status).toBe(200);
      expect((await apiOf(local).get('/payments')).status).toBe(200);
      const over = await apiOf(local).get('/payments');
      expect(over.status).toBe(429);
      expect(ZProviderError.parse(over.body)).toMatchObject({
        code: 'too_many_requests',
        description: 'Слишком много запросов: повторите позже',
      });
      expect((await apiOf(local, OTHER_SHOP).get('/payments')).status).toBe(200);
    } finally {
      await local.close();
    }
  });
});
