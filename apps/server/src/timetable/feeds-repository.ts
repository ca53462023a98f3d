import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';

/** Arbitrary, shared by every instance: the advisory lock around loading the demo network. */
const DEMO_LOCK = 7_301_122;

/** What the site reads about the imported feeds as a whole. */
export class FeedsRepository {
  constructor(private readonly db: Db) {}

  /** Inside `tx`: instances starting at once load the demo network one after another. */
  async lockDemoLoad(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
  }

  async versionOf(feedName: string): Promise<string | null> {
    const rows = rowsOf<{ version: string | null }>(
      await this.db.execute(
        sql`select summary->>'version' as version from feeds where name = ${feedName}`,
      ),
    );
    return rows[0]?.version ?? null;
  }

  /**
   * What changes whenever any feed is imported, replaced or removed, or an operator cancels or
   * restores a trip (ids only grow, so a restore and another cancel still change the pair).
   */
  async changeMark(): Promise<string> {
    const result = await this.db.execute(
      sql`select count(*)::int as n, coalesce(max(imported_at)::text, '') as at,
                 (select count(*)::int from trip_cancellations) as cancelled,
                 (select coalesce(max(id), 0)::int from trip_cancellations) as last_cancel
          from feeds`,
    );
    const row = rowsOf<{ n: number; at: string; cancelled: number; last_cancel: number }>(
      result,
    )[0];
    return `${row?.n ?? 0}|${row?.at ?? ''}|${row?.cancelled ?? 0}|${row?.last_cancel ?? 0}`;
  }
}
