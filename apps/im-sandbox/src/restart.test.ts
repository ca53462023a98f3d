import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZBalancesResponse, ZOrderInfoResponse } from '@peresadka/contracts/im/order-info';
import { ZCreateReservationResponse } from '@peresadka/contracts/im/order-reservation';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createRequest, imApi, reservationItem, startTestSandbox } from './sandbox.test-support.ts';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'im-sandbox-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

it('keeps orders, holds and balances across a restart, a torn last line aside', async () => {
  const storageFile = join(directory, 'im-sandbox.jsonl');
  const before = await startTestSandbox({ storageFile });
  const api = imApi(before.sandbox);
  const sold = ZCreateReservationResponse.parse(
    (await api.post('Order/V1/Reservation/Create', createRequest())).body,
  );
  await api.post('Order/V1/Reservation/Confirm', {
    OrderId: sold.OrderId,
    OrderCustomerIds: null,
    OrderCustomerDocuments: null,
    ProviderPaymentForm: 'Card',
  });
  const held = ZCreateReservationResponse.parse(
    (
      await api.post(
        'Order/V1/Reservation/Create',
        createRequest([reservationItem({ AgentReferenceId: 'held' })]),
      )
    ).body,
  );
  const balance = (await api.post('Partner/V1/Info/Balances', {})).body;
  const soldInfo = (
    await api.post('Order/V1/Info/OrderInfo', { OrderId: sold.OrderId, AgentReferenceId: null })
  ).body;
  await before.sandbox.close();
  // A crash in the middle of writing a line.
  appendFileSync(storageFile, '{"order":{"orderId":9');

  const after = await startTestSandbox({ storageFile });
  try {
    const again = imApi(after.sandbox);
    expect((await again.post('Partner/V1/Info/Balances', {})).body).toEqual(balance);
    expect(ZBalancesResponse.parse(balance).AccountBalances[0]!.CurrentBalance).not.toBe(
      '10 000 000,00',
    );
    expect(
      (
        await again.post('Order/V1/Info/OrderInfo', {
          OrderId: sold.OrderId,
          AgentReferenceId: null,
        })
      ).body,
    ).toEqual(soldInfo);
    const heldInfo = ZOrderInfoResponse.parse(
      (await again.post('Order/V1/Info/OrderInfo', { OrderId: null, AgentReferenceId: 'held' }))
        .body,
    );
    expect(heldInfo.OrderId).toBe(held.OrderId);
    // Both still hold their places, 1 and 2: the next traveller gets the third of the compartment.
    const next = ZCreateReservationResponse.parse(
      (await again.post('Order/V1/Reservation/Create', createRequest())).body,
    );
    expect(next.ReservationResults[0]!.Passengers[0]!.Places).toBe('003');
    expect(next.OrderId).toBeGreaterThan(held.OrderId);
  } finally {
    await after.sandbox.close();
  }
  // Compacted at the start to one line per order, the torn one gone; then the third order.
  const lines = readFileSync(storageFile, 'utf8').trim().split('\n');
  expect(
    lines.map((line) => (JSON.parse(line) as { order: { orderId: number } }).order.orderId),
  ).toHaveLength(3);
  expect(readdirSync(directory)).toEqual(['im-sandbox.jsonl']);
});
