/** At most `requests` API calls per shop in each window of `perMs` (YooKassa answers 429). */
export type RateLimit = { requests: number; perMs: number };

/** Fixed windows per shop: enough to let a shop's developer see YooKassa's 429 and back off. */
export class ShopRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; used: number }>();

  constructor(private readonly limit: RateLimit) {}

  /** Counts a call; false when the shop has used up its window. */
  take(shopId: string, now = Date.now()): boolean {
    let window = this.windows.get(shopId);
    if (window === undefined || now - window.startedAt >= this.limit.perMs) {
      window = { startedAt: now, used: 0 };
      this.windows.set(shopId, window);
    }
    window.used++;
    return window.used <= this.limit.requests;
  }
}
