import { z } from 'zod';
import type { ApiApp } from '../infra/http/api-app.ts';
import { OUTAGE_RETRY_SECONDS } from '../infra/http/retry-later.ts';

const ZCheck = z.enum(['ok', 'unavailable']);

export const ZHealth = z.object({
  /**
   * ok; degraded: Redis is away and this process serves from its own memory (it still
   * answers, so it stays in rotation); unavailable: the database is away (503).
   */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  db: z.enum(['pglite', 'postgres']),
  checks: z.object({ database: ZCheck, redis: ZCheck.optional() }),
});

export const ZLiveness = z.object({ status: z.literal('ok') });

/** A part that has not answered the check within this long counts as away. */
const CHECK_MS = 2000;

/** Whether `check` succeeds (does not fail nor answer false) within CHECK_MS. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, CHECK_MS, false)));
  try {
    return await Promise.race([check().then((result) => result !== false), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(app: ApiApp): void {
  // Readiness, for a load balancer or an operator: can this process serve, and if not, why.
  app.get(
    '/health',
    {
      schema: {
        summary: 'Готовность сервера: база данных и Redis',
        tags: ['service'],
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      const shared = app.cache.kind === 'redis';
      const [database, redis] = await Promise.all([
        answers(() => app.database.ping()),
        shared ? answers(() => app.cache.reachable()) : true,
      ]);
      const checks = {
        database: database ? ('ok' as const) : ('unavailable' as const),
        ...(shared ? { redis: redis ? ('ok' as const) : ('unavailable' as const) } : {}),
      };
      if (!database) {
        reply.code(503).header('retry-after', String(OUTAGE_RETRY_SECONDS));
        return { status: 'unavailable' as const, db: app.database.kind, checks };
      }
      return {
        status: redis ? ('ok' as const) : ('degraded' as const),
        db: app.database.kind,
        checks,
      };
    },
  );

  // Liveness, for a supervisor: the process answers at all. It touches nothing else, so an
  // outage of the database never makes anyone restart a healthy process.
  app.get(
    '/health/live',
    {
      schema: { summary: 'Процесс сервера жив', tags: ['service'], response: { 200: ZLiveness } },
    },
    async () => ({ status: 'ok' as const }),
  );
}
