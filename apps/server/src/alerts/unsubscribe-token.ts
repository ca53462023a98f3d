import { createHash, createHmac } from 'node:crypto';

/**
 * The token of an alert letter's unsubscribe link: a keyed hash of the alert's id, so the
 * letter can be written whenever the alert fires without the token ever being stored —
 * neither in the alert (which keeps only its hash) nor in the outbox (which keeps the id).
 */
export function unsubscribeTokenOf(secret: string, alertId: number): string {
  return createHmac('sha256', secret)
    .update(`sold-out-alert-unsubscribe:${alertId}`)
    .digest('base64url');
}

export const tokenHashOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
