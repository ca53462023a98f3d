import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/**
 * What a ticket's QR code says, signed so that a checker with only the site's public key can
 * tell a real ticket offline:
 *
 *     PRS1|<ticket number>|<order id>|<item id>|<signature>
 *
 * `PRS1` names the format (Пересадка, version 1); the signature is Ed25519 over the UTF-8 bytes
 * of everything before the last `|` (`PRS1|…|<item id>`), in unpadded base64url (86
 * characters). A ticket number never holds `|`.
 *
 * The key pair is derived from PAYMENT_SECRET (HMAC-SHA256(secret, 'ticket-signing-key') is the
 * 32-byte Ed25519 seed), so every instance signs alike and tickets stay valid after a restart;
 * a new secret means a new public key for checkers.
 */
export const TICKET_FORMAT = 'PRS1';

export type TicketClaims = { ticketNumber: string; orderId: number; itemId: number };

export type TicketKeys = {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SPKI PEM, for checkers. */
  publicKeyPem: string;
};

/** PKCS#8 DER of an Ed25519 private key, up to the 32 bytes of its seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const keyCache = new Map<string, TicketKeys>();

/** The site's ticket signing keys, derived from its PAYMENT_SECRET. */
export function ticketKeys(secret: string): TicketKeys {
  const cached = keyCache.get(secret);
  if (cached) return cached;
  const seed = createHmac('sha256', secret).update('ticket-signing-key').digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const keys: TicketKeys = {
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
  keyCache.set(secret, keys);
  return keys;
}

/** The public key checkers verify tickets with, as PEM. */
export const ticketPublicKeyPem = (secret: string): string => ticketKeys(secret).publicKeyPem;

function payloadOf(claims: TicketClaims): string {
  if (!claims.ticketNumber || claims.ticketNumber.includes('|')) {
    throw new RangeError(`A ticket number cannot be «${claims.ticketNumber}»`);
  }
  for (const id of [claims.orderId, claims.itemId]) {
    if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`An id cannot be ${id}`);
  }
  return `${TICKET_FORMAT}|${claims.ticketNumber}|${claims.orderId}|${claims.itemId}`;
}

/** The QR code's content for one ticket. */
export function signTicket(privateKey: KeyObject, claims: TicketClaims): string {
  const payload = payloadOf(claims);
  const signature = sign(null, Buffer.from(payload, 'utf8'), privateKey);
  return `${payload}|${signature.toString('base64url')}`;
}

/**
 * The claims of a QR code's content if the site's key signed exactly them, else null: a changed
 * number, another format, another key's signature or a malformed text are all refused alike.
 */
export function verifyTicket(content: string, publicKey: KeyObject | string): TicketClaims | null {
  const match = /^(PRS1\|([^|]+)\|([1-9]\d{0,14})\|([1-9]\d{0,14}))\|([A-Za-z0-9_-]{86})$/.exec(
    content,
  );
  if (!match) return null;
  const [, payload, ticketNumber, orderId, itemId, signature] = match;
  const bytes = Buffer.from(signature!, 'base64url');
  // The last character carries 2 bits beyond the 64 bytes: only one spelling is the signature.
  if (bytes.toString('base64url') !== signature) return null;
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  let valid: boolean;
  try {
    valid = verify(null, Buffer.from(payload!, 'utf8'), key, bytes);
  } catch {
    return null;
  }
  if (!valid) return null;
  return { ticketNumber: ticketNumber!, orderId: Number(orderId), itemId: Number(itemId) };
}
