type Kept = { key: string; bytes: number; until: number };

/**
 * The finished results one instance has written to the cache, oldest first, within a budget of
 * bytes: past it the oldest are deleted before their time (their visitor hears 204, «данные
 * устарели», and searches again), so a flood's results cannot hold memory for the quarter of an
 * hour a result is otherwise kept. All results live equally long, so the oldest written is
 * also the first to expire.
 */
export class ResultBudget {
  private readonly kept: Kept[] = [];
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Notes a result written under `key`; answers the keys to delete to keep within the budget. */
  add(key: string, bytes: number, ttlSeconds: number): string[] {
    const now = this.now();
    this.kept.push({ key, bytes, until: now + ttlSeconds * 1000 });
    this.bytes += bytes;
    const evicted: string[] = [];
    while (this.kept.length > 0 && (this.bytes > this.maxBytes || this.kept[0]!.until <= now)) {
      const oldest = this.kept.shift()!;
      this.bytes -= oldest.bytes;
      if (oldest.until > now) evicted.push(oldest.key);
    }
    return evicted;
  }
}
