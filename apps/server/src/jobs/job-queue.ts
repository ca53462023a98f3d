import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../infra/db/database.ts';
import { every } from './periodic.ts';
import { JobsRepository, type ClaimedJob } from './jobs-repository.ts';

/** A kind of job: its payload's schema and the work. The work must bear being done twice. */
export type JobKind<Payload> = {
  kind: string;
  payload: z.ZodType<Payload>;
  run(payload: Payload): Promise<void>;
};

type Options = {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How long a claim lasts: longer than any one job may take. */
  leaseMs?: number;
  /** After this many attempts a job is given up and logged as an error for the operator. */
  maxAttempts?: number;
};

const BATCH = 20;

/**
 * Durable jobs in the database: written by `enqueue` inside the transaction of the change
 * that causes them (the transactional outbox), run at least once by whichever instance claims
 * them, retried with backoff after a failure, and kept across restarts.
 */
export class JobQueue {
  private readonly repo = new JobsRepository();
  private readonly kinds = new Map<string, JobKind<unknown>>();
  private readonly leaseMs: number;
  private readonly maxAttempts: number;

  constructor(private readonly options: Options) {
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.maxAttempts = options.maxAttempts ?? 25;
  }

  /**
   * Makes a kind known and answers its `enqueue`: in the caller's transaction, at once or
   * `delayMs` later (work that is only needed if something else did not happen meanwhile).
   */
  define<Payload>(
    kind: JobKind<Payload>,
  ): (tx: Db, payload: Payload, dedupeKey?: string, delayMs?: number) => Promise<void> {
    this.kinds.set(kind.kind, kind as JobKind<unknown>);
    return (tx, payload, dedupeKey, delayMs = 0) =>
      this.repo.enqueue(
        tx,
        {
          kind: kind.kind,
          payload,
          runAt: new Date(this.options.now().getTime() + delayMs),
          ...(dedupeKey ? { dedupeKey } : {}),
        },
        this.options.now(),
      );
  }

  /** Runs every due job once; answers how many ran. The runner calls it, and so do tests. */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await this.repo.claim(
        this.options.db,
        this.options.now(),
        BATCH,
        this.leaseMs,
      );
      for (const job of claimed) await this.runOne(job);
      ran += claimed.length;
      if (claimed.length < BATCH) return ran;
    }
  }

  start(everyMs: number): () => Promise<void> {
    return every(everyMs, () => this.runDue(), this.options.log, 'очередь заданий не обработана');
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const { db, now, log } = this.options;
    const kind = this.kinds.get(job.kind);
    try {
      if (!kind) throw new Error(`unknown job kind ${job.kind}`);
      await kind.run(kind.payload.parse(job.payload));
      await this.repo.done(db, job.id, now());
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (job.attempts >= this.maxAttempts) {
        log.error(
          { err: error, job: job.id, kind: job.kind },
          'задание брошено после всех попыток',
        );
        await this.repo.fail(db, job.id, now(), text);
        return;
      }
      log.warn(
        { err: error, job: job.id, kind: job.kind, attempt: job.attempts },
        'задание повторится',
      );
      await this.repo.retryAt(
        db,
        job.id,
        new Date(now().getTime() + backoffMs(job.attempts)),
        text,
      );
    }
  }
}

/** 10 s, 20 s, 40 s … up to an hour between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
