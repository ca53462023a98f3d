import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * A transaction of `Db`: it is a `Db` too, so repositories take either; this names work that
 * must be inside one (the timetable writer's).
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  ping(): Promise<void>;
  close(): Promise<void>;
};

// Found by the package's name, so it holds from the sources and from the compiled dist/ alike.
const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@peresadka/server/package.json')),
  'drizzle',
);
/** Arbitrary, shared by every instance: the advisory lock around migrating. */
const MIGRATION_LOCK = 7_301_121;

/**
 * How long PostgreSQL may take: to hand over a connection (opening one, or waiting for one of
 * the pool's), to run a statement, to grant a lock. Work that legitimately takes longer lifts
 * them for its own transaction (`liftTimeouts`).
 */
export type DatabaseTimeouts = { connectMs: number; statementMs: number; lockMs: number };

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      /** None: statements may run and wait for ever (tools run by hand). */
      timeouts?: DatabaseTimeouts;
      /** Where a connection lost outside any query is reported. */
      log?: Pick<FastifyBaseLogger, 'warn'>;
    }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined };

/** At most this many connections per process, however many requests wait (docs/scaling.md). */
const POOL_SIZE = 10;

/** Opens the database and brings its schema up to date before anything else touches it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = openPool(options.url, options.timeouts, options.log ?? console);
    const db = drizzlePostgres(pool, { schema });
    await migrateAlone(options.url, options.log ?? console);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'pglite') } : {}),
    // The seat inventory's exclusion constraint needs btree_gist.
    extensions: { btree_gist },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

const GUARDED = Symbol('begin guarded');
type GuardedClient = pg.PoolClient & { [GUARDED]?: true };

/**
 * drizzle-orm's `transaction()` on node-postgres sends BEGIN before the try/finally that gives
 * its connection back (drizzle-team/drizzle-orm#6023, open in 0.45): when BEGIN fails — the
 * connection was handed out just as PostgreSQL went away — the connection never returns, and
 * after ten such failures the pool has none left, also once PostgreSQL is back. This pool gives
 * a connection whose BEGIN failed back itself, as broken (it is drizzle's pool alone: nothing
 * else begins transactions on it).
 */
class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The pool's own queries come with a callback and release their connection themselves.
    if (callback) return super.connect(callback);
    return super.connect().then((client: GuardedClient) => {
      if (!client[GUARDED]) {
        client[GUARDED] = true;
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as { query: unknown }).query = (...args: unknown[]) => {
          const result = query(...args);
          if (isBegin(args[0]) && result instanceof Promise) {
            result.catch((error: Error) => {
              const release = client.release;
              // Whoever releases it later (a drizzle-orm with the bug fixed) finds it done.
              client.release = () => {};
              release(error);
            });
          }
          return result;
        };
      }
      return client;
    });
  }
}

const isBegin = (query: unknown) =>
  typeof query === 'object' &&
  query !== null &&
  /^begin\b/i.test(String((query as { text?: unknown }).text ?? ''));

function openPool(
  url: string,
  timeouts: DatabaseTimeouts | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): pg.Pool {
  const pool = new TransactionSafePool({
    connectionString: url,
    max: POOL_SIZE,
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.statementMs,
          lock_timeout: timeouts.lockMs,
          // A process that froze or died inside a transaction must not keep its locks.
          idle_in_transaction_session_timeout: Math.max(10_000, timeouts.statementMs * 2),
        }
      : {}),
    // A server that vanished without closing its connections (a failover, a cut cable) is
    // noticed by the kernel instead of waited on for ever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A connection the server drops (a restart, a failover, an administrator) reports an 'error'
  // event; unheard, that event would end the process. An idle connection reports it to the pool,
  // one in use (a transaction between two statements) only to itself. The query that needs it
  // fails as a database outage (503), and the pool opens a fresh connection for the next one.
  const lost = (error: Error) =>
    log.warn({ err: error }, 'соединение с PostgreSQL потеряно, будет открыто новое');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

/**
 * Several processes starting at once against one PostgreSQL (the cluster) migrate one at a
 * time: the first applies the migrations, the rest find them applied. The lock belongs to one
 * connection, so the migration runs on a connection of its own, without the pool's timeouts:
 * the others wait for the first however long it takes.
 */
async function migrateAlone(url: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => log.warn({ err: error }, 'соединение миграции потеряно'));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Lifts the timeouts for the rest of the transaction `tx`: for the work that may rightly take
 * long — loading a timetable (its trips generated between two statements), waiting for
 * another process that loads it.
 */
export async function liftTimeouts(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`
    select set_config('statement_timeout', '0', true), set_config('lock_timeout', '0', true),
           set_config('idle_in_transaction_session_timeout', '0', true)`);
}
