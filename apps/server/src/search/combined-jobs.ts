import { createHash, randomUUID } from 'node:crypto';
import type { CombinedRoute } from '@peresadka/contracts/search-results';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../infra/cache/cache.ts';
import { RetryLaterError } from '../infra/http/retry-later.ts';
import { PoolClosedError } from './combined-pool.ts';

/** A result is answerable for this long; afterwards the client is told to search again. */
export const COMBINED_RESULT_TTL_SECONDS = 15 * 60;
/** A computation that has not finished by now is given up (its process may have died). */
const COMPUTING_TTL_SECONDS = 2 * 60;
/** What a refused client is told to wait: the queue drains in a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/** How many combined searches may be queued or running at once. */
export type CombinedLimits = { perInstance: number; perClient: number };

type Stored =
  { state: 'computing' } | { state: 'done'; routes: CombinedRoute[] } | { state: 'failed' };

export type CombinedAnswer =
  { status: 200; routes: CombinedRoute[] } | { status: 202 } | { status: 204 };

export type CombinedSearch = {
  /** The search's criteria, as the same search would send them again. */
  criteria: unknown;
  /** Who asks (the client's address): one client gets only part of the queue. */
  client: string;
  compute: () => Promise<CombinedRoute[]>;
};

const resultKey = (id: string) => `combined:${id}`;
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const searchKey = (criteria: unknown) => `combined-search:${digest(JSON.stringify(criteria))}`;
const clientKey = (client: string) => `combined-client:${digest(client).slice(0, 32)}`;

const busy = (message: string) => new RetryLaterError(RETRY_AFTER_SECONDS, message, 'unavailable');

/**
 * SPEC §7's combined protocol: a search gets an id at once and is computed off the request
 * path; its state lives in the shared cache, so whichever instance the client reaches next
 * answers 202 while computing, 200 with routes, and 204 once the result has expired.
 *
 * The work is bounded: this instance queues at most `perInstance` searches and one client
 * address at most `perClient` across every instance (its places are kept in the shared cache);
 * past that the caller hears 503 with Retry-After. The same criteria asked again while their
 * search runs get that search's id instead of a second computation.
 */
export class CombinedJobs {
  /** Searches this instance has admitted and not yet finished. */
  private queued = 0;

  constructor(
    private readonly cache: Cache,
    private readonly log: FastifyBaseLogger,
    private readonly limits: CombinedLimits,
  ) {}

  async start({ criteria, client, compute }: CombinedSearch): Promise<string> {
    const shared = searchKey(criteria);
    const running = await this.cache.get(shared);
    if (running !== null) return running;
    const id = randomUUID();
    const place = await this.admit(client, id);
    // Of two requests racing with the same criteria, the second joins the first.
    if (!(await this.cache.setIfAbsent(shared, id, COMPUTING_TTL_SECONDS))) {
      await this.cache.releaseSlot(place, id);
      const winner = await this.cache.get(shared);
      if (winner !== null) return winner;
    }
    this.queued++;
    await this.store(id, { state: 'computing' }, COMPUTING_TTL_SECONDS);
    setImmediate(() => {
      compute()
        .then(
          (routes): Stored => ({ state: 'done', routes }),
          (error: unknown): Stored => {
            this.logFailure(id, error);
            return { state: 'failed' };
          },
        )
        .then(async (outcome) => {
          // Only a search in flight is shared: the next one sees the places sold meanwhile.
          await Promise.all([this.cache.delete(shared), this.cache.releaseSlot(place, id)]);
          await this.store(id, outcome, COMBINED_RESULT_TTL_SECONDS);
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'кэш недоступен'))
        .finally(() => this.queued--);
    });
    return id;
  }

  /**
   * A combined search computed for the caller's own answer (the price strip's days) under the
   * same bounds as the queued ones: it takes a place of this instance and of the client, or
   * the caller hears 503.
   */
  async runAdmitted<T>(client: string, compute: () => Promise<T>): Promise<T> {
    const id = randomUUID();
    const place = await this.admit(client, id);
    this.queued++;
    try {
      return await compute();
    } finally {
      this.queued--;
      await this.cache.releaseSlot(place, id);
    }
  }

  /** Takes a place for search `id` of `client` within both bounds; its slot's key. */
  private async admit(client: string, id: string): Promise<string> {
    if (this.queued >= this.limits.perInstance) {
      throw busy(
        'Сейчас ищется слишком много маршрутов с пересадками. Повторите поиск через несколько секунд.',
      );
    }
    const place = clientKey(client);
    if (!(await this.cache.takeSlot(place, id, this.limits.perClient, COMPUTING_TTL_SECONDS))) {
      throw busy(
        'С вашего адреса уже ищется несколько маршрутов с пересадками. Дождитесь их и повторите поиск.',
      );
    }
    return place;
  }

  async fetch(id: string): Promise<CombinedAnswer> {
    const text = await this.cache.get(resultKey(id));
    if (text === null) return { status: 204 };
    const stored = JSON.parse(text) as Stored;
    if (stored.state === 'computing') return { status: 202 };
    // A failed computation is as good as expired: the visitor is asked to search again.
    if (stored.state === 'failed') return { status: 204 };
    return { status: 200, routes: stored.routes };
  }

  private logFailure(id: string, error: unknown): void {
    if (error instanceof PoolClosedError) {
      this.log.info({ combinedRoute: id }, 'комбинированный поиск прерван остановкой сервера');
    } else {
      this.log.error({ err: error, combinedRoute: id }, 'комбинированный поиск не удался');
    }
  }

  private store(id: string, value: Stored, ttlSeconds: number): Promise<void> {
    return this.cache.set(resultKey(id), JSON.stringify(value), ttlSeconds);
  }
}
