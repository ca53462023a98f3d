import type { FastifyBaseLogger } from 'fastify';
import type { Cache, Counter } from './cache.ts';
import { MemoryCache } from './memory-cache.ts';
import { isRedisUnavailable, type RedisCache } from './redis-cache.ts';

/** How often a Redis that stopped answering (but kept its connection) is asked again. */
const PROBE_EVERY_MS = 1000;

/**
 * The shared cache that outlives Redis. While Redis is away — down, unreachable, or not
 * answering within its command timeout — every call is answered from this process's memory
 * instead: rate limits count per process, captcha replays are refused per process, combined
 * results are kept here. So search, suggestions and sign-in keep working, and the operator is
 * told once, loudly. When Redis answers again the shared state resumes; what was kept in
 * memory meanwhile lapses by itself.
 */
export class FallbackCache implements Cache {
  readonly kind = 'redis';
  private readonly memory = new MemoryCache();
  private away = false;
  private closing = false;
  private probe: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: RedisCache,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.on('failed', (error) => this.lost(error));
    redis.on('ready', () => this.back());
  }

  /** Whether the shared state is in use; false while answering from memory. */
  get shared(): boolean {
    return !this.away && this.redis.ready;
  }

  /** Asks Redis itself: the readiness check, and the probe of a Redis that stopped answering. */
  async reachable(): Promise<boolean> {
    const up = await this.redis.reachable();
    if (up) this.back();
    return up;
  }

  get(key: string): Promise<string | null> {
    return this.use((cache) => cache.get(key));
  }

  set(key: string, value: string, ttlSeconds: number): Promise<void> {
    return this.use((cache) => cache.set(key, value, ttlSeconds));
  }

  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    return this.use((cache) => cache.setIfAbsent(key, value, ttlSeconds));
  }

  increment(key: string, by: number, ttlSeconds: number): Promise<Counter> {
    return this.use((cache) => cache.increment(key, by, ttlSeconds));
  }

  delete(key: string): Promise<void> {
    return this.use((cache) => cache.delete(key));
  }

  takeSlot(key: string, member: string, max: number, ttlSeconds: number): Promise<boolean> {
    return this.use((cache) => cache.takeSlot(key, member, max, ttlSeconds));
  }

  releaseSlot(key: string, member: string): Promise<void> {
    return this.use((cache) => cache.releaseSlot(key, member));
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.probe);
    await Promise.all([this.redis.close(), this.memory.close()]);
  }

  private async use<T>(call: (cache: Cache) => Promise<T>): Promise<T> {
    if (this.shared) {
      try {
        return await call(this.redis);
      } catch (error) {
        if (!isRedisUnavailable(error)) throw error;
        this.lost(error);
      }
    }
    return call(this.memory);
  }

  private lost(error: unknown): void {
    if (this.away || this.closing) return;
    this.away = true;
    this.log.error(
      { err: error },
      'Redis недоступен: ограничения частоты, защита капчи от повторов и общий кэш работают в ' +
        'памяти этого процесса, пока он не вернётся',
    );
    // A Redis that froze keeps its connection (no 'ready' will come): ask it now and then.
    this.probe = setInterval(() => void this.reachable(), PROBE_EVERY_MS);
    this.probe.unref();
  }

  private back(): void {
    if (!this.away || this.closing) return;
    this.away = false;
    clearInterval(this.probe);
    this.log.warn('Redis снова доступен: общее состояние процессов снова в Redis');
  }
}
