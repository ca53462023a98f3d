import { Redis } from 'ioredis';
import type { Cache, Counter } from './cache.ts';

/** The shared cache of a multi-instance deployment; keys are namespaced by `prefix`. */
export class RedisCache implements Cache {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'peresadka:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async increment(key: string, by: number, ttlSeconds: number): Promise<Counter> {
    const full = this.prefix + key;
    // One transaction: the window starts with the first write and never stretches.
    const results = await this.redis
      .multi()
      .set(full, '0', 'EX', ttlSeconds, 'NX')
      .incrby(full, by)
      .pttl(full)
      .exec();
    const value = Number(results?.[1]?.[1] ?? 0);
    let ttlMs = Number(results?.[2]?.[1] ?? -1);
    if (ttlMs < 0) {
      await this.redis.expire(full, ttlSeconds);
      ttlMs = ttlSeconds * 1000;
    }
    return { value, ttlSeconds: Math.ceil(ttlMs / 1000) };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
