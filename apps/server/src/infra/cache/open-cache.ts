import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from './cache.ts';
import { FallbackCache } from './fallback-cache.ts';
import { MemoryCache } from './memory-cache.ts';
import { RedisCache, type RedisTimeouts } from './redis-cache.ts';

export type CacheOptions = {
  redisUrl: string | undefined;
  prefix: string;
  timeouts: RedisTimeouts;
};

/**
 * The process's memory, or Redis with the memory to fall back on. Redis is waited for at start
 * (so the first requests already share their state), but not beyond its connect timeout: the
 * process starts on its memory and moves to Redis when it comes.
 */
export async function openCache(options: CacheOptions, log: FastifyBaseLogger): Promise<Cache> {
  if (!options.redisUrl) return new MemoryCache();
  const redis = new RedisCache(options.redisUrl, options.prefix, options.timeouts);
  const cache = new FallbackCache(redis, log);
  await redis.connected(options.timeouts.connectMs);
  return cache;
}
