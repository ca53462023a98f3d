import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@peresadka/server/net/free-port';
import { freshDatabase, LOAD_ENV, REDIS } from './site.ts';
import type { LoadSite, Release } from './site.ts';

export type ClusterSite = LoadSite & {
  /** The API processes behind nginx, by port: the one to kill, the one to ask directly. */
  apis: { url: string; port: number }[];
};

/** This run's environment without what would make a started process think it is a test. */
export const benchEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|VITEST|TEST)/.test(name)),
  );

/**
 * A release's `npm run start:cluster` (nginx in front of `processes` API processes), started
 * as an operator starts it, on a PostgreSQL database and a Redis key prefix of its own.
 */
export async function startCluster(
  release: Release,
  processes = 2,
  env: Record<string, string> = {},
  /** Names the database, so parts can run side by side. */
  part = 'search',
): Promise<ClusterSite> {
  const databaseUrl = await freshDatabase(`bench_load_cluster_${release.name}_${part}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-cluster-'));
  // Parts started before the cluster (a payment provider notifying it) are told its address.
  const port = env.CLUSTER_PORT ? Number(env.CLUSTER_PORT) : await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(release.root, 'deploy/start-cluster.ts')],
    {
      cwd: release.root,
      // Its own process group: stopping it reaches the script, nginx and the processes.
      detached: true,
      env: {
        ...benchEnv(),
        ...LOAD_ENV,
        CLUSTER_PROCESSES: String(processes),
        CLUSTER_PORT: String(port),
        CLUSTER_API_PORT: '0',
        PAYMENT_SANDBOX_PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: REDIS,
        REDIS_KEY_PREFIX: `bench-load-cluster-${process.pid}:`,
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const apis = await new Promise<{ url: string; port: number }[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`кластер не запустился:\n${output}`)), 240_000);
    child.once('exit', (code) => reject(new Error(`кластер завершился: ${code}\n${output}`)));
    child.stdout!.on('data', () => {
      const lines = [...output.matchAll(/процесс API: (http:\/\/127\.0\.0\.1:(\d+))/g)];
      if (lines.length === processes) {
        clearTimeout(timer);
        resolve(lines.map((line) => ({ url: line[1]!, port: Number(line[2]) })));
      }
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl,
    apis,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
