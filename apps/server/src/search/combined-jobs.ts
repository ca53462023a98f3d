import { createHash, randomUUID } from 'node:crypto';
import type { CombinedRoute } from '@peresadka/contracts/search-results';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../infra/cache/cache.ts';
import { RetryLaterError } from '../infra/http/retry-later.ts';
import { AddressStanding, addressId } from './address-standing.ts';
import { PoolClosedError } from './combined-pool.ts';
import { ResultBudget } from './result-budget.ts';
import { RetryPatience } from './retry-patience.ts';

/** A result is answerable for this long; afterwards the client is told to search again. */
export const COMBINED_RESULT_TTL_SECONDS = 15 * 60;
/** A computation that has not finished by now is given up (its process may have died). */
const COMPUTING_TTL_SECONDS = 2 * 60;
/** What a refused client is told to wait: the queue drains in a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * How many combined searches may be queued or running at once: in this instance, for one client
 * address, and how many of the instance's places are kept for patient addresses with nothing
 * queued (fewer than `perInstance`); and how many bytes of finished results (counted as the
 * UTF-16 of their JSON, what they cost in this process) this instance keeps in the cache.
 */
export type CombinedLimits = {
  perInstance: number;
  perClient: number;
  reserved: number;
  resultBytes: number;
};

/** A finished search names its `owner` (`addressId`), who earns trust by collecting it. */
type Stored =
  | { state: 'computing' }
  | { state: 'done'; routes: CombinedRoute[]; owner?: string }
  | { state: 'failed' };

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
const clientKey = (client: string) => `combined-client:${addressId(client)}`;

/** The combined part of a search refused for now: the client is told when to ask again. */
export class CombinedBusyError extends RetryLaterError {
  constructor(message: string) {
    super(RETRY_AFTER_SECONDS, message, 'unavailable');
  }
}

const FULL =
  'Сейчас ищется слишком много маршрутов с пересадками. Повторите поиск через несколько секунд.';
const CLIENT_FULL =
  'С вашего адреса уже ищется несколько маршрутов с пересадками. Дождитесь их и повторите поиск.';

/**
 * SPEC §7's combined protocol: a search gets an id at once and is computed off the request
 * path; its state lives in the shared cache, so whichever instance the client reaches next
 * answers 202 while computing, 200 with routes, and 204 once the result has expired.
 *
 * The work is bounded: this instance queues at most `perInstance` searches and one client
 * address at most `perClient` across every instance (its places are kept in the shared cache);
 * past that the caller hears 503 with Retry-After (`CombinedBusyError`). The last `reserved`
 * places of the instance go only to a combined tab's search from an address with nothing queued
 * that has not been asking again within Retry-After (`RetryPatience`), so a flood from many
 * addresses, each asking again at once, cannot keep a visitor out. The same criteria asked again while their search
 * runs get that search's id instead of a second computation.
 */
export class CombinedJobs {
  /** Searches this instance has admitted and not yet finished. */
  private queued = 0;
  private readonly patience: RetryPatience;
  private readonly standing: AddressStanding;
  private readonly results: ResultBudget;

  constructor(
    private readonly cache: Cache,
    private readonly log: FastifyBaseLogger,
    private readonly limits: CombinedLimits,
  ) {
    this.patience = new RetryPatience(cache, RETRY_AFTER_SECONDS);
    this.standing = new AddressStanding(cache);
    this.results = new ResultBudget(limits.resultBytes);
  }

