import { createHash } from 'node:crypto';
import type { Cache } from '../infra/cache/cache.ts';

/**
 * A supplier's answers kept for a short, stated time in the shared cache (memory, or Redis for
 * every instance): the same train asked by many visitors within a minute is asked of the
 * supplier once. Within one process the same question in flight is asked once too. A cache
 * that cannot be read or written costs a call, never an answer.
 */
export class SupplierCache {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly cache: Cache,
    private readonly namespace: string,
  ) {}

  async get<T>(question: unknown, ttlSeconds: number, ask: () => Promise<T>): Promise<T> {
    const key = this.keyOf(question);
    const hit = await this.cache.get(key).catch(() => null);
    if (hit !== null) return JSON.parse(hit) as T;
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const asking = ask()
      .then(async (answer) => {
        await this.cache.set(key, JSON.stringify(answer), ttlSeconds).catch(() => undefined);
        return answer;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, asking);
    return asking;
  }

  /** Forgets an answer the site has just made stale (its own reservation took places). */
  async forget(question: unknown): Promise<void> {
    await this.cache.delete(this.keyOf(question)).catch(() => undefined);
  }

  private keyOf(question: unknown): string {
    const digest = createHash('sha256').update(JSON.stringify(question)).digest('base64url');
    return `supplier:${this.namespace}:${digest}`;
  }
}
