import { z } from 'zod';
import type { Db } from '../infra/db/database.ts';
import type { JobKind } from '../jobs/job-queue.ts';
import { JobsRepository } from '../jobs/jobs-repository.ts';

export const DISRUPTION_SCAN = 'disruptions:scan';

const ZScanPayload = z.object({
  /** What changed the timetable, for the log: «cancel 812 2026-12-05», «feed demo». */
  cause: z.string(),
  /** Only this order: a payment that landed after the change's own scan. */
  orderId: z.number().int().positive().optional(),
});
export type ScanPayload = z.infer<typeof ZScanPayload>;

/**
 * Asks for a scan of paid orders in the transaction of the timetable change itself, so the
 * change is never visible without the scan that protects the orders it broke. Usable where no
 * app runs (the operator's and the import's own processes): it writes the same outbox row as
 * `JobQueue.define`, and whichever server instance claims it does the work. `key` names the
 * change, so a repeat of the same change asks once.
 */
export async function enqueueDisruptionScan(
  tx: Db,
  cause: string,
  key: string,
  now = new Date(),
  orderId?: number,
): Promise<void> {
  await new JobsRepository().enqueue(
    tx,
    {
      kind: DISRUPTION_SCAN,
      payload: { cause, orderId } satisfies ScanPayload,
      dedupeKey: `${DISRUPTION_SCAN}:${key}`,
      runAt: now,
    },
    now,
  );
}

/** The scan is safe to run twice or on two instances at once: each order is flagged once. */
export const disruptionScanJob = (
  scan: (cause: string, orderId?: number) => Promise<unknown>,
): JobKind<ScanPayload> => ({
  kind: DISRUPTION_SCAN,
  payload: ZScanPayload,
  run: async ({ cause, orderId }) => {
    await scan(cause, orderId);
  },
});