  async start(search: CombinedSearch): Promise<string> {
    const { criteria, client, compute } = search;
    const shared = searchKey(criteria);
    const running = await this.cache.get(shared);
    if (running !== null) return running;
    const id = randomUUID();
    const place = await this.admit(client, id);
    const owner = addressId(client);
    let raced: boolean;
    try {
      raced = !(await this.cache.setIfAbsent(shared, id, COMPUTING_TTL_SECONDS));
      if (!raced) {
        await this.store(id, { state: 'computing' }, COMPUTING_TTL_SECONDS);
        await this.standing.owe(owner);
      }
    } catch (error) {
      // The cache failed: the places go back, or the queue would stay full of nothing.
      await this.leave(place, id).catch(() => undefined);
      throw error;
    }
    // Of two requests racing with the same criteria, the second joins the first.
    if (raced) {
      await this.leave(place, id);
      return (await this.cache.get(shared)) ?? this.start(search);
    }
    setImmediate(() => {
      compute()
        .then(
          (routes): Stored => ({ state: 'done', routes, owner }),
          (error: unknown): Stored => {
            this.logFailure(id, error);
            return { state: 'failed' };
          },
        )
        .then(async (outcome) => {
          // Only a search in flight is shared: the next one sees the places sold meanwhile.
          await Promise.all([this.cache.delete(shared), this.leave(place, id)]);
          await this.keep(id, outcome);
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'кэш недоступен'));
    });
    return id;
  }

  /**
   * A combined search computed for the caller's own answer (the price strip's days) under the
   * same bounds as the queued ones: it takes one of the instance's open places (never a
   * reserved one: those are for the combined tab) and one of the client's, or the caller hears
   * 503.
   */
  async runAdmitted<T>(client: string, compute: () => Promise<T>): Promise<T> {
    const id = randomUUID();
    const place = await this.admit(client, id, false);
    try {
      return await compute();
    } finally {
      await this.leave(place, id);
    }
  }

  /**
   * Takes a place of this instance and of `client` for search `id`, or throws
   * `CombinedBusyError`; the client's slot key. The open places are anyone's; of the reserved
   * ones (only when `mayReserve`: a combined tab's search), for a patient address with nothing
   * queued, the first half is also a fresh address's, the rest only a trusted one's.
   */
  private async admit(client: string, id: string, mayReserve = true): Promise<string> {
    const { perInstance, perClient, reserved } = this.limits;
    const open = perInstance - reserved;
    let limit = open;
    if (mayReserve && this.queued >= open) {
      const [impatient, standing] = await Promise.all([
        this.patience.impatient(client),
        this.standing.of(addressId(client)),
      ]);
      if (!impatient && standing === 'trusted') limit = perInstance;
      if (!impatient && standing === 'fresh') limit = perInstance - Math.floor(reserved / 2);
    }
    if (this.queued >= limit) throw new CombinedBusyError(FULL);
    // Counted before the cache is asked, so requests arriving meanwhile see the place taken.
    const reserve = this.queued >= open;
    this.queued++;
    const place = clientKey(client);
    const max = reserve ? 1 : perClient;
    if (await this.cache.takeSlot(place, id, max, COMPUTING_TTL_SECONDS)) return place;
    this.queued--;
    throw new CombinedBusyError(reserve ? FULL : CLIENT_FULL);
  }

  /** Gives back the places `admit` took for search `id`. */
  private async leave(place: string, id: string): Promise<void> {
    this.queued--;
    await this.cache.releaseSlot(place, id);
  }

  async fetch(id: string): Promise<CombinedAnswer> {
    const text = await this.cache.get(resultKey(id));
    if (text === null) return { status: 204 };
    const stored = JSON.parse(text) as Stored;
    if (stored.state === 'computing') return { status: 202 };
    // A failed computation is as good as expired: the visitor is asked to search again.
    if (stored.state === 'failed') return { status: 204 };
    if (stored.owner) await this.standing.collected(stored.owner);
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

  /** Stores a finished search's outcome, and drops the oldest results past the budget. */
  private async keep(id: string, outcome: Stored): Promise<void> {
    const text = JSON.stringify(outcome);
    await this.cache.set(resultKey(id), text, COMBINED_RESULT_TTL_SECONDS);
    const evicted = this.results.add(resultKey(id), text.length * 2, COMBINED_RESULT_TTL_SECONDS);
    await Promise.all(evicted.map((key) => this.cache.delete(key)));
  }
}
