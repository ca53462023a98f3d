import { Redis, ReplyError } from 'ioredis';
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

export type RedisTimeouts = { connectMs: number; commandMs: number };

/** Whether a failed command failed for want of Redis (not an error of the command itself). */
export const isRedisUnavailable = (error: unknown): boolean => !(error instanceof ReplyError);

/**
 * The shared cache of a multi-instance deployment; keys are namespaced by `prefix`. A command
 * fails rather than waits while Redis is away (`FallbackCache` then answers from memory): it
 * is not queued for a reconnection, nor sent again after one, and gives up after `commandMs`.
 */
export class RedisCache implements Cache {
  readonly kind = 'redis';
  private readonly redis: Redis & Scripts;

  constructor(
    url: string,
    private readonly prefix = 'peresadka:',
    timeouts: RedisTimeouts = { connectMs: 2000, commandMs: 1000 },
  ) {
    const redis = new Redis(url, {
      connectTimeout: timeouts.connectMs,
      commandTimeout: timeouts.commandMs,
      maxRetriesPerRequest: 0,
      // Reconnects soon after Redis comes back, at most a second later.
      retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    });
    redis.defineCommand('increment', { numberOfKeys: 1, lua: INCREMENT });
    // Heard here so that no connection error can end the process; whoever uses the cache
    // reports them (`on('failed')`), once per outage rather than once per reconnection attempt.
    redis.on('error', () => {});
    this.redis = redis as Redis & Scripts;
  }

  /** Connected and ready for commands (it may still time out). */
  get ready(): boolean {
    return this.redis.status === 'ready';
  }

  /** Resolves once connected, or false after `ms`. */
  connected(ms: number): Promise<boolean> {
    if (this.ready) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (up: boolean) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        resolve(up);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      this.redis.on('ready', onReady);
    });
  }

  /**
   * `ready` after every (re)connection; `failed` with what went wrong on every connection
   * error or loss (each reconnection attempt while Redis is away makes one).
   */
  on(event: 'ready', listener: () => void): void;
  on(event: 'failed', listener: (error: Error) => void): void;
  on(event: 'ready' | 'failed', listener: (error: Error) => void): void {
    if (event === 'ready') this.redis.on('ready', listener);
    else {
      this.redis.on('error', listener);
      this.redis.on('close', () => listener(new Error('connection to Redis closed')));
    }
  }

  async reachable(): Promise<boolean> {
    if (!this.ready) return false;
    try {
      await this.redis.ping();
      return true;
    } catch {
      return false;
    }
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
    // QUIT needs an answer; without Redis, the connection is just dropped.
    if (this.ready) await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
