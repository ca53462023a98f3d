import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { SiteProcess } from '@peresadka/server/test-support/site-process';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432';
export const REDIS = 'redis://127.0.0.1:6379';

export type Release = { name: string; root: string; commit: string };
/** Every request of a load run comes from this machine: the per-address limits step aside. */
export const LOAD_ENV = {
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
  RATE_LIMIT_SUGGEST_PER_MINUTE: '1000000',
};

/** A release's running site, and the database it was given. */
export type LoadSite = Pick<SiteProcess, 'baseUrl' | 'dataDir' | 'outboxDir' | 'stop'> & {
  databaseUrl: string;
};

/** A database of the benchmark's own, emptied: each release loads its demo network afresh. */
export async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return `${POSTGRES}/${name}`;
}

/**
 * A release's site as `npm start` runs it, started by that release's own starter: on a
 * PostgreSQL database of its own and Redis under a key prefix of its own, with the per-address
 * limits raised (every request of a load run comes from 127.0.0.1; the limits are measured by
 * the abuse run, not here).
 */
export async function startRelease(
  release: Release,
  env: Record<string, string> = {},
): Promise<LoadSite> {
  const database = await freshDatabase(`bench_load_${release.name}`);
  const starter = pathToFileURL(
    path.join(release.root, 'apps/server/src/test-support/site-process.ts'),
  ).href;
  const { startSiteProcess } = (await import(starter)) as {
    startSiteProcess: (env: Record<string, string>) => Promise<SiteProcess>;
  };
  const site = await startSiteProcess({
    DATABASE_URL: database,
    REDIS_URL: REDIS,
    REDIS_KEY_PREFIX: `bench-load-${release.name}-${process.pid}:`,
    ...LOAD_ENV,
    ...env,
  });
  return { ...site, databaseUrl: database };
}
