import { describe, expect, it } from 'vitest';
import { ShopRateLimiter } from './rate-limit.ts';

describe('ShopRateLimiter', () => {
  it('lets a shop make its calls per window, then refuses until the next window', () => {
    const limiter = new ShopRateLimiter({ requests: 2, perMs: 1_000 });
    expect([0, 10, 20].map((at) => limiter.take('a', at))).toEqual([true, true, false]);
    expect(limiter.take('b', 20)).toBe(true);
    expect(limiter.take('a', 999)).toBe(false);
    expect(limiter.take('a', 1_000)).toBe(true);
  });
});
