import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ZNotification,
  type CreatePayment,
  type Notification,
} from '@peresadka/contracts/yookassa-v3';
import {
  startPaymentSandbox,
  type PaymentSandbox,
  type SandboxOptions,
  type SandboxShop,
} from './sandbox.ts';

export const SHOP: SandboxShop = {
  shopId: '100500',
  secretKey: 'test_secret_one',
  name: 'Пересадка',
  notificationUrl: undefined,
};
export const OTHER_SHOP: SandboxShop = {
  shopId: '200600',
  secretKey: 'test_secret_two',
  name: 'Другой магазин',
  notificationUrl: undefined,
};

export const RETURN_URL = 'http://shop.test/payment/return?order=7';

export function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<PaymentSandbox> {
  return startPaymentSandbox({
    port: 0,
    shops: [SHOP, OTHER_SHOP],
    redelivery: { firstMs: 20, maxMs: 80, giveUpAfterMs: 5_000 },
    ...options,
  });
}

export function paymentBody(overrides: Partial<CreatePayment> = {}): CreatePayment {
  return {
    amount: { value: '1234.50', currency: 'RUB' },
    capture: true,
    confirmation: { type: 'redirect', return_url: RETURN_URL },
    description: 'Заказ №7',
    metadata: { order_id: '7' },
    ...overrides,
  };
}

export const authorizationOf = (shop: SandboxShop): string =>
  `Basic ${Buffer.from(`${shop.shopId}:${shop.secretKey}`).toString('base64')}`;

/** The v3 API as one shop calls it. */
export function apiOf(sandbox: PaymentSandbox, shop: SandboxShop = SHOP) {
  const authorization = authorizationOf(shop);
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${sandbox.apiUrl}${path}`, {
      ...init,
      headers: { authorization, ...(init.headers as Record<string, string>) },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    get: (path: string) => call(path),
    post: (path: string, body: unknown, key: string = randomUUID()) =>
      call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotence-key': key },
        body: JSON.stringify(body),
      }),
  };
}

export async function createPayment(
  sandbox: PaymentSandbox,
  overrides: Partial<CreatePayment> = {},
): Promise<{ id: string; confirmationUrl: string }> {
  const { status, body } = await apiOf(sandbox).post('/payments', paymentBody(overrides));
  if (status !== 200) throw new Error(`payment not created: ${JSON.stringify(body)}`);
  const confirmation = body.confirmation as { confirmation_url: string };
  return { id: body.id as string, confirmationUrl: confirmation.confirmation_url };
}

/** A form POST as the payer's browser sends it; redirects are returned, not followed. */
export function submitForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const VALID_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

export function payWithCard(confirmationUrl: string, cardNumber: string): Promise<Response> {
  return submitForm(confirmationUrl, { card_number: cardNumber, expiry: VALID_EXPIRY, cvc: '123' });
}

type Received = { notification: Notification; at: number; answered: number };

/**
 * A shop's notification endpoint: answers the given statuses in turn, then 200 to every
 * notification after them.
 */
export async function startReceiver(failFirst: number[] = []) {
  const statuses = [...failFirst];
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = statuses.shift() ?? 200;
      const notification = ZNotification.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      received.push({ notification, at: Date.now(), answered });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/yookassa/notifications`,
    received,
    /** Every attempt to deliver the notifications about one object, in order. */
    attemptsFor: (objectId: string, event?: Notification['event']) =>
      received.filter(
        (r) =>
          r.notification.object.id === objectId &&
          (event === undefined || r.notification.event === event),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until the check gives something (not undefined or false) or the deadline comes. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  timeoutMs = 3_000,
): Promise<Exclude<T, undefined | false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as Exclude<T, undefined | false>;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
