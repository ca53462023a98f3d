import { createHash, createHmac } from 'node:crypto';

/**
 * The code of /payment/success/{code}: a keyed hash of the payment's idempotence key, so it is
 * the same for every retry of one payment, unguessable from anything the visitor sees, and
 * stored only as its own hash.
 */
export function returnCodeOf(secret: string, idempotenceKey: string): string {
  return createHmac('sha256', secret)
    .update(`payment-return:${idempotenceKey}`)
    .digest('base64url');
}

export const codeHashOf = (code: string): string => createHash('sha256').update(code).digest('hex');
