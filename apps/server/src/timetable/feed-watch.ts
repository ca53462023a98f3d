import type { FastifyInstance } from 'fastify';
import { FeedsRepository } from './feeds-repository.ts';

/** How often an instance looks for a feed imported by another process. */
export const FEED_CHECK_MS = 30_000;

/**
 * An import or an operator's cancellation runs in its own process (`npm run import:gtfs`,
 * `npm run operator`) or on another instance, so every instance watches the feeds and
 * cancellations and rebuilds its places and timetable when they change. Answers the check
 * itself, for work that must see the newest timetable at once (the disruption scan).
 */
export function watchFeeds(app: FastifyInstance, everyMs = FEED_CHECK_MS): () => Promise<void> {
  const feeds = new FeedsRepository(app.database.db);
  let known: string | undefined;
  let running: Promise<void> | undefined;
  const look = async () => {
    const version = await feeds.changeMark();
    if (known !== undefined && version !== known) {
      app.log.info('расписание изменилось: пересобираю');
      await Promise.all([app.places.reload(), app.timetable.reload()]);
    }
    known = version;
  };
  // One look at a time, and each caller gets a look that starts after it asked: one already
  // under way may have read the version before the change it wants to see.
  const check = async () => {
    while (running) await running.catch(() => {});
    running = look().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    check().catch((error: unknown) =>
      app.log.warn({ err: error }, 'не удалось проверить расписание'),
    );
  }, everyMs);
  timer.unref();
  app.addHook('onReady', check);
  app.addHook('onClose', async () => clearInterval(timer));
  return check;
}
