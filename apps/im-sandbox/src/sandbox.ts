import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { Partners, type ImPartner } from './auth.ts';
import type { TrainCatalogue } from './catalogue.ts';
import { faultRoutes } from './fault-routes.ts';
import { Faults, type FaultControl } from './faults.ts';
import { ImCalls } from './im-calls.ts';
import { OrderLocks } from './order-locks.ts';
import { orderRoutes } from './order-routes.ts';
import { Orders } from './orders.ts';
import { useProtocolTransport } from './protocol.ts';
import { Railway } from './railway.ts';
import { searchRoutes } from './search-routes.ts';
import { MINUTE_MS } from './wall-clock.ts';
import type { World } from './world.ts';

export type { ImPartner } from './auth.ts';
export type { FaultControl, FaultRule } from './faults.ts';

export type ImSandboxOptions = {
  /** default 127.0.0.1 */
  host?: string;
  /** 0 = any free port */
  port: number;
  catalogue: TrainCatalogue;
  partners: ImPartner[];
  /** Its own journal: a restart keeps every order and balance. In memory only without it. */
  storageFile?: string;
  /** Tests move the clock. */
  now?: () => Date;
  /** The reservation's hold (ConfirmTill); default 15. */
  confirmMinutes?: number;
  /** VoidTill after Confirm; default 10. */
  voidMinutes?: number;
  /** Each partner's starting railway balance; default 10 000 000 ₽. */
  balanceKopecks?: number;
  /** Fastify logger option; default false. */
  logger?: boolean | object;
};

export type ImSandbox = {
  /** http://127.0.0.1:PORT — the protocol's base: POST {origin}/{Area}/V1/{Group}/{Method}. */
  origin: string;
  /** Protocol calls received by path, for tests and benchmarks that count supplier calls. */
  calls(): Record<string, number>;
  resetCalls(): void;
  faults: FaultControl;
  /**
   * Sells another timetable's trains from now on (a test loads its own network); orders made
   * keep their trains.
   */
  setCatalogue(catalogue: TrainCatalogue): void;
  close(): Promise<void>;
};

/**
 * The IM («Инновационная мобильность») partner API on its own origin, selling the seats of the
 * catalogue's trains: the site reaches it only over HTTP, as it would reach IM.
 */
export async function startImSandbox(options: ImSandboxOptions): Promise<ImSandbox> {
  const app = Fastify({ logger: options.logger ?? false });
  const orders = Orders.open(options.storageFile, options.balanceKopecks ?? 10_000_000_00);
  const world: World = {
    railway: new Railway(options.catalogue),
    orders,
    now: () => (options.now?.() ?? new Date()).getTime(),
    confirmMs: (options.confirmMinutes ?? 15) * MINUTE_MS,
    voidMs: (options.voidMinutes ?? 10) * MINUTE_MS,
  };
  const faults = new Faults();
  const calls = new ImCalls(app, faults, new OrderLocks());
  useProtocolTransport(app, new Partners(options.partners));
  searchRoutes(calls, world);
  orderRoutes(calls, world);
  faultRoutes(app, faults);
  try {
    await app.listen({
      host: options.host ?? '127.0.0.1',
      port: options.port,
      listenTextResolver: (address) => `тестовый поставщик ИМ принимает запросы на ${address}`,
    });
  } catch (error) {
    orders.close();
    throw error;
  }
  const { address, port } = app.server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    origin: `http://${host}:${port}`,
    calls: () => calls.counted(),
    resetCalls: () => calls.reset(),
    faults,
    setCatalogue(catalogue) {
      world.railway = new Railway(catalogue);
    },
    async close() {
      await app.close();
      orders.close();
    },
  };
}
