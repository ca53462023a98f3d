import { randomUUID } from 'node:crypto';
import type { CombinedRoute } from '@peresadka/contracts/search-results';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../infra/cache/cache.ts';
import { PoolClosedError } from './combined-pool.ts';

/** A result is answerable for this long; afterwards the client is told to search again. */
export const COMBINED_RESULT_TTL_SECONDS = 15 * 60;
/** A computation that has not finished by now is given up (its process may have died). */
const COMPUTING_TTL_SECONDS = 2 * 60;

type Stored =
  { state: 'computing' } | { state: 'done'; routes: CombinedRoute[] } | { state: 'failed' };

export type CombinedAnswer =
  { status: 200; routes: CombinedRoute[] } | { status: 202 } | { status: 204 };

const key = (id: string) => `combined:${id}`;

/**
 * SPEC §7's combined protocol: a search gets an id at once and is computed off the request
 * path; its state lives in the shared cache, so whichever instance the client reaches next
 * answers 202 while computing, 200 with routes, and 204 once the result has expired.
 */
export class CombinedJobs {
  constructor(
    private readonly cache: Cache,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(compute: () => Promise<CombinedRoute[]>): Promise<string> {
    const id = randomUUID();
    await this.store(id, { state: 'computing' }, COMPUTING_TTL_SECONDS);
    setImmediate(() => {
      compute()
        .then((routes) => this.store(id, { state: 'done', routes }, COMBINED_RESULT_TTL_SECONDS))
        .catch(async (error: unknown) => {
          if (error instanceof PoolClosedError) {
            this.log.info(
              { combinedRoute: id },
              'комбинированный поиск прерван остановкой сервера',
            );
          } else {
            this.log.error({ err: error, combinedRoute: id }, 'комбинированный поиск не удался');
          }
          await this.store(id, { state: 'failed' }, COMBINED_RESULT_TTL_SECONDS);
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'кэш недоступен'));
    });
    return id;
  }

  async fetch(id: string): Promise<CombinedAnswer> {
    const text = await this.cache.get(key(id));
    if (text === null) return { status: 204 };
    const stored = JSON.parse(text) as Stored;
    if (stored.state === 'computing') return { status: 202 };
    // A failed computation is as good as expired: the visitor is asked to search again.
    if (stored.state === 'failed') return { status: 204 };
    return { status: 200, routes: stored.routes };
  }

  private store(id: string, value: Stored, ttlSeconds: number): Promise<void> {
    return this.cache.set(key(id), JSON.stringify(value), ttlSeconds);
  }
}
