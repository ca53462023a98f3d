import { z } from 'zod';
import type { ApiApp } from '../infra/http/api-app.ts';

export const ZHealth = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});

export function healthRoutes(app: ApiApp): void {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Состояние сервера и базы данных',
        tags: ['service'],
        response: { 200: ZHealth },
      },
    },
    async () => {
      await app.database.ping();
      return { status: 'ok' as const, db: app.database.kind };
    },
  );
}
