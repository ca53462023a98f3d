import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { ConfigError, loadConfig } from '@peresadka/server/config';
import { freePort } from '@peresadka/server/net/free-port';
import { waitForHealth } from '@peresadka/server/net/wait-for-health';
import { startBuiltInImSandbox } from '@peresadka/server/built-in-im-sandbox';
import { startBuiltInSandbox } from '@peresadka/server/built-in-sandbox';
import { ApiProcess } from './api-process.ts';
import { BROTLI_STATIC_MODULE, nginxConfig } from './nginx-config.ts';
import { repoRoot, serverProgram } from './paths.ts';

const NGINX = '/usr/sbin/nginx';
const LOCAL_DATABASE = 'postgres://postgres@127.0.0.1:5432/peresadka';

const unset = (v: unknown) => (v === '' ? undefined : v);
const ZClusterEnv = z.object({
  CLUSTER_PROCESSES: z.coerce.number().int().min(1).max(64).default(2),
  CLUSTER_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** The first API process's port, the next ones follow; 0: any free ports. */
  CLUSTER_API_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  DATABASE_URL: z.preprocess(unset, z.url().optional()),
  REDIS_URL: z.preprocess(unset, z.url().default('redis://127.0.0.1:6379')),
});

/**
 * `npm run start:cluster`: the production shape on one machine — nginx (Debian's package) in
 * front of CLUSTER_PROCESSES API processes, all on one PostgreSQL (DATABASE_URL, by default
 * the local one's database `peresadka`, made if missing) and one Redis (REDIS_URL), so any
 * process answers any request. SIGTERM or Ctrl+C drains it: nginx first, then every process.
 */
