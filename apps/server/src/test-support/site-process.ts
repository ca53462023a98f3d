import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../infra/net/free-port.ts';
import { waitForHealth } from '../infra/net/wait-for-health.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

export type SiteProcess = {
  baseUrl: string;
  /** The built-in payment sandbox's page: another origin, as a real provider's is. */
  paymentOrigin: string;
  /** The built-in IM sandbox the site sells trains through (its fault switches are here). */
  trainSupplierOrigin: string;
  dataDir: string;
  /** Where the server writes its mail as .eml files (no SMTP here). */
  outboxDir: string;
  /** SIGTERM, as an operator stops it; the data folder goes too unless the caller gave it. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash: nothing is drained, the data folder stays for a restart. */
  kill(): Promise<void>;
};

/**
 * What the process runs: the compiled server, as `npm start` and production do (after
 * `npm run build`: the end-to-end journeys and the web benchmark), or its TypeScript sources
 * through tsx (tests that run before any build).
 */
const PROGRAMS = {
  build: [path.join(root, 'apps/server/dist/main.js')],
  sources: ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
};

/**
 * The real site as `npm start` runs it — its own process, the web build it serves, the
 * sandbox payment provider — on free ports with a fresh data folder (or `dataDir`, to start
 * again where a killed one left off), for the end-to-end journeys, the crash tests and the web
 * benchmark, with `env` on top. The web must be built first for its pages.
 */
export async function startSiteProcess(
  env: Record<string, string> = {},
  options: { dataDir?: string; program?: keyof typeof PROGRAMS } = {},
): Promise<SiteProcess> {
  const program = PROGRAMS[options.program ?? 'sources'];
  if (!existsSync(program.at(-1)!)) {
    throw new Error(`Нет ${program.at(-1)}: сначала npm run build.`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandboxPort = await freePort([port]);
  const trainSupplierPort = await freePort([port, sandboxPort]);
  // Another host name as well as another port: the payer comes back from another site, so the
  // session must survive a cross-site return as it does from a real provider.
  const paymentOrigin = `http://localhost:${sandboxPort}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'peresadka-site-'));
  const server = spawn(process.execPath, ['--enable-source-maps', ...program], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      PAYMENT_SANDBOX_PORT: String(sandboxPort),
      PAYMENT_SANDBOX_URL: paymentOrigin,
      IM_SANDBOX_PORT: String(trainSupplierPort),
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  const ended = (signal: NodeJS.Signals) => {
    if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
    const exit = new Promise((resolve) => server.once('exit', resolve));
    server.kill(signal);
    return exit;
  };
  return {
    baseUrl,
    paymentOrigin,
    trainSupplierOrigin: `http://127.0.0.1:${trainSupplierPort}`,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    async stop() {
      await ended('SIGTERM');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      await ended('SIGKILL');
    },
  };
}
