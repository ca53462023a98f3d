import type { ConfirmState } from '@peresadka/contracts/orders';
import { use } from 'react';
import type { handedOverOrder } from './handed-over-order.ts';

type Check = typeof handedOverOrder;

/**
 * The order schemas (zod) load only for a page that was handed an order: one opened from «Мои
 * поездки», reloaded or linked reads its order from the server and goes without them.
 */
let check: Promise<Check> | undefined;
let loaded: Check | undefined;
const loadCheck = () =>
  (check ??= import('./handed-over-order.ts').then((module) => (loaded = module.handedOverOrder)));

/** Each state checked once: the page reads it on every render. */
const checked = new WeakMap<object, ConfirmState | null>();

/** `handedOverOrder` of the history state; suspends while its check loads. */
export function useHandedOverOrder(state: unknown): ConfirmState | null {
  if (!state || typeof state !== 'object' || !('confirm' in state)) return null;
  if (!checked.has(state)) checked.set(state, (loaded ?? use(loadCheck()))(state));
  return checked.get(state)!;
}
