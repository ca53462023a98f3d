import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerStatusesOf } from '@peresadka/contracts/api-answers';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { openDatabase, type Database, type DatabaseTimeouts } from '../infra/db/database.ts';
import { apiCallOf } from '../infra/http/openapi.ts';
import { startTestTrains, type TestTrains } from './train-supplier.ts';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The train seats' owner: the IM sandbox (TEST_TRAIN_SUPPLIER=im, the default) or local. */
  trains: TestTrains;
  /**
   * Stops the app and starts a new one on the same database, as a restart of the process
   * would: whatever the old one kept only in memory is gone.
   */
  restart(options?: Omit<BuildOptions, 'database'>): Promise<void>;
  /** A second instance of the app on the same database, as behind a load balancer. */
  another(options?: Omit<BuildOptions, 'database'>): Promise<FastifyInstance>;
  close(): Promise<void>;
};

/**
 * Boots the real app on the backend chosen by the test project (TEST_DB): an in-memory
 * PGlite, or a brand-new database on the local PostgreSQL that is dropped afterwards — or, when
 * `env` names a DATABASE_URL (a PostgreSQL of the test's own), on that one.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'peresadka-test-'));
  const trains = await startTestTrains(
    env.TRAIN_SUPPLIER === 'local' || env.TRAIN_SUPPLIER === 'im' ? env.TRAIN_SUPPLIER : undefined,
    options.now ? { now: options.now } : {},
  );
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...trains.env,
    ...env,
  });
  // With the timeouts `npm start` gives its pool, so the tests meet them too.
  const { database, drop } = config.databaseUrl
    ? {
        database: await openDatabase({
          kind: 'postgres',
          url: config.databaseUrl,
          timeouts: config.timeouts.database,
          // Its outages are the test's doing: as silent as the app's own log.
          log: { warn: () => {} },
        }),
        drop: async () => {},
      }
    : await openTestDatabase(config.timeouts.database);
  const undeclared = new Set<string>();
  const started = async (more: Omit<BuildOptions, 'database'>) => {
    const app = await buildApp(config, { ...more, database });
    recordUndeclaredStatuses(app, undeclared);
    await app.ready();
    return app;
  };
  const t: TestApp = {
    app: await started(options),
    database,
    dataDir,
    trains,
    another: (more = options) => started(more),
    async restart(more = options) {
      await t.app.close();
      t.app = await started(more);
    },
    async close() {
      await t.app.close();
      await trains.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (undeclared.size > 0) {
        throw new Error(
          `The server answered statuses its OpenAPI entry does not declare (add them to the call's errors in packages/contracts/src/api-calls.ts): ${[...undeclared].join(', ')}`,
        );
      }
    },
  };
  return t;
}

/**
 * Every API test also holds the server to the OpenAPI document: an answer whose status the
 * API table does not declare for its call is kept, and the test app's close fails on it.
 */
function recordUndeclaredStatuses(app: FastifyInstance, undeclared: Set<string>): void {
  app.addHook('onResponse', async (request, reply) => {
    const call = apiCallOf(request.method, request.routeOptions.url);
    if (call && !answerStatusesOf(call).includes(reply.statusCode)) {
      undeclared.add(`${call.method} ${call.path} → ${reply.statusCode}`);
    }
  });
}

export const testBackend = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function openTestDatabase(
  timeouts: DatabaseTimeouts,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (testBackend() === 'pglite') {
    return {
      database: await openDatabase({ kind: 'pglite', dataDir: undefined }),
      drop: async () => {},
    };
  }
  const { url, drop } = await createTestPostgres();
  return { database: await openDatabase({ kind: 'postgres', url, timeouts }), drop };
}

/** A brand-new database on the local PostgreSQL, for a test's own processes to share. */
export async function createTestPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `peresadka_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdmin(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
