import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cache } from './cache.ts';
import { MemoryCache } from './memory-cache.ts';
import { RedisCache } from './redis-cache.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let clock = 1_000_000;

// Both caches must behave alike: the code above them never knows which one it has.
const backends: [string, () => Cache][] = [
  ['memory', () => new MemoryCache(() => clock)],
  ['redis', () => new RedisCache(redisUrl, `peresadka-test-${randomBytes(4).toString('hex')}:`)],
];

describe.each(backends)('%s cache', (_name, open) => {
  const cache = open();
  afterAll(() => cache.close());

  it('stores and reads a value', async () => {
    expect(await cache.get('missing')).toBeNull();
    await cache.set('a', 'один', 60);
    expect(await cache.get('a')).toBe('один');
  });

  it('writes once with setIfAbsent', async () => {
    expect(await cache.setIfAbsent('once', '1', 60)).toBe(true);
    expect(await cache.setIfAbsent('once', '2', 60)).toBe(false);
    expect(await cache.get('once')).toBe('1');
  });

  it('counts within a window that starts at the first write', async () => {
    expect(await cache.increment('hits', 0, 60)).toEqual({ value: 0, ttlSeconds: 60 });
    expect((await cache.increment('hits', 1, 60)).value).toBe(1);
    const counts = await Promise.all([1, 2, 3].map(() => cache.increment('hits', 1, 60)));
    expect(counts.map((c) => c.value).sort()).toEqual([2, 3, 4]);
    expect((await cache.increment('hits', 0, 60)).ttlSeconds).toBeLessThanOrEqual(60);
  });

  it('forgets a value after its time to live', async () => {
    await cache.set('short', 'x', 1);
    await cache.increment('short-count', 5, 1);
    if (cache.kind === 'memory') clock += 1001;
    else await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await cache.get('short')).toBeNull();
    expect((await cache.increment('short-count', 1, 1)).value).toBe(1);
  });
});
