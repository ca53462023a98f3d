import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPaymentSandbox, type PaymentSandbox } from '@peresadka/payment-sandbox/sandbox';
import { ZPaymentList, type Payment } from '@peresadka/contracts/yookassa-v3';
import type { BuildOptions } from '../app.ts';
import { SANDBOX_SHOP_ID } from '../config/config.ts';
import { EASY_CAPTCHA } from './accounts.ts';
import type { Buyer } from './orders.ts';
import { SmtpSink } from './smtp-sink.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** The built-in sandbox's test cards, as a payer types them. */
export const CARDS = {
  success: '5555 5555 5555 4477',
  threeDs: '4111 1111 1111 1111',
  noFunds: '5555 5555 5555 5599',
  declined: '4000 0000 0000 0002',
  callBank: '2200 0000 0000 0012',
  lateNotice: '2200 0000 0000 0004',
} as const;

export type PaymentsWorld = {
  t: TestApp;
  sandbox: PaymentSandbox;
  smtp: SmtpSink;
  secretKey: string;
  /** Makes the app listen and the sandbox notify it, as in production. */
  deliverNotifications(): Promise<void>;
  /** Every payment the sandbox holds for the shop, newest first. */
  providerPayments(): Promise<Payment[]>;
  close(): Promise<void>;
};

/**
 * The app with its real YooKassa adapter pointed at a real sandbox provider on a loopback port
 * (or at `apiUrl` in front of it, e.g. a faulty proxy), letters going to a real SMTP sink.
 * Background timers are off: tests run the sweeper, reconciliation and jobs when their clock
 * says so. Notifications reach the app only after `deliverNotifications()`.
 */
export async function startPaymentsWorld(
  options: Omit<BuildOptions, 'database'> & {
    apiUrl?: (sandbox: PaymentSandbox) => Promise<string>;
    /** More of the app's environment. */
    env?: Record<string, string>;
  } = {},
): Promise<PaymentsWorld> {
  const secretKey = randomBytes(24).toString('base64url');
  const sandbox = await startPaymentSandbox({
    port: 0,
    shops: [
      { shopId: SANDBOX_SHOP_ID, secretKey, name: 'Пересадка', notificationUrl: undefined },
      {
        shopId: 'another-shop',
        secretKey: 'another-secret',
        name: 'Другой магазин',
        notificationUrl: undefined,
      },
    ],
    delayedNotificationMs: 1500,
    redelivery: { firstMs: 100, maxMs: 400, giveUpAfterMs: 20_000 },
  });
  const smtp = await SmtpSink.start();
  const { apiUrl, env, ...build } = options;
  const t = await startTestApp(
    {
      ...EASY_CAPTCHA,
      PAYMENT_SECRET: secretKey,
      PAYMENT_API_URL: apiUrl ? await apiUrl(sandbox) : sandbox.apiUrl,
      SMTP_URL: smtp.url,
      ...env,
    },
    { background: false, ...build },
  );
  const auth = `Basic ${Buffer.from(`${SANDBOX_SHOP_ID}:${secretKey}`).toString('base64')}`;
  return {
    t,
    sandbox,
    smtp,
    secretKey,
    async deliverNotifications() {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      sandbox.setNotificationUrl(SANDBOX_SHOP_ID, `${address}/api/v1/payment/checkout/`);
    },
    async providerPayments() {
      const res = await fetch(`${sandbox.apiUrl}/payments?limit=100`, {
        headers: { authorization: auth },
      });
      return ZPaymentList.parse(await res.json()).items;
    },
    async close() {
      await t.close();
      await sandbox.close();
      await smtp.close();
    },
  };
}

/** A form sent on the sandbox's page; answers where it sends the payer. */
async function submitAtSandbox(url: string, fields: Record<string, string>): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`sandbox ${url}: ${res.status} ${await res.text()}`);
  return new URL(res.headers.get('location')!, url).toString();
}

/**
 * Pays on the sandbox's page as a payer would: the card form, then the 3-D Secure step when
 * the card asks for it (its code, or 'cancel' to give up there). Answers where the page sends
 * the payer back to.
 */
