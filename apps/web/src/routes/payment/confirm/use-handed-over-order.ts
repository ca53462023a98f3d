import type { ConfirmState } from '@peresadka/contracts/orders';
import { use } from 'react';
import { loadOnce } from '../../../lib/load-once.ts';

/**
 * The order schemas (zod) load only for a page that was handed an order: one opened from «Мои
 * поездки», reloaded or linked reads its order from the server and goes without them.
 */
const check = loadOnce(() =>
  import('./handed-over-order.ts').then((module) => module.handedOverOrder),
);

/** Each state checked once: the page reads it on every render. */
const checked = new WeakMap<object, ConfirmState | null>();

/** `handedOverOrder` of the history state; suspends while its check loads. */
export function useHandedOverOrder(state: unknown): ConfirmState | null {
  if (!state || typeof state !== 'object' || !('confirm' in state)) return null;
  if (!checked.has(state)) checked.set(state, (check.value ?? use(check.load()))(state));
  return checked.get(state)!;
}
