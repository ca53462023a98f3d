import { z } from 'zod';

/**
 * The Idempotency-Key of an order request. A repeat of the same body (a double click, a retry
 * after a timeout, even after a reload) carries the same key, so the server answers the order
 * it already made instead of making a second one; a changed body needs a new key, since the
 * server refuses an old key with another body. Kept for the tab's session under the ride.
 */
const PREFIX = 'peresadka.orderAttempt.';

const ZAttempt = z.object({ body: z.string(), key: z.string() });
type Attempt = z.infer<typeof ZAttempt>;

/** Where session storage is unavailable, repeats within the page still share their key. */
const inMemory = new Map<string, Attempt>();

function lastAttempt(routeId: string): Attempt | null {
  try {
    const stored = ZAttempt.safeParse(JSON.parse(sessionStorage.getItem(PREFIX + routeId) ?? ''));
    if (stored.success) return stored.data;
  } catch {
    // Unreadable storage: the page's own memory answers.
  }
  return inMemory.get(routeId) ?? null;
}

export function idempotencyKeyFor(routeId: string, body: unknown): string {
  const text = JSON.stringify(body);
  const last = lastAttempt(routeId);
  if (last?.body === text) return last.key;
  const attempt = { body: text, key: crypto.randomUUID() };
  inMemory.set(routeId, attempt);
  try {
    sessionStorage.setItem(PREFIX + routeId, JSON.stringify(attempt));
  } catch {
    // The copy in memory serves the rest of this page.
  }
  return attempt.key;
}

/** After the order is made: the next order of this ride is a new request. */
export function forgetAttempt(routeId: string): void {
  inMemory.delete(routeId);
  sessionStorage.removeItem(PREFIX + routeId);
}