export async function payAtSandbox(pageUrl: string, card: string, code = '12345'): Promise<string> {
  const next = await submitAtSandbox(pageUrl, { card_number: card, expiry: '12/30', cvc: '123' });
  if (!next.startsWith(`${pageUrl}/3ds`)) return next;
  return submitAtSandbox(next, code === 'cancel' ? { action: 'cancel' } : { code });
}

/** The payer gives up on the sandbox's page («Отменить оплату и вернуться в магазин»). */
export const cancelAtSandbox = (pageUrl: string): Promise<string> =>
  submitAtSandbox(`${pageUrl}/cancel`, {});

/** The code of /payment/success/{code}. */
export const returnCode = (returnUrl: string) => new URL(returnUrl).pathname.split('/').at(-1)!;

/**
 * Pays the buyer's order as they would: init, a card that succeeds, back to the site's page —
 * which asks again while the tickets are being issued, as the page does every 5 s; meanwhile
 * the jobs run, as the app's runner would run them (a supplier's confirmation is one).
 */
export async function payOrder(t: TestApp, who: Buyer, orderId: number): Promise<void> {
  const init = await who.post('payment/init/', { order_id: orderId });
  if (init.statusCode !== 200) throw new Error(`init: ${init.statusCode} ${init.body}`);
  const back = await payAtSandbox(init.json<{ url: string }>().url, CARDS.success);
  for (let attempt = 1; ; attempt++) {
    const confirm = await who.post('payment/confirm/', { code: returnCode(back) });
    const status = confirm.json<{ status?: string }>().status;
    if (status === 'PAID') return;
    if (confirm.statusCode !== 409 || attempt === 5) {
      throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
    }
    await t.app.jobs.runDue();
  }
}

/**
 * A proxy to the provider that loses the answers to the next `loseNext(n)` payment creations
 * after the provider has made them, as a timeout on the way back would; it keeps what the site
 * posted, so a test reads the requests (the receipts) as the provider got them.
 */
export async function answerLosingProxy(target: string): Promise<{
  url: string;
  creations: number;
  postKeys: string[];
  posts: { path: string; body: unknown }[];
  loseNext(n: number): void;
  close(): Promise<void>;
}> {
  const state = { creations: 0, lose: 0 };
  /** The Idempotence-Key of every POST that passed, in order ('' when missing). */
  const postKeys: string[] = [];
  const posts: { path: string; body: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST') {
        postKeys.push(String(req.headers['idempotence-key'] ?? ''));
        const body = Buffer.concat(chunks).toString();
        posts.push({ path: req.url!.replace(/^\/v3/, ''), body: body ? JSON.parse(body) : null });
      }
      const upstream = new URL(`${target}${req.url!.replace(/^\/v3/, '')}`);
      const forward = httpRequest(
        upstream,
        { method: req.method, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (c: Buffer) => body.push(c));
          answer.on('end', () => {
            const creation = req.method === 'POST' && req.url!.endsWith('/payments');
            if (creation) state.creations++;
            if (creation && state.lose > 0) {
              state.lose--;
              res.socket?.destroy();
              return;
            }
            res.writeHead(answer.statusCode!, answer.headers);
            res.end(Buffer.concat(body));
          });
        },
      );
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v3`,
    get creations() {
      return state.creations;
    },
    postKeys,
    posts,
    loseNext(n) {
      state.lose = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type LosingProxy = Awaited<ReturnType<typeof answerLosingProxy>>;

/** A payments world that reaches the provider through `answerLosingProxy`. */
export async function startProxiedPaymentsWorld(
  options: Omit<Parameters<typeof startPaymentsWorld>[0] & object, 'apiUrl'> = {},
): Promise<{ world: PaymentsWorld; proxy: LosingProxy }> {
  let proxy: LosingProxy | undefined;
  const world = await startPaymentsWorld({
    ...options,
    apiUrl: async (sandbox) => {
      proxy = await answerLosingProxy(sandbox.apiUrl);
      return proxy.url;
    },
  });
  return { world, proxy: proxy! };
}
