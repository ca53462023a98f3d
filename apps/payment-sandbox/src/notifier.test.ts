import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentSandbox, SandboxOptions } from './sandbox.ts';
import {
  apiOf,
  createPayment,
  eventually,
  payWithCard,
  SHOP,
  startReceiver,
  startTestSandbox,
} from './test-support.ts';

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((thing) => thing.close()));
});

async function setUp(failFirst: number[] = [], options: Partial<SandboxOptions> = {}) {
  const receiver = await startReceiver(failFirst);
  const sandbox: PaymentSandbox = await startTestSandbox({
    shops: [{ ...SHOP, notificationUrl: receiver.url }],
    ...options,
  });
  running.push(sandbox, receiver);
  return { receiver, sandbox };
}

describe('notifications', () => {
  it('redelivers until the shop answers 200, backing off', async () => {
    const { receiver, sandbox } = await setUp([500, 503], {
      redelivery: { firstMs: 40, maxMs: 1_000, giveUpAfterMs: 5_000 },
    });
    const { id, confirmationUrl } = await createPayment(sandbox);
    await payWithCard(confirmationUrl, '5555555555554477');

    const attempts = await eventually(() => {
      const all = receiver.attemptsFor(id);
      return all.length === 3 ? all : undefined;
    });
    expect(attempts.map((a) => a.answered)).toEqual([500, 503, 200]);
    const [first, second, third] = attempts.map((a) => a.at);
    // A timer may fire a millisecond early by Date.now(), hence the margin.
    expect(second! - first!).toBeGreaterThanOrEqual(40 - 2);
    expect(third! - second!).toBeGreaterThanOrEqual(80 - 2);
    expect(attempts[2]!.notification).toMatchObject({
      type: 'notification',
      event: 'payment.succeeded',
      object: { id, status: 'succeeded', paid: true },
    });

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.attemptsFor(id)).toHaveLength(3);
  });

  it('tells the shop about a declined payment', async () => {
    const { receiver, sandbox } = await setUp();
    const { id, confirmationUrl } = await createPayment(sandbox);
    await payWithCard(confirmationUrl, '5555555555555599');
    const [canceled] = await eventually(() => {
      const all = receiver.attemptsFor(id, 'payment.canceled');
      return all.length > 0 ? all : undefined;
    });
    expect(canceled!.notification.object).toMatchObject({
      status: 'canceled',
      cancellation_details: { party: 'payment_network', reason: 'insufficient_funds' },
    });
  });

  it('tells the shop when a pending payment lapses', async () => {
    const { receiver, sandbox } = await setUp([], { pendingLifetimeMs: 30 });
    const { id } = await createPayment(sandbox);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await apiOf(sandbox).get(`/payments/${id}`);
    await eventually(() => receiver.attemptsFor(id, 'payment.canceled').length === 1);
  });

  it('the Мир test card is paid at once but notified only after the delay', async () => {
    const delay = 400;
    const { receiver, sandbox } = await setUp([], { delayedNotificationMs: delay });
    const { id, confirmationUrl } = await createPayment(sandbox);
    const paidAt = Date.now();
    await payWithCard(confirmationUrl, '2200 0000 0000 0004');
    expect((await apiOf(sandbox).get(`/payments/${id}`)).body.status).toBe('succeeded');

    const [notified] = await eventually(() => {
      const all = receiver.attemptsFor(id, 'payment.succeeded');
      return all.length > 0 ? all : undefined;
    });
    expect(notified!.at - paidAt).toBeGreaterThanOrEqual(delay - 2);
  });

  it('sends refund.succeeded for a refund', async () => {
    const { receiver, sandbox } = await setUp();
    const { id, confirmationUrl } = await createPayment(sandbox);
    await payWithCard(confirmationUrl, '5555555555554477');
    const refund = await apiOf(sandbox).post('/refunds', {
      payment_id: id,
      amount: { value: '34.50', currency: 'RUB' },
    });
    const refundId = refund.body.id as string;
    const [notified] = await eventually(() => {
      const all = receiver.attemptsFor(refundId, 'refund.succeeded');
      return all.length > 0 ? all : undefined;
    });
    expect(notified!.notification.object).toMatchObject({
      id: refundId,
      payment_id: id,
      status: 'succeeded',
      amount: { value: '34.50', currency: 'RUB' },
    });
  });

  it('holds notifications until the shop has an address', async () => {
    const receiver = await startReceiver();
    const sandbox = await startTestSandbox();
    running.push(sandbox, receiver);
    const { id, confirmationUrl } = await createPayment(sandbox);
    await payWithCard(confirmationUrl, '5555555555554477');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.received).toHaveLength(0);

    sandbox.setNotificationUrl(SHOP.shopId, receiver.url);
    await eventually(() => receiver.attemptsFor(id, 'payment.succeeded').length === 1);
  });

  it('gives up after the configured time', async () => {
    const { receiver, sandbox } = await setUp(Array<number>(1_000).fill(500), {
      redelivery: { firstMs: 10, maxMs: 20, giveUpAfterMs: 100 },
    });
    const { id, confirmationUrl } = await createPayment(sandbox);
    await payWithCard(confirmationUrl, '5555555555554477');

    // Settled once two looks 150 ms apart see the same number of attempts.
    let seen = -1;
    await eventually(async () => {
      const count = receiver.attemptsFor(id).length;
      const settled = count > 1 && count === seen;
      seen = count;
      await new Promise((resolve) => setTimeout(resolve, 150));
      return settled;
    });
    const attempts = receiver.attemptsFor(id);
    expect(attempts.every((a) => a.answered === 500)).toBe(true);
    expect(attempts.at(-1)!.at - attempts[0]!.at).toBeLessThan(1_000);
  });
});
