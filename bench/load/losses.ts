import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import type { LoadSite } from './site.ts';

// What a fault or an outage may have lost, counted the same way after each bench.

/** A killed process's claimed letter waits out the job lease (5 min) before it is sent again. */
const LETTER_WAIT_MS = 7 * 60_000;

/** Acknowledged orders missing from the database, and places held twice. */
export async function checkOrders(site: Pick<LoadSite, 'databaseUrl'>, acknowledged: number[]) {
  const db = new pg.Client({ connectionString: site.databaseUrl });
  await db.connect();
  try {
    const found = await db.query<{ id: number }>(
      'select id from orders where id = any($1::int[])',
      [acknowledged],
    );
    const duplicates = await db.query<{ n: string }>(`
      select count(*) as n from seat_holds a join seat_holds b
        on a.trip_id = b.trip_id and a.service_date = b.service_date and a.car_number = b.car_number
       and a.seat = b.seat and a.id < b.id
       and a.from_sequence < b.to_sequence and b.from_sequence < a.to_sequence
      where (a.expires_at is null or a.expires_at > now())
        and (b.expires_at is null or b.expires_at > now())`);
    return {
      lost: acknowledged.length - found.rowCount!,
      duplicatePlaces: Number(duplicates.rows[0]!.n),
    };
  } finally {
    await db.end();
  }
}

/**
 * Acknowledged reset requests without their letter in the outbox (each request queues one).
 * A letter whose job a killed process had claimed waits for the claim to lapse (the job
 * queue's lease, five minutes), so the wait is longer than that.
 */
export async function missingLetters(
  site: Pick<LoadSite, 'outboxDir'>,
  addresses: string[],
): Promise<{ missing: number; waitedSeconds: number }> {
  const owed = new Map<string, number>();
  for (const a of addresses) owed.set(a, (owed.get(a) ?? 0) + 1);
  const started = performance.now();
  let missing = addresses.length;
  while (missing > 0 && performance.now() - started < LETTER_WAIT_MS) {
    await new Promise((r) => setTimeout(r, 2000));
    if (!existsSync(site.outboxDir)) continue;
    const sent = new Map<string, number>();
    for (const name of readdirSync(site.outboxDir).filter((n) => n.endsWith('.eml'))) {
      const mail = await simpleParser(readFileSync(path.join(site.outboxDir, name)));
      for (const to of [mail.to ?? []].flat().flatMap((a) => a.value)) {
        if (to.address) sent.set(to.address, (sent.get(to.address) ?? 0) + 1);
      }
    }
    missing = [...owed].reduce((sum, [a, n]) => sum + Math.max(0, n - (sent.get(a) ?? 0)), 0);
  }
  return { missing, waitedSeconds: (performance.now() - started) / 1000 };
}
