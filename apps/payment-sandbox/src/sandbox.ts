import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { configureRussianMessages } from '@peresadka/contracts/zod-messages';
import { apiRoutes } from './api-routes.ts';
import { Notifier, type Redelivery } from './notifier.ts';
import { pageRoutes } from './page-routes.ts';
import { Payments } from './payments.ts';
import type { RateLimit } from './rate-limit.ts';
import { Refunds } from './refunds.ts';
import { Shops, type SandboxShop } from './shops.ts';
import { Store } from './store.ts';

export type { SandboxShop } from './shops.ts';

export type SandboxOptions = {
  /** default '127.0.0.1' */
  host?: string;
  /** 0 = any free port */
  port: number;
  /** origin the payer's browser uses for the page; default http://localhost:<actual port> */
  publicUrl?: string;
  shops: SandboxShop[];
  /** JSON file (written atomically) so a restart keeps payments and pending notifications */
  storageFile?: string;
  /** for the "delayed notification" test card; default 60 s */
  delayedNotificationMs?: number;
  /** YooKassa retries for 24 h; the sandbox, by default, for 30 min */
  redelivery?: Redelivery;
  /** an unpaid pending payment is canceled (expired_on_confirmation) after this; default 60 min */
  pendingLifetimeMs?: number;
  /** a held (waiting_for_capture) payment is canceled (expired_on_capture) after this; default 7 days */
  captureLifetimeMs?: number;
  /** API calls a shop may make per window before 429 too_many_requests; default unlimited */
  rateLimit?: RateLimit;
  /** Fastify logger option; default false */
  logger?: boolean | object;
};

export type PaymentSandbox = {
  origin: string;
  /** the v3 API base, origin + '/v3' */
  apiUrl: string;
  setNotificationUrl(shopId: string, url: string): void;
  close(): Promise<void>;
};

const MINUTE = 60_000;
const DEFAULT_REDELIVERY: Redelivery = {
  firstMs: 5_000,
  maxMs: 120_000,
  giveUpAfterMs: 30 * MINUTE,
};

/** A YooKassa v3 look-alike on its own origin: the API, the payer's page and notifications. */
export async function startPaymentSandbox(options: SandboxOptions): Promise<PaymentSandbox> {
  configureRussianMessages();
  const app = Fastify({ logger: options.logger ?? false });
  const store = new Store(options.storageFile);
  const shops = new Shops(options.shops);
  const notifier = new Notifier(store, shops, options.redelivery ?? DEFAULT_REDELIVERY, app.log);
  // The page's address names the port, which is known only once the server listens.
  let origin = '';
  const payments = new Payments(store, notifier, {
    pendingLifetimeMs: options.pendingLifetimeMs ?? 60 * MINUTE,
    captureLifetimeMs: options.captureLifetimeMs ?? 7 * 24 * 60 * MINUTE,
    delayedNotificationMs: options.delayedNotificationMs ?? MINUTE,
    pageUrl: (id) => `${origin}/pay/${encodeURIComponent(id)}`,
  });
  const refunds = new Refunds(store, payments, notifier);

  await app.register(apiRoutes, {
    prefix: '/v3',
    store,
    shops,
    payments,
    refunds,
    rateLimit: options.rateLimit,
  });
  await app.register(pageRoutes, { shops, payments });
  await app.listen({
    host: options.host ?? '127.0.0.1',
    port: options.port,
    listenTextResolver: (address) => `тестовая платёжная система принимает запросы на ${address}`,
  });
  const { port } = app.server.address() as AddressInfo;
  origin =
    options.publicUrl === undefined
      ? `http://localhost:${port}`
      : new URL(options.publicUrl).origin;
  notifier.start();

  return {
    origin,
    apiUrl: `${origin}/v3`,
    setNotificationUrl(shopId, url) {
      shops.setNotificationUrl(shopId, url);
      notifier.resume(shopId);
    },
    async close() {
      await app.close();
      await notifier.close();
    },
  };
}
