import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  YooCheckout,
  type ICapturePayment,
  type ICreatePayment,
  type ICreateRefund,
  type IGetPaymentList,
  type IGetRefundList,
} from '@a2seven/yoo-checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWithCard, RETURN_URL } from './test-support.ts';

/**
 * The sandbox as a shop's developer meets it: its own process (`npm start -w
 * apps/payment-sandbox`), driven by @a2seven/yoo-checkout — the most used YooKassa client on
 * npm — through its README's examples. Only the base URL, the shop's keys, fresh idempotence
 * keys and the ids the sandbox gave are put in (the README's return_url 'test' is not an
 * address, which YooKassa refuses, so a real one stands in).
 */
const shopId = '100500';
const secretKey = 'test_library_secret';
const SUCCESS_CARD = '5555555555554477';

let sandbox: ChildProcess;
let apiUrl: string;

beforeAll(async () => {
  sandbox = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')],
    {
      env: { ...process.env, PORT: '0', SANDBOX_SHOP_ID: shopId, SANDBOX_SECRET_KEY: secretKey },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  apiUrl = await new Promise<string>((resolve, reject) => {
    sandbox.once('exit', (code) => reject(new Error(`sandbox exited: ${code}`)));
    createInterface({ input: sandbox.stdout! }).on('line', (line) => {
      const found = /^Тестовая платёжная система: API (\S+),/.exec(line);
      if (found) resolve(found[1]!);
    });
  });
}, 30_000);

afterAll(async () => {
  const exited = new Promise((resolve) => sandbox.once('exit', resolve));
  sandbox.kill('SIGTERM');
  await exited;
});

/** The README's `new YooCheckout(...)`, pointed at the sandbox. */
function readmeCheckout(): YooCheckout {
  const checkout = new YooCheckout({ shopId, secretKey });
  return Object.assign(checkout, { root: apiUrl });
}

/** The README's create-payment payload (no capture, so two-stage, as in YooKassa). */
const readmeCreatePayload = (): ICreatePayment => ({
  amount: { value: '2.00', currency: 'RUB' },
  payment_method_data: { type: 'bank_card' },
  confirmation: { type: 'redirect', return_url: RETURN_URL },
});

async function paid(checkout: YooCheckout, payload: ICreatePayment) {
  const payment = await checkout.createPayment(payload, randomUUID());
  const page = await payWithCard(payment.confirmation.confirmation_url!, SUCCESS_CARD);
  expect(page.status).toBe(303);
  expect(page.headers.get('location')).toBe(RETURN_URL);
  return checkout.getPayment(payment.id);
}

type LibraryError = { response: { status: number; data: Record<string, unknown> } };

describe('the sandbox driven by @a2seven/yoo-checkout', () => {
  it('makes a two-stage payment the payer pays and the shop captures in part', async () => {
    const checkout = readmeCheckout();
    const created = await checkout.createPayment(readmeCreatePayload(), randomUUID());
    expect(created).toMatchObject({ status: 'pending', paid: false, amount: { value: '2.00' } });
    expect(created.description).toBeUndefined();

    const held = await paid(checkout, readmeCreatePayload());
    expect(held).toMatchObject({ status: 'waiting_for_capture', paid: true });
    expect(Date.parse(held.expires_at!)).toBeGreaterThan(Date.now());

    const capturePayload: ICapturePayment = { amount: { value: '1.50', currency: 'RUB' } };
    const captured = await checkout.capturePayment(held.id, capturePayload, randomUUID());
    expect(captured).toMatchObject({ status: 'succeeded', paid: true, amount: { value: '1.50' } });
    expect(captured.captured_at).toBeDefined();
    expect((await checkout.getPayment(held.id)).status).toBe('succeeded');

    const again = await checkout
      .capturePayment(held.id, capturePayload, randomUUID())
      .catch((error: LibraryError) => error.response);
    expect(again).toMatchObject({
      status: 400,
      data: { type: 'error', code: 'invalid_request', parameter: 'payment_id' },
    });
    expect(String((again as LibraryError['response']).data.description)).toMatch(/^Платёж/);
  });

  it('cancels a held payment for the shop, and refuses to cancel a captured one', async () => {
    const checkout = readmeCheckout();
    const held = await paid(checkout, readmeCreatePayload());
    const canceled = await checkout.cancelPayment(held.id, randomUUID());
    expect(canceled).toMatchObject({
      status: 'canceled',
      paid: false,
      cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' },
    });

    const oneStage = await paid(checkout, { ...readmeCreatePayload(), capture: true });
    expect(oneStage.status).toBe('succeeded');
    const refused = await checkout
      .cancelPayment(oneStage.id, randomUUID())
      .catch((error: LibraryError) => error.response);
    expect(refused).toMatchObject({ status: 400, data: { code: 'invalid_request' } });
  });

  it('refunds a captured payment and lists payments and refunds with filters and cursor', async () => {
    const checkout = readmeCheckout();
    const since = new Date().toISOString();
    const payment = await paid(checkout, {
      ...readmeCreatePayload(),
      capture: true,
      description: 'Заказ №1',
      metadata: { order_id: '1' },
    });
    expect(payment).toMatchObject({ description: 'Заказ №1', metadata: { order_id: '1' } });

    const createRefundPayload: ICreateRefund = {
      payment_id: payment.id,
      amount: { value: '1.00', currency: 'RUB' },
    };
    const refund = await checkout.createRefund(createRefundPayload, randomUUID());
    expect(refund).toMatchObject({ status: 'succeeded', payment_id: payment.id });
    expect(await checkout.getRefund(refund.id)).toMatchObject({ id: refund.id });
    expect((await checkout.getPayment(payment.id)).refunded_amount).toEqual({
      value: '1.00',
      currency: 'RUB',
    });

    const filters: IGetPaymentList = { created_at: { value: since, mode: 'gte' }, limit: 20 };
    const paymentList = await checkout.getPaymentList(filters);
    expect(paymentList.items.map((p) => p.id)).toEqual([payment.id]);

    const refundFilters: IGetRefundList = { created_at: { value: since, mode: 'gte' }, limit: 20 };
    const refundList = await checkout.getRefundList(refundFilters);
    expect(refundList.items.map((r) => r.id)).toEqual([refund.id]);
    const byPayment = await checkout.getRefundList({ payment_id: payment.id });
    expect(byPayment.items.map((r) => r.id)).toEqual([refund.id]);

    // Page by page, newest first: every payment once, then no cursor.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await checkout.getPaymentList({ limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((p) => p.id));
      cursor = page.next_cursor;
    } while (cursor);
    const all = await checkout.getPaymentList({ limit: 100 });
    expect(seen).toEqual(all.items.map((p) => p.id));
    expect(seen.length).toBeGreaterThan(2);
    const succeeded = await checkout.getPaymentList({ status: 'succeeded', limit: 100 });
    expect(succeeded.items.every((p) => p.status === 'succeeded')).toBe(true);
  });

  it('answers wrong keys and unknown objects in YooKassa error shape, in Russian', async () => {
    const stranger = Object.assign(new YooCheckout({ shopId, secretKey: 'wrong' }), {
      root: apiUrl,
    });
    const denied = await stranger
      .getPayment(randomUUID())
      .catch((error: LibraryError) => error.response);
    expect(denied).toMatchObject({
      status: 401,
      data: { type: 'error', code: 'invalid_credentials' },
    });
    const missing = await readmeCheckout()
      .getRefund(randomUUID())
      .catch((error: LibraryError) => error.response);
    expect(missing).toMatchObject({ status: 404, data: { type: 'error', code: 'not_found' } });
    for (const { data } of [denied, missing] as LibraryError['response'][]) {
      expect(data.id).toEqual(expect.any(String));
      expect(data.description).toMatch(/[а-яё]/i);
    }
  });
});
