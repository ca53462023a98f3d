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

  it('writes once with setIfAbsent, also when asked at once', async () => {
    expect(await cache.setIfAbsent('once', '1', 60)).toBe(true);
    expect(await cache.setIfAbsent('once', '2', 60)).toBe(false);
    expect(await cache.get('once')).toBe('1');
    const racing = await Promise.all(
      ['a', 'b', 'c'].map((v) => cache.setIfAbsent('race-once', v, 60)),
    );
    expect(racing.filter(Boolean)).toHaveLength(1);
  });

  it('counts within a window that starts at the first write', async () => {
    expect(await cache.increment('hits', 0, 60)).toEqual({ value: 0, ttlSeconds: 60 });
    expect((await cache.increment('hits', 1, 60)).value).toBe(1);
    const counts = await Promise.all([1, 2, 3].map(() => cache.increment('hits', 1, 60)));
    expect(counts.map((c) => c.value).sort()).toEqual([2, 3, 4]);
    expect((await cache.increment('hits', 0, 60)).ttlSeconds).toBeLessThanOrEqual(60);
  });

  it('deletes a value', async () => {
    await cache.set('gone', 'x', 60);
    await cache.delete('gone');
    expect(await cache.get('gone')).toBeNull();
  });

  it('hands out at most max slots, each until released', async () => {
    for (const member of ['a', 'b', 'c'])
      expect(await cache.takeSlot('slots', member, 3, 60)).toBe(true);
    expect(await cache.takeSlot('slots', 'd', 3, 60)).toBe(false);
    // A holder asking again keeps its place.
    expect(await cache.takeSlot('slots', 'a', 3, 60)).toBe(true);
    await cache.releaseSlot('slots', 'a');
    expect(await cache.takeSlot('slots', 'd', 3, 60)).toBe(true);
  });

  it('gives the last slot to one of several asking at once', async () => {
    const taken = await Promise.all(
      ['a', 'b', 'c', 'd'].map((member) => cache.takeSlot('race', member, 3, 60)),
    );
    expect(taken.filter(Boolean)).toHaveLength(3);
  });

  it('forgets a value after its time to live', async () => {
    await cache.set('short', 'x', 1);
    await cache.increment('short-count', 5, 1);
    await cache.takeSlot('short-slots', 'dead', 1, 1);
    if (cache.kind === 'memory') clock += 1001;
    else await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await cache.get('short')).toBeNull();
    expect((await cache.increment('short-count', 1, 1)).value).toBe(1);
    // A holder that never released its place (its process died) loses it.
    expect(await cache.takeSlot('short-slots', 'alive', 1, 1)).toBe(true);
  });
});
