/**
 * Short-lived shared state (combined-search results, rate-limit counters…). In one process it
 * lives in memory; with REDIS_URL every instance behind the proxy sees the same values.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Writes only when the key is absent; true when this call wrote it. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /**
   * Adds `by` (0 only reads) to a counter that lives `ttlSeconds` from its first write, and
   * answers its value and the seconds it has left. Atomic, so parallel requests all count.
   */
  increment(key: string, by: number, ttlSeconds: number): Promise<Counter>;
  delete(key: string): Promise<void>;
  /**
   * Takes one of `max` places under `key` for `member` (true; also when it holds one already),
   * or answers false when all are taken. A place is held until released or `ttlSeconds` pass,
   * so the places of a process that died free themselves.
   */
  takeSlot(key: string, member: string, max: number, ttlSeconds: number): Promise<boolean>;
  releaseSlot(key: string, member: string): Promise<void>;
  /** Whether the store answers now (the readiness check asks); memory always does. */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

export type Counter = { value: number; ttlSeconds: number };
