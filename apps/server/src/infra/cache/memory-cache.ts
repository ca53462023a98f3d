import type { Cache, Counter } from './cache.ts';

type Entry = { value: string; expiresAt: number };

/** The single-process cache: expired entries are dropped when read and swept once a minute. */
export class MemoryCache implements Cache {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    if ((await this.get(key)) !== null) return false;
    await this.set(key, value, ttlSeconds);
    return true;
  }

  async increment(key: string, by: number, ttlSeconds: number): Promise<Counter> {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= now) {
      entry = { value: '0', expiresAt: now + ttlSeconds * 1000 };
      this.entries.set(key, entry);
    }
    entry.value = String(Number(entry.value) + by);
    return { value: Number(entry.value), ttlSeconds: Math.ceil((entry.expiresAt - now) / 1000) };
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
