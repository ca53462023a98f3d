import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';

export type NewJob = {
  kind: string;
  payload: unknown;
  /** A second job with the same key is dropped: the work happens once per cause. */
  dedupeKey?: string;
  runAt: Date;
};

export type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number };

/** The jobs table: the outbox written inside business transactions and the claims on it. */
export class JobsRepository {
  /** Inside the caller's transaction, so the job exists exactly when the change it follows does. */
  async enqueue(tx: Db, job: NewJob, now: Date): Promise<void> {
    await tx.execute(sql`
      insert into jobs (kind, payload, dedupe_key, run_at, created_at)
      values (${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.dedupeKey ?? null},
              ${job.runAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      on conflict (dedupe_key) do nothing`);
  }

  /**
   * Claims due jobs nobody holds, for `leaseMs`: another instance skips them until the lease
   * ends, and takes them over if this one died with them.
   */
  async claim(db: Db, now: Date, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
    const at = now.toISOString();
    return rowsOf<ClaimedJob>(
      await db.execute(sql`
        with due as (
          select id from jobs
          where done_at is null and failed_at is null and run_at <= ${at}::timestamptz
            and (locked_until is null or locked_until <= ${at}::timestamptz)
          order by run_at limit ${limit} for update skip locked)
        update jobs set locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
                        attempts = jobs.attempts + 1
        from due where jobs.id = due.id
        returning jobs.id::int as id, jobs.kind, jobs.payload, jobs.attempts`),
    );
  }

  async done(db: Db, id: number, now: Date): Promise<void> {
    await db.execute(sql`
      update jobs set done_at = ${now.toISOString()}::timestamptz, locked_until = null
      where id = ${id}`);
  }

  async retryAt(db: Db, id: number, runAt: Date, error: string): Promise<void> {
    await db.execute(sql`
      update jobs set run_at = ${runAt.toISOString()}::timestamptz, locked_until = null,
                      last_error = ${error}
      where id = ${id}`);
  }

  async fail(db: Db, id: number, now: Date, error: string): Promise<void> {
    await db.execute(sql`
      update jobs set failed_at = ${now.toISOString()}::timestamptz, locked_until = null,
                      last_error = ${error}
      where id = ${id}`);
  }
}
