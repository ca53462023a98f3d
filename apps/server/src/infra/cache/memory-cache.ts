import type { Cache, Counter } from './cache.ts';

type Entry = { value: string; expiresAt: number };

/** The single-process cache: expired entries are dropped when read and swept once a minute. */
export class MemoryCache implements Cache {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  /** Slot sets: member → when its place frees itself. */
  private readonly slots = new Map<string, Map<string, number>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    return this.read(key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  // Read and written with no await between, so two callers never both see the key absent.
  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    if (this.read(key) !== null) return false;
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
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

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async takeSlot(key: string, member: string, max: number, ttlSeconds: number): Promise<boolean> {
    const now = this.now();
    const held = this.slots.get(key) ?? new Map<string, number>();
    for (const [other, expiresAt] of held) if (expiresAt <= now) held.delete(other);
    if (!held.has(member) && held.size >= max) return false;
    held.set(member, now + ttlSeconds * 1000);
    this.slots.set(key, held);
    return true;
  }

  async releaseSlot(key: string, member: string): Promise<void> {
    const held = this.slots.get(key);
    held?.delete(member);
    if (held?.size === 0) this.slots.delete(key);
  }

  async reachable(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.slots.clear();
  }

  private read(key: string): string | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    for (const [key, held] of this.slots) {
      for (const [member, expiresAt] of held) if (expiresAt <= now) held.delete(member);
      if (held.size === 0) this.slots.delete(key);
    }
  }
}
