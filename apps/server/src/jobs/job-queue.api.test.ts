import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { backoffMs, JobQueue } from './job-queue.ts';

describe(`durable jobs on ${testBackend()}`, () => {
  let t: TestApp;
  let clock = new Date('2026-12-01T10:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    t = await startTestApp({}, { background: false });
  });
  afterAll(() => t?.close());

  /** A queue as one server instance has it, recording what it ran. */
  const instance = (ran: string[], fail = new Set<string>()) => {
    const queue = new JobQueue({ db: t.database.db, now, log: t.app.log, maxAttempts: 3 });
    const enqueue = queue.define({
      kind: 'test-note',
      payload: z.object({ note: z.string() }),
      async run({ note }) {
        if (fail.has(note)) throw new Error(`cannot ${note}`);
        await new Promise((r) => setTimeout(r, 5));
        ran.push(note);
      },
    });
    return { queue, enqueue };
  };
  const inTx = (work: (tx: Db) => Promise<void>) => t.database.db.transaction((tx) => work(tx));

  it('runs each job once across instances, and a job enqueued by a rolled-back change never', async () => {
    const ranA: string[] = [];
    const ranB: string[] = [];
    const a = instance(ranA);
    const b = instance(ranB);
    await inTx(async (tx) => {
      for (let i = 0; i < 30; i++) await a.enqueue(tx, { note: `n${i}` });
      await a.enqueue(tx, { note: 'once' }, 'once-key');
      await a.enqueue(tx, { note: 'twice' }, 'once-key');
    });
    await expect(
      inTx(async (tx) => {
        await a.enqueue(tx, { note: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    await Promise.all([a.queue.runDue(), b.queue.runDue(), a.queue.runDue(), b.queue.runDue()]);
    const all = [...ranA, ...ranB].sort();
    expect(all).toHaveLength(31);
    expect(new Set(all).size).toBe(31);
    expect(all).toContain('once');
    expect(all).not.toContain('twice');
    expect(all).not.toContain('rolled back');
  });

  it('retries a failing job later, survives a restart, and gives up after its attempts', async () => {
    const fail = new Set(['flaky', 'hopeless']);
    const before = instance([], fail);
    await inTx(async (tx) => {
      await before.enqueue(tx, { note: 'flaky' });
      await before.enqueue(tx, { note: 'hopeless' });
    });
    await before.queue.runDue();
    expect(await before.queue.runDue()).toBe(0);

    clock = new Date(clock.getTime() + backoffMs(1));
    fail.delete('flaky');
    const ran: string[] = [];
    const after = instance(ran, fail);
    await after.queue.runDue();
    expect(ran).toEqual(['flaky']);

    clock = new Date(clock.getTime() + backoffMs(2) + backoffMs(3));
    await after.queue.runDue();
    await after.queue.runDue();
    const [row] = rowsOf<{ failed: boolean; attempts: number; last_error: string }>(
      await t.database.db.execute(sql`
        select failed_at is not null as failed, attempts, last_error from jobs
        where payload->>'note' = 'hopeless'`),
    );
    expect(row).toEqual({ failed: true, attempts: 3, last_error: 'cannot hopeless' });
  });

  it('takes over a job whose instance died holding it once the claim runs out', async () => {
    const first = instance([]);
    await inTx((tx) => first.enqueue(tx, { note: 'orphan' }));
    const claimed = rowsOf(
      await t.database.db.execute(sql`
        update jobs set locked_until = ${new Date(clock.getTime() + 60_000).toISOString()}::timestamptz,
                        attempts = attempts + 1
        where payload->>'note' = 'orphan' returning id`),
    );
    expect(claimed).toHaveLength(1);
    const ran: string[] = [];
    const second = instance(ran);
    await second.queue.runDue();
    expect(ran).toEqual([]);
    clock = new Date(clock.getTime() + 61_000);
    await second.queue.runDue();
    expect(ran).toEqual(['orphan']);
  });
});
