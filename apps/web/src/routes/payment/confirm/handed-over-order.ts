import { ZConfirmState, type ConfirmState } from '@peresadka/contracts/orders';

/**
 * The order the creation page handed over in the history state. History state outlives the
 * page (a reload, a restored tab), so it is checked like any stored value.
 */
export function handedOverOrder(state: unknown): ConfirmState | null {
  if (!state || typeof state !== 'object' || !('confirm' in state)) return null;
  const parsed = ZConfirmState.safeParse(state.confirm);
  return parsed.success ? parsed.data : null;
}
