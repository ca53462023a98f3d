import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActiveUser,
  EASY_CAPTCHA,
  signIn,
  solveCaptcha,
  type TestUser,
} from '../../test-support/accounts.ts';
import { startOwnPostgres, type OwnPostgres } from '../../test-support/own-postgres.ts';
import { startTestApp, testBackend, type TestApp } from '../../test-support/test-app.ts';
import { isDatabaseUnavailable } from './pg-errors.ts';

/** The bound the app is given here; «within the bound» below allows it generous room. */
const DEADLINE_MS = 2000;

// A PostgreSQL of the test's own, stopped and frozen; once is enough, on the PostgreSQL run.
describe.runIf(testBackend() === 'postgres')('the API while PostgreSQL is away', () => {
  let postgres: OwnPostgres;
  let t: TestApp;
  let authorization: string;
  let user: TestUser;
  beforeAll(async () => {
    postgres = await startOwnPostgres();
    t = await startTestApp(
      {
        ...EASY_CAPTCHA,
        DATABASE_URL: postgres.url,
        API_DEADLINE_MS: String(DEADLINE_MS),
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '1000',
        DATABASE_LOCK_TIMEOUT_MS: '500',
      },
      { background: false },
    );
    user = await createActiveUser(t.database.db, 'outage');
    authorization = `JWT ${(await signIn(t.app, user)).access}`;
  });
  afterAll(async () => {
    await t?.close();
    await postgres?.destroy();
  });

  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
  const profile = () =>
    t.app.inject({ method: 'GET', url: '/api/v1/get_info', headers: { authorization } });
  /** Asks until `ask` answers `status`, for at most 15 s. */
  const until = async (status: number, ask: () => ReturnType<typeof health>) => {
    for (const started = Date.now(); Date.now() - started < 15_000;) {
      if ((await ask()).statusCode === status) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no ${status} within 15 s`);
  };
  /** The owner asks for a reset letter, from the address they signed in from. */
  const reset = async () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/reset_password/',
      payload: { email: user.email, captcha: await solveCaptcha(t.app) },
    });
  const expectOutage = (res: Awaited<ReturnType<typeof health>>) => {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 'unavailable',
      detail: 'Сервис временно недоступен. Повторите через 5 с.',
    });
  };

  it('stopped: answers 503 in Russian with Retry-After, and recovers without a restart', async () => {
    // Transactions holding their connections as PostgreSQL stops, and others getting theirs
    // at that moment: the 'error' event of a connection in use, heard by nobody, used to end
    // the process, and a BEGIN that failed kept its connection from the pool for good.
    let stopped!: () => void;
    const stopping = new Promise<void>((resolve) => (stopped = resolve));
    const transaction = (holding: boolean) =>
      t.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          if (holding) await stopping;
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
    // Ten connections open, five of them idle when the others begin.
    await Promise.all(
      Array.from({ length: 10 }, () => t.database.db.execute(sql`select pg_sleep(0.1)`)),
    );
    const holding = Array.from({ length: 5 }, () => transaction(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const starting = Array.from({ length: 5 }, () => transaction(false));
    await postgres.stop();
    stopped();
    for (const failure of await Promise.all(holding)) {
      expect(isDatabaseUnavailable(failure)).toBe(true);
    }
    await Promise.all(starting);

    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({
      status: 'unavailable',
      db: 'postgres',
      checks: { database: 'unavailable' },
    });
    expectOutage(await profile());
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    // Tries that sent no letter use none of the owner's three an hour.
    for (let i = 0; i < 4; i++) expectOutage(await reset());

    await postgres.start();
    await until(200, health);
    expect((await profile()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
    // Every connection of the pool is to be had again: ten transactions at once, each waiting
    // until all ten are in.
    let inside = 0;
    let allInside!: () => void;
    const full = new Promise<void>((resolve) => (allInside = resolve));
    await Promise.all(
      Array.from({ length: 10 }, () =>
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          if (++inside === 10) allInside();
          await full;
        }),
      ),
    );
  });

  it('frozen: answers 503 within the bound instead of hanging, and recovers', async () => {
    postgres.freeze();
    try {
      const started = Date.now();
      const [down, answer] = await Promise.all([health(), profile()]);
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 4000);
      expect(down.statusCode).toBe(503);
      expect(down.json().checks).toEqual({ database: 'unavailable' });
      expectOutage(answer);
    } finally {
      postgres.thaw();
    }
    await until(200, profile);
  });

  it('ends a statement or a lock wait past its timeout, as an outage', async () => {
    const slow = await t.database.db.execute(sql`select pg_sleep(5)`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(slow)).toBe(true);
    await t.database.db.execute(sql`create table if not exists outage_lock (id int)`);
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table outage_lock in exclusive mode`);
      await holding;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const waiting = await t.database.db
        .transaction((tx) => tx.execute(sql`lock table outage_lock in exclusive mode`))
        .catch((e: unknown) => e);
      expect(isDatabaseUnavailable(waiting)).toBe(true);
    } finally {
      release();
      await holder;
    }
  });
});
