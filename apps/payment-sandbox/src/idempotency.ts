import { createHash } from 'node:crypto';
import { invalidRequest } from './api-error.ts';
import type { Store } from './store.ts';

const KEPT_MS = 24 * 60 * 60 * 1000;

export function fingerprintOf(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body)}`)
    .digest('hex');
}

/**
 * YooKassa's Idempotence-Key: a repeat of the same request by the same shop within 24 h gets
 * the first answer back instead of acting again. Only successes are kept (a refusal throws
 * before anything is recorded): a refused request changed nothing, so running it again is
 * harmless and lets a retry pass once the cause is gone.
 */
export function once(
  store: Store,
  scope: { shopId: string; key: string; fingerprint: string },
  run: () => unknown,
): unknown {
  const id = `${scope.shopId}:${scope.key}`;
  return store.change((state) => {
    const now = Date.now();
    const earlier = state.idempotency[id];
    if (earlier !== undefined && now - earlier.at < KEPT_MS) {
      if (earlier.fingerprint !== scope.fingerprint) {
        throw invalidRequest(
          'Этот Idempotence-Key уже использован в другом запросе',
          'Idempotence-Key',
        );
      }
      return earlier.body;
    }
    const body = run();
    for (const [old, record] of Object.entries(state.idempotency)) {
      if (now - record.at >= KEPT_MS) delete state.idempotency[old];
    }
    // A copy: the repeat answers what the first request was told, not the object's state now.
    state.idempotency[id] = {
      fingerprint: scope.fingerprint,
      body: structuredClone(body),
      at: now,
    };
    return body;
  });
}
