import { randomBytes } from 'node:crypto';
import { catalogueOfFeed, type TrainCatalogue } from '@peresadka/im-sandbox/catalogue';
import { startImSandbox, type ImSandbox } from '@peresadka/im-sandbox/sandbox';
import type { DemoFeed } from '@peresadka/geo/demo-timetable/demo-feed';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { IM_SANDBOX_PARTNER } from '../config/config.ts';
import type { Db } from '../infra/db/database.ts';
import { orders } from '../infra/db/schema.ts';
import { ImClient } from '../suppliers/im/im-client.ts';
import { orderOfInfo } from '../suppliers/im/im-order-answers.ts';
import { orderInfoRequest } from '../suppliers/im/im-order-requests.ts';
import type { SupplierOrder } from '../suppliers/train-supplier.ts';
import type { DemoGeography } from '../timetable/load-demo.ts';

/** Who owns the train seats in this test run: TEST_TRAIN_SUPPLIER, the IM sandbox by default. */
export const testTrainSupplier = (): 'im' | 'local' =>
  process.env.TEST_TRAIN_SUPPLIER === 'local' ? 'local' : 'im';

/**
 * The train seats' owner of a test app: with `im`, a real IM sandbox on a loopback port (the
 * app talks to it over HTTP, as to IM), selling whatever network the test loads (`feed`); with
 * `local`, the app's own inventory and nothing to start.
 */
export type TestTrains = {
  kind: 'im' | 'local';
  /** The sandbox, to count its calls or make it misbehave; absent with `local`. */
  sandbox: ImSandbox | undefined;
  /** The app's environment for this supplier. */
  env: Record<string, string>;
  /** Makes the supplier sell the trains of a network the test just loaded. */
  feed(geography: DemoGeography, feed: DemoFeed): void;
  /** Stops the supplier (the app finds nobody there) until `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same address, selling the same trains, its orders forgotten. */
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function startTestTrains(
  kind: 'im' | 'local' = testTrainSupplier(),
  options: { now?: () => Date } = {},
): Promise<TestTrains> {
  if (kind === 'local') {
    const nothing = async () => {};
    return {
      kind,
      sandbox: undefined,
      env: { TRAIN_SUPPLIER: 'local' },
      feed() {},
      stop: nothing,
      start: nothing,
      close: nothing,
    };
  }
  const password = randomBytes(18).toString('base64url');
  let catalogue: TrainCatalogue = { stations: [], cities: [], carriers: {}, trains: [] };
  const open = (port: number) =>
    startImSandbox({
      port,
      catalogue,
      partners: [{ ...IM_SANDBOX_PARTNER, password }],
      ...(options.now ? { now: options.now } : {}),
    });
  let sandbox: ImSandbox | undefined = await open(0);
  const origin = sandbox.origin;
  const trains: TestTrains = {
    kind,
    sandbox,
    env: {
      TRAIN_SUPPLIER: 'im',
      IM_API_URL: origin,
      IM_LOGIN: IM_SANDBOX_PARTNER.login,
      IM_PASSWORD: password,
      IM_POS: IM_SANDBOX_PARTNER.pos,
    },
    feed(geography, feed) {
      catalogue = catalogueOfFeed(feed, geography);
      sandbox?.setCatalogue(catalogue);
    },
    async stop() {
      await sandbox?.close();
      sandbox = trains.sandbox = undefined;
    },
    async start() {
      sandbox = trains.sandbox = await open(Number(new URL(origin).port));
    },
    close: () => trains.stop(),
  };
  return trains;
}

/** The IM protocol as the test's app speaks it, for a test to ask the supplier itself. */
export const imClientOf = (t: { trains: TestTrains; app: { log: FastifyBaseLogger } }) =>
  new ImClient(
    {
      apiUrl: t.trains.env.IM_API_URL!,
      login: t.trains.env.IM_LOGIN!,
      password: t.trains.env.IM_PASSWORD!,
      pos: t.trains.env.IM_POS!,
    },
    t.app.log,
  );

/** What the supplier itself says of our order: its own record, read by OrderInfo. */
export async function supplierOrderOf(
  t: { trains: TestTrains; app: { log: FastifyBaseLogger }; database: { db: Db } },
  orderId: number,
): Promise<SupplierOrder> {
  const [row] = await t.database.db
    .select({ id: orders.supplierOrderId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return orderOfInfo(
    await imClientOf(t).call('Order/V1/Info/OrderInfo', orderInfoRequest({ orderId: row!.id! })),
  );
}
