import { Redis } from 'ioredis';
import type { Cache, Counter } from './cache.ts';

/**
 * A slot set is a sorted set of members scored by when their place frees itself. Redis's own
 * clock decides, so instances whose clocks differ agree on what has expired.
 */
const TAKE_SLOT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

/**
 * A counter whose window starts with its first write and never stretches, in one command: a
 * per-address limit asks it on every search, and one script is less work for the client and
 * for Redis than a transaction of five.
 */
const INCREMENT = `
redis.call('SET', KEYS[1], '0', 'EX', ARGV[2], 'NX')
local value = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2]) * 1000
end
return {value, ttl}
`;

/** The scripts defined on the connection (sent once, then called by their digest). */
type Scripts = {
  increment(key: string, by: number, ttlSeconds: number): Promise<[number, number]>;
};

/** The shared cache of a multi-instance deployment; keys are namespaced by `prefix`. */
export class RedisCache implements Cache {
  readonly kind = 'redis';
  private readonly redis: Redis & Scripts;

  constructor(
    url: string,
    private readonly prefix = 'peresadka:',
  ) {
    const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    redis.defineCommand('increment', { numberOfKeys: 1, lua: INCREMENT });
    this.redis = redis as Redis & Scripts;
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
    const [value, ttlMs] = await this.redis.increment(this.prefix + key, by, ttlSeconds);
    return { value, ttlSeconds: Math.ceil(ttlMs / 1000) };
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async takeSlot(key: string, member: string, max: number, ttlSeconds: number): Promise<boolean> {
    const taken = await this.redis.eval(
      TAKE_SLOT,
      1,
      this.prefix + key,
      member,
      String(max),
      String(ttlSeconds * 1000),
    );
    return taken === 1;
  }

  async releaseSlot(key: string, member: string): Promise<void> {
    await this.redis.zrem(this.prefix + key, member);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
