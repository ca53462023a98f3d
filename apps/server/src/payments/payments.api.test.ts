import type { BusResult } from '@peresadka/contracts/search-results';
import { paymentMessages } from '@peresadka/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.ts';
import {
  busOrderBody,
  buyer,
  type Buyer,
  contacts,
  person,
  search,
  searchDate,
  withMiniNetwork,
} from '../test-support/orders.ts';
import {
  CARDS,
  cancelAtSandbox,
  payAtSandbox,
  returnCode,
  startPaymentsWorld,
  startProxiedPaymentsWorld,
  type LosingProxy,
  type PaymentsWorld,
} from '../test-support/payments.ts';
import { testBackend } from '../test-support/test-app.ts';

const MINUTE = 60_000;

describe(`payment on ${testBackend()}`, () => {
  let w: PaymentsWorld;
  let clock = new Date();
  let bus: BusResult;
  let anna: Buyer;
  let boris: Buyer;
  let places = 0;

  beforeAll(async () => {
    w = await startPaymentsWorld({ now: () => clock });
    await withMiniNetwork(w.t);
    bus = (await search(w.t.app, 'Тверь', 'Москва', searchDate(2))).bus[0]!;
    [anna, boris] = await Promise.all([buyer(w.t, 'anna'), buyer(w.t, 'boris')]);
  });
  afterAll(() => w?.close());

  /** A bus order of two on places nobody else in this file takes. */
  const order = async (who: Buyer = anna) => {
    const seats = [String(++places), String(++places)];
    const res = await who.post(
      'payment/create/bus/',
      busOrderBody(
        bus,
        seats.map((seat, i) => ({ ...person(i), place_number: seat })),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json<{ order_id: number }>().order_id, seats };
  };
  const init = async (orderId: number, who: Buyer = anna) => {
    const res = await who.post('payment/init/', { order_id: orderId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ url: string }>().url;
  };
  const confirm = (code: string, who: Buyer = anna) => who.post('payment/confirm/', { code });
  const orderOf = async (orderId: number, who: Buyer = anna) =>
    (await who.get(`payment/order/${orderId}`)).json<{
      status: string;
      paid_at: string | null;
      payment_note: string | null;
      hold_expires_at: string | null;
    }>();
  const holds = async (orderId: number) =>
    rowsOf<{ seat: string; expires_at: string | null }>(
      await w.t.database.db.execute(
        sql`select seat, expires_at from seat_holds where order_id = ${orderId} order by seat`,
      ),
    );
  const notify = (event: string, id: string) =>
    w.t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/checkout/',
      payload: { type: 'notification', event, object: { id, status: 'succeeded', paid: true } },
    });
  const providerIdOf = async (orderId: number) =>
    rowsOf<{ provider_payment_id: string }>(
      await w.t.database.db.execute(
        sql`select provider_payment_id from payments where order_id = ${orderId} order by id desc`,
      ),
    )[0]!.provider_payment_id;
  const lettersTo = (subject: string) =>
    w.smtp.received.filter((m) => m.to.includes(contacts.contact_email) && m.subject === subject);

  it('pays on the sandbox page and comes back to a paid order with its places sold and one letter', async () => {
    const { id } = await order();
    const url = await init(id);
    expect(new URL(url).origin).toBe(w.sandbox.origin);
    expect(await init(id)).toBe(url);

    const back = await payAtSandbox(url, CARDS.success);
    // Back to the address the visitor came on (inject's localhost:80): no PUBLIC_URL here.
    expect(back).toMatch(/^http:\/\/localhost\/payment\/success\/[\w-]{20,}$/);
    const res = await confirm(returnCode(back));
    expect(res.json()).toEqual({
      order_id: id,
      transport_type: 'bus',
      status: 'PAID',
      payment: 'succeeded',
      cancellation_reason: null,
      cancellation_party: null,
    });
    const paid = await orderOf(id);
    expect(paid).toMatchObject({ status: 'PAID', hold_expires_at: null, payment_note: null });
    expect(paid.paid_at).not.toBeNull();
    expect((await holds(id)).map((h) => h.expires_at)).toEqual([null, null]);

    await w.t.app.jobs.runDue();
    const letter = await w.smtp.take(contacts.contact_email, `Заказ № ${id} оплачен`);
    expect(letter.text).toContain('Тверь');
    expect(letter.text).toContain('место');
    expect(letter.attachments).toMatchObject([
      { filename: 'ticket.pdf', contentType: 'application/pdf' },
    ]);

    const [payment] = await w.providerPayments();
    expect(payment).toMatchObject({ status: 'succeeded', metadata: { order_id: String(id) } });
    expect(payment!.description).toContain(`Заказ № ${id}`);
  });

  it('applies the same notification 100 times in a row and 20 at once as one payment', async () => {
    const { id } = await order();
    await payAtSandbox(await init(id), CARDS.success);
    const providerId = await providerIdOf(id);

    for (let i = 0; i < 100; i++) {
      expect((await notify('payment.succeeded', providerId)).statusCode).toBe(200);
    }
    const paidAt = (await orderOf(id)).paid_at;
    const together = await Promise.all(
      Array.from({ length: 20 }, () => notify('payment.succeeded', providerId)),
    );
    expect(together.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await orderOf(id)).toMatchObject({ status: 'PAID', paid_at: paidAt });
    expect(await holds(id)).toHaveLength(2);

    await w.t.app.jobs.runDue();
    await w.smtp.waitFor(contacts.contact_email, `Заказ № ${id} оплачен`);
    expect(lettersTo(`Заказ № ${id} оплачен`)).toHaveLength(1);
    const refunds = rowsOf(
      await w.t.database.db.execute(sql`select id from refunds where order_id = ${id}`),
    );
    expect(refunds).toEqual([]);
  });

  it('believes the provider, not the notification: unpaid, unknown and other shops’ payments change nothing', async () => {
    const { id } = await order();
    await init(id);
    const pending = await providerIdOf(id);
    expect((await notify('payment.succeeded', pending)).statusCode).toBe(200);
    expect((await orderOf(id)).status).toBe('WAITING');

    const res = await fetch(`${w.sandbox.apiUrl}/payments`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('another-shop:another-secret').toString('base64')}`,
        'content-type': 'application/json',
        'idempotence-key': 'forged-1',
      },
      body: JSON.stringify({
        amount: { value: '10.00', currency: 'RUB' },
        capture: true,
        confirmation: { type: 'redirect', return_url: 'http://localhost:3000/payment/fail' },
        description: 'чужой платёж',
        metadata: { order_id: String(id) },
      }),
    });
    const foreign = (await res.json()) as {
      id: string;
      confirmation: { confirmation_url: string };
    };
    await payAtSandbox(foreign.confirmation.confirmation_url, CARDS.success);
    expect((await notify('payment.succeeded', foreign.id)).statusCode).toBe(200);
    expect((await notify('payment.succeeded', 'no-such-payment')).statusCode).toBe(200);
    expect((await orderOf(id)).status).toBe('WAITING');

    const bad = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/checkout/',
      payload: { event: 'payment.succeeded' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refunds in full a payment that succeeds after the hold lapsed, and frees the places', async () => {
    const { id, seats } = await order();
    const url = await init(id);
    clock = new Date(clock.getTime() + 16 * MINUTE);
    try {
      await w.t.app.orders.expireLapsed();
      await anna.signInAgain();
      expect((await orderOf(id)).status).toBe('CANCELLED');

      const back = await payAtSandbox(url, CARDS.success);
      const res = await confirm(returnCode(back));
      expect(res.json()).toMatchObject({ order_id: id, status: 'CANCELLED', payment: 'succeeded' });
      expect((await orderOf(id)).payment_note).toBe(paymentMessages.lateRefunding);
      expect(await holds(id)).toEqual([]);

      await w.t.app.jobs.runDue();
      const [payment] = await w.providerPayments();
      expect(payment!.refunded_amount).toEqual(payment!.amount);
      await w.smtp.take(contacts.contact_email, `Возврат оплаты заказа № ${id}`);

      await boris.signInAgain();
      const again = await boris.post(
        'payment/create/bus/',
        busOrderBody(bus, [{ ...person(5), place_number: seats[0] }]),
      );
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      clock = new Date();
      await Promise.all([anna.signInAgain(), boris.signInAgain()]);
    }
  });

  it('refunds a payment that arrives after the lapse before any sweep closed the order', async () => {
    const { id } = await order();
    const url = await init(id);
    await payAtSandbox(url, CARDS.success);
    clock = new Date(clock.getTime() + 16 * MINUTE);
    try {
      await notify('payment.succeeded', await providerIdOf(id));
      await anna.signInAgain();
      expect(await orderOf(id)).toMatchObject({
        status: 'CANCELLED',
        payment_note: paymentMessages.lateRefunding,
      });
      expect(await holds(id)).toEqual([]);
      await w.t.app.jobs.runDue();
      await notify('refund.succeeded', 'unknown-refund');
      expect((await orderOf(id)).payment_note).toBe(paymentMessages.lateRefunded);
    } finally {
      clock = new Date();
      await anna.signInAgain();
    }
  });

  it('refunds a payment for an order its owner cancelled meanwhile, and says so', async () => {
    const { id } = await order();
    const url = await init(id);
    expect((await anna.post('payment/cancel/', { order_id: id })).statusCode).toBe(200);
    const back = await payAtSandbox(url, CARDS.success);
    expect((await confirm(returnCode(back))).json()).toMatchObject({ status: 'CANCELLED' });
    expect((await orderOf(id)).payment_note).toBe(paymentMessages.cancelledRefunding);
    await w.t.app.jobs.runDue();
    const letter = await w.smtp.take(contacts.contact_email, `Возврат оплаты заказа № ${id}`);
    expect(letter.text).toContain('заказ уже был отменён');
  });

  it('finds a payment whose notification was lost by reconciliation', async () => {
    const { id } = await order();
    await payAtSandbox(await init(id), CARDS.success);
    expect(await w.t.app.payments.reconcile()).toBe(0);
    expect((await orderOf(id)).status).toBe('WAITING');
    clock = new Date(clock.getTime() + 4 * MINUTE);
    try {
      expect(await w.t.app.payments.reconcile()).toBeGreaterThanOrEqual(1);
      await anna.signInAgain();
      expect((await orderOf(id)).status).toBe('PAID');
    } finally {
      clock = new Date();
      await anna.signInAgain();
    }
  });

  it('lets the payer try again after a decline, and 3-D Secure passes through its step', async () => {
    const { id } = await order();
    const first = await init(id);
    const declined = await confirm(returnCode(await payAtSandbox(first, CARDS.noFunds)));
    expect(declined.json()).toMatchObject({
      status: 'NOT_PAID',
      payment: 'canceled',
      cancellation_reason: 'insufficient_funds',
      cancellation_party: 'payment_network',
    });
    expect((await orderOf(id)).status).toBe('NOT_PAID');

    const second = await init(id);
    expect(second).not.toBe(first);
    expect((await orderOf(id)).status).toBe('WAITING');
    const paid = await confirm(returnCode(await payAtSandbox(second, CARDS.threeDs)));
    expect(paid.json()).toMatchObject({ status: 'PAID', payment: 'succeeded' });
  });

  it('keeps why each declined payment was declined, as the provider said, for the failure page', async () => {
    const declinedBy = async (pay: (url: string) => Promise<string>) => {
      const { id } = await order();
      const answer = (await confirm(returnCode(await pay(await init(id))))).json<{
        cancellation_reason: string;
        cancellation_party: string;
      }>();
      // Paid after all, so the account's unpaid orders stay under their limit.
      await confirm(returnCode(await payAtSandbox(await init(id), CARDS.success)));
      return `${answer.cancellation_party}/${answer.cancellation_reason}`;
    };
    expect(await declinedBy((url) => payAtSandbox(url, CARDS.declined))).toBe(
      'payment_network/general_decline',
    );
    expect(await declinedBy((url) => payAtSandbox(url, CARDS.callBank))).toBe(
      'payment_network/call_issuer',
    );
    expect(await declinedBy((url) => payAtSandbox(url, CARDS.threeDs, 'cancel'))).toBe(
      'payment_network/3d_secure_failed',
    );
    expect(await declinedBy(cancelAtSandbox)).toBe('yoo_money/expired_on_confirmation');
  });

  it('answers 404 to another account’s order or code, and refuses what cannot be paid', async () => {
    const { id } = await order();
    const url = await init(id);
    expect((await boris.post('payment/init/', { order_id: id })).statusCode).toBe(404);
    const back = await payAtSandbox(url, CARDS.success);
    expect((await confirm(returnCode(back), boris)).statusCode).toBe(404);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);
    expect((await confirm('bad code')).statusCode).toBe(400);
    expect((await confirm(returnCode(back))).statusCode).toBe(200);

    const paidAgain = await anna.post('payment/init/', { order_id: id });
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json()).toMatchObject({ detail: paymentMessages.notPayable });
    const anonymous = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/init/',
      payload: { order_id: id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says «pending» until the bank settles, then the sandbox’s own notification pays the order', async () => {
    await w.deliverNotifications();
    const { id } = await order();
    const url = await init(id);
    const [pending] = await w.providerPayments();
    const back = pending!.confirmation!.return_url!;
    const early = await confirm(returnCode(back));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'payment_pending', detail: paymentMessages.pending });

    await payAtSandbox(url, CARDS.lateNotice);
    const deadline = Date.now() + 10_000;
    while ((await orderOf(id)).status !== 'PAID' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await orderOf(id)).status).toBe('PAID');
  });
});

describe(`payment creation when the provider's answer is lost, on ${testBackend()}`, () => {
  let w: PaymentsWorld;
  let proxy: LosingProxy;
  let bus: BusResult;
  let vera: Buyer;

  beforeAll(async () => {
    ({ world: w, proxy } = await startProxiedPaymentsWorld());
    await withMiniNetwork(w.t);
    bus = (await search(w.t.app, 'Тверь', 'Москва', searchDate(2))).bus[0]!;
    vera = await buyer(w.t, 'vera');
  });
  afterAll(async () => {
    await w?.close();
    await proxy?.close();
  });

  const order = async (place: string) => {
    const created = await vera.post(
      'payment/create/bus/',
      busOrderBody(bus, [{ ...person(0), place_number: place }]),
    );
    expect(created.statusCode, created.body).toBe(200);
    return created.json<{ order_id: number }>().order_id;
  };

  it('retries the create with the same Idempotence-Key: the provider makes one payment', async () => {
    const orderId = await order('40');
    // Four creations reach the provider, but their answers never come back.
    proxy.loseNext(4);

    // Three tries within the call, all answers lost: the visitor is told to try again.
    const failed = await vera.post('payment/init/', { order_id: orderId });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ code: 'unavailable', detail: paymentMessages.providerDown });
    expect(await w.providerPayments()).toHaveLength(1);

    // The next click retries the same attempt; its fourth answer is lost too, the fifth arrives.
    const init = await vera.post('payment/init/', { order_id: orderId });
    expect(init.statusCode, init.body).toBe(200);
    expect(proxy.creations).toBe(5);
    expect(proxy.postKeys).toHaveLength(5);
    expect(new Set(proxy.postKeys).size).toBe(1);
    expect(proxy.postKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const payments = await w.providerPayments();
    expect(payments).toHaveLength(1);
    expect(init.json<{ url: string }>().url).toBe(payments[0]!.confirmation!.confirmation_url);
  });

  it('still pays the order when a payment whose creation answer was lost is paid', async () => {
    const orderId = await order('41');
    proxy.loseNext(3);
    expect((await vera.post('payment/init/', { order_id: orderId })).statusCode).toBe(503);
    const [made] = await w.providerPayments();
    expect(made!.metadata).toMatchObject({ order_id: String(orderId) });
    await payAtSandbox(made!.confirmation!.confirmation_url!, CARDS.success);
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/checkout/',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: made!.id } },
    });
    expect(res.statusCode).toBe(200);
    const paid = await vera.get(`payment/order/${orderId}`);
    expect(paid.json()).toMatchObject({ status: 'PAID' });
  });
});
