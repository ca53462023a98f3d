import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../infra/db/rows.ts';

/** How often an instance looks for a feed imported by another process. */
export const FEED_CHECK_MS = 30_000;

/** What changes whenever any feed is imported, replaced or removed. */
async function feedsVersion(app: FastifyInstance): Promise<string> {
  const result = await app.database.db.execute(
    sql`select count(*)::int as n, coalesce(max(imported_at)::text, '') as at from feeds`,
  );
  const row = rowsOf<{ n: number; at: string }>(result)[0];
  return `${row?.n ?? 0}|${row?.at ?? ''}`;
}

/**
 * An import runs in its own process (`npm run import:gtfs`) or on another instance, so every
 * instance watches the feeds table and rebuilds its places and timetable when it changes.
 */
export function watchFeeds(app: FastifyInstance, everyMs = FEED_CHECK_MS): void {
  let known: string | undefined;
  const check = async () => {
    const version = await feedsVersion(app);
    if (known !== undefined && version !== known) {
      app.log.info('расписание изменилось: пересобираю');
      await Promise.all([app.places.reload(), app.timetable.reload()]);
    }
    known = version;
  };
  const timer = setInterval(() => {
    check().catch((error: unknown) =>
      app.log.warn({ err: error }, 'не удалось проверить расписание'),
    );
  }, everyMs);
  timer.unref();
  app.addHook('onReady', check);
  app.addHook('onClose', async () => clearInterval(timer));
}