async function main(): Promise<void> {
  const parsed = ZClusterEnv.safeParse(process.env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const cluster = parsed.data;
  ensureDebian('nginx', NGINX);
  ensureDebian('libnginx-mod-http-brotli-static', BROTLI_STATIC_MODULE);
  const databaseUrl = cluster.DATABASE_URL ?? (await localDatabase(LOCAL_DATABASE));
  const publicUrl = process.env.PUBLIC_URL || `http://localhost:${cluster.CLUSTER_PORT}`;
  const shared = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: cluster.REDIS_URL,
    PUBLIC_URL: publicUrl,
  };
  // Read once here, so every process signs with the same secrets (development generates them
  // into DATA_DIR on first start).
  const config = loadConfig({ ...shared, PORT: String(cluster.CLUSTER_PORT) });
  if (!existsSync(path.join(config.webDistDir, 'index.html'))) {
    throw new Error(`Нет сборки сайта в ${config.webDistDir}: выполните npm run build`);
  }
  if (!existsSync(serverProgram)) {
    throw new Error(`Нет сборки сервера (${serverProgram}): выполните npm run build`);
  }
  const sandboxNeeded = config.payment.provider === 'sandbox' && config.payment.sandbox.runHere;
  const ports: number[] = [];
  for (let i = 0; i < cluster.CLUSTER_PROCESSES; i++) {
    ports.push(
      cluster.CLUSTER_API_PORT === 0 ? await freePort(ports) : cluster.CLUSTER_API_PORT + i,
    );
  }

  type Sandbox = Awaited<ReturnType<typeof startBuiltInSandbox>>;
  type TrainSupplier = Awaited<ReturnType<typeof startBuiltInImSandbox>>;
  const parts: {
    sandbox?: Sandbox;
    trainSupplier?: TrainSupplier;
    processes: ApiProcess[];
    nginx?: ChildProcess;
  } = { processes: [] };
  let stopping = false;
  const running = (child: ChildProcess | undefined): child is ChildProcess =>
    child !== undefined && child.exitCode === null && child.signalCode === null;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.info('Остановка кластера: nginx, затем процессы API');
    const { nginx } = parts;
    if (running(nginx)) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      // SIGQUIT: nginx stops accepting and finishes the requests it is proxying.
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(parts.processes.map((api) => api.stop()));
    await parts.sandbox?.close();
    await parts.trainSupplier?.close();
    process.exit(code);
  };
  // A signal may come more than once (from the terminal's group and from npm passing it on):
  // the stop runs once. The children have process groups of their own, so the terminal's
  // Ctrl+C reaches them only through this orderly stop.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
  process.once('exit', () => {
    for (const api of parts.processes) api.abandon();
    if (running(parts.nginx)) parts.nginx.kill();
  });

  try {
    if (sandboxNeeded) {
      parts.sandbox = await startBuiltInSandbox(
        config,
        `http://127.0.0.1:${cluster.CLUSTER_PORT}/api/v1/payment/checkout/`,
      );
    }
    const sandboxApi = parts.sandbox ? { PAYMENT_API_URL: parts.sandbox.apiUrl } : {};
    // One IM sandbox owns the train seats for every process, as one supplier would.
    if (config.trains.im.sandbox.runHere) {
      parts.trainSupplier = await startBuiltInImSandbox(config);
    }
    const trainSupplierApi = parts.trainSupplier
      ? {
          IM_API_URL: parts.trainSupplier.origin,
          IM_LOGIN: config.trains.im.login,
          IM_PASSWORD: config.trains.im.password,
          IM_POS: config.trains.im.pos,
        }
      : {};
    parts.processes = ports.map(
      (port) =>
        new ApiProcess(port, {
          ...shared,
          HOST: '127.0.0.1',
          DATA_DIR: config.dataDir,
          // The client's address comes from nginx's X-Forwarded-For, and only from nginx.
          TRUST_PROXY: '127.0.0.1',
          JWT_SECRET: config.secrets.JWT_SECRET,
          PAYMENT_SECRET: config.secrets.PAYMENT_SECRET,
          CAPTCHA_SECRET: config.secrets.CAPTCHA_SECRET,
          TICKET_SIGNING_KEY: config.secrets.TICKET_SIGNING_KEY,
          ...sandboxApi,
          ...trainSupplierApi,
        }),
    );
    await Promise.all(parts.processes.map((api) => api.start()));

    const runDir = path.join(config.dataDir, 'nginx');
    mkdirSync(runDir, { recursive: true });
    // nginx's workers (another user when started by root) make their temporary folders here.
    chmodSync(runDir, 0o755);
    const configFile = path.join(runDir, 'nginx.conf');
    writeFileSync(
      configFile,
      nginxConfig({
        listen: String(cluster.CLUSTER_PORT),
        upstreams: parts.processes.map((api) => `127.0.0.1:${api.port}`),
        distDir: config.webDistDir,
        runDir,
      }),
    );
    const nginx = spawn(
      NGINX,
      ['-p', runDir, '-c', configFile, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'inherit', 'inherit'], detached: true },
    );
    parts.nginx = nginx;
    nginx.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`nginx завершился (${signal ?? `код ${code}`})`);
      void stop(1);
    });
    await waitForHealth(`http://127.0.0.1:${cluster.CLUSTER_PORT}`, nginx);
  } catch (error) {
    console.error(`Кластер не запустился: ${String(error)}`);
    await stop(1);
    return;
  }

  console.info(
    `Кластер Пересадки работает: ${publicUrl} — nginx и ${parts.processes.length} процесса API ` +
      `(PostgreSQL: ${new URL(databaseUrl).pathname.slice(1)}, Redis: ${cluster.REDIS_URL})`,
  );
  for (const api of parts.processes) console.info(`процесс API: ${api.url} (pid ${api.pid})`);
}

/** Installs a Debian package when what the cluster needs of it is missing. */
function ensureDebian(pkg: string, file: string): void {
  execFileSync('bash', [path.join(repoRoot, 'scripts/ensure-debian-tools.sh'), pkg, file], {
    stdio: 'inherit',
  });
}

/** The local PostgreSQL's database for the cluster, made on the first start. */
async function localDatabase(url: string): Promise<string> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return url;
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Кластер не запустился: ${String(error)}`,
  );
  process.exit(1);
});
