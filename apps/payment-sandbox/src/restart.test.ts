import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  apiOf,
  eventually,
  paymentBody,
  payWithCard,
  SHOP,
  startReceiver,
  startTestSandbox,
} from './test-support.ts';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'payment-sandbox-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

it('keeps payments, idempotency keys and pending notifications across a restart', async () => {
  const storageFile = join(directory, 'sandbox.json');
  const receiver = await startReceiver(Array<number>(1_000).fill(500));
  const shops = [{ ...SHOP, notificationUrl: receiver.url }];
  const redelivery = { firstMs: 100, maxMs: 100, giveUpAfterMs: 60_000 };

  const before = await startTestSandbox({ shops, storageFile, redelivery });
  const key = 'order-7-attempt-1';
  const created = await apiOf(before).post('/payments', paymentBody(), key);
  const id = created.body.id as string;
  const confirmation = created.body.confirmation as { confirmation_url: string };
  await payWithCard(confirmation.confirmation_url, '5555555555554477');
  await eventually(() => receiver.attemptsFor(id).length > 0);
  await before.close();
  expect(readdirSync(directory)).toEqual(['sandbox.json']);

  const receiverAfter = await startReceiver();
  const after = await startTestSandbox({
    shops: [{ ...SHOP, notificationUrl: receiverAfter.url }],
    storageFile,
    redelivery,
  });
  try {
    const payment = await apiOf(after).get(`/payments/${id}`);
    expect(payment.body).toMatchObject({ id, status: 'succeeded', paid: true });
    const repeated = await apiOf(after).post('/payments', paymentBody(), key);
    expect(repeated.body.id).toBe(id);

    const [delivered] = await eventually(() => {
      const all = receiverAfter.attemptsFor(id, 'payment.succeeded');
      return all.length > 0 ? all : undefined;
    });
    expect(delivered!.answered).toBe(200);
  } finally {
    await after.close();
    await receiver.close();
    await receiverAfter.close();
  }
});
