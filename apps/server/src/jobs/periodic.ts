import type { FastifyBaseLogger } from 'fastify';
import type { OrdersService } from './orders-service.ts';

/**
 * Cancels unpaid orders whose hold lapsed, every `everyMs`. The state it works from is in the
 * database, so a restart loses nothing: the next sweep after it closes whatever lapsed in the
 * meantime, and several instances sweeping at once close each order once (SKIP LOCKED).
 * Order reads and new orders close lapsed ones themselves too, so nobody waits for a sweep.
 */
export function startHoldSweeper(
  orders: OrdersService,
  log: FastifyBaseLogger,
  everyMs: number,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = orders
      .expireLapsed()
      .catch((error: unknown) =>
        log.error({ err: error }, 'не удалось отменить просроченные заказы'),
      );
  };
  // Instances started together should not sweep in lockstep.
  const timer = setInterval(sweep, everyMs + Math.floor(Math.random() * everyMs * 0.2));
  timer.unref();
  sweep();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
