import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built-in payment sandbox's page: another origin, as a real provider's is. */
    paymentOrigin: string;
    /** Where the server writes its mail as .eml files (no SMTP in the e2e run). */
    outboxDir: string;
    /** Where journeys leave the accounts they share with later files of the run. */
    accountsDir: string;
  }
}

/**
 * Starts the real server once for the whole run, on a free port with a fresh data folder,
 * serving the web build that `npm run test:e2e` has just made (nothing is built twice).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(
    'bash',
    [
      path.join(root, 'scripts/ensure-debian-tools.sh'),
      'chromium',
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ],
    { stdio: 'inherit' },
  );
  const dist = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(dist))
    throw new Error('Нет сборки сайта: запустите npm run test:e2e (он собирает сайт).');

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandboxPort = await freePort([port]);
  // Another host name as well as another port: the payer comes back from another site, so the
  // session must survive a cross-site return as it does from a real provider.
  const paymentOrigin = `http://localhost:${sandboxPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'peresadka-e2e-'));
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseUrl,
        PAYMENT_SANDBOX_PORT: String(sandboxPort),
        PAYMENT_SANDBOX_URL: paymentOrigin,
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        // Every journey comes from one address, faster than a person: the per-address bounds
        // of searching would take the run for a script (they have API tests of their own).
        RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
        RATE_LIMIT_SUGGEST_PER_MINUTE: '100000',
        COMBINED_QUEUE_PER_CLIENT: '32',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('paymentOrigin', paymentOrigin);
  project.provide('outboxDir', path.join(dataDir, 'outbox'));
  project.provide('accountsDir', path.join(dataDir, 'e2e-accounts'));

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** A port nobody listens on now, other than those already handed out. */
async function freePort(taken: number[] = []): Promise<number> {
  for (;;) {
    const port = await probePort();
    if (!taken.includes(port)) return port;
  }
}

function probePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('нет порта')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Сервер завершился с кодом ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error('Сервер не ответил на /api/health за 90 с');
}
