import type { FaultRule } from '@peresadka/im-sandbox/faults';
import { afterEach, inject } from 'vitest';

/*
 * The IM sandbox the site sells trains through is a real supplier on its own port; its fault
 * switches make it slow or make its carrier refuse, so a journey can show what a traveller sees
 * then. They answer only to the partner's credentials and point of sale, as its protocol does.
 */

async function faults(method: 'POST' | 'DELETE', rule?: FaultRule): Promise<void> {
  const { origin, login, password, pos } = inject('trainSupplier');
  const response = await fetch(`${origin}/sandbox/faults`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
      pos,
      ...(rule ? { 'content-type': 'application/json' } : {}),
    },
    body: rule ? JSON.stringify(rule) : undefined,
  });
  if (!response.ok) {
    throw new Error(`Песочница ИМ: ${method} /sandbox/faults → ${response.status}`);
  }
}

/**
 * Makes the supplier misbehave from now on as `rule` says. Every rule is cleared after each
 * test of the file, so a journey that fails halfway leaves no trap for the next one.
 */
export function useSupplierFaults(): (rule: FaultRule) => Promise<void> {
  afterEach(() => faults('DELETE'));
  return (rule) => faults('POST', rule);
}
