import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * What a ticket's QR code says, signed so that anyone with only the site's public key can tell
 * a real ticket offline and see that what it names is what the traveller shows. One line of
 * fields separated by `|` (docs/tickets.md):
 *
 *     PRS2|<ticket>|<order>|<item>|<mode>|<ride>|<departure>|<from>|<to>|<car>|<place>|<passenger>|<document>|<signature>
 *
 * `PRS2` names the format (Пересадка, version 2); `mode` is TRAIN, PLANE or BUS; `departure`
 * the station's own clock with its offset (`2026-11-27T20:05+03:00`); `car` and `place` are
 * empty when the ticket has none; `document` the last four letters or digits of the
 * passenger's document. The signature is Ed25519 over the UTF-8 bytes of everything before the
 * last `|`, in unpadded base64url (86 characters).
 *
 * The key is TICKET_SIGNING_KEY, the site's own and no other secret's, so nobody holding the
 * payment or session secrets can forge a ticket; its public half is published at
 * `GET /api/v1/tickets/public-key`. Version 1 (number, order and item only, signed by a key
 * derived from PAYMENT_SECRET) is no longer accepted.
 */
export const TICKET_FORMAT = 'PRS2';

export const TICKET_MODES = ['TRAIN', 'PLANE', 'BUS'] as const;
export type TicketModeCode = (typeof TICKET_MODES)[number];

/** Everything a conductor compares, as the ticket prints it. */
export type TicketClaims = {
  ticketNumber: string;
  orderId: number;
  itemId: number;
  mode: TicketModeCode;
  /** The train's, flight's or bus trip's number. */
  ride: string;
  /** `YYYY-MM-DDTHH:MM±HH:MM`, on the departure station's clock. */
  departure: string;
  from: string;
  to: string;
  /** The train car, '' on a plane or a bus. */
  car: string;
  /** The seat or berth, '' without one. */
  place: string;
  passenger: string;
  /** The last four letters or digits of the document's number. */
  document: string;
};

export type TicketKeys = {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SPKI PEM, for checkers. */
  publicKeyPem: string;
  /** The 32 bytes of the public key, unpadded base64url (as in a JWK's `x`). */
  publicKeyRaw: string;
};

/** PKCS#8 DER of an Ed25519 private key, up to the 32 bytes of its seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const keyCache = new Map<string, TicketKeys>();

/**
 * The key pair of TICKET_SIGNING_KEY: an Ed25519 private key as PKCS#8 PEM (what
 * `openssl genpkey -algorithm ed25519` writes) or its 32-byte seed in base64url or base64.
 * Throws a Russian RangeError for anything else.
 */
export function ticketKeys(signingKey: string): TicketKeys {
  const cached = keyCache.get(signingKey);
  if (cached) return cached;
  const privateKey = privateKeyOf(signingKey.trim());
  const publicKey = createPublicKey(privateKey);
  const keys: TicketKeys = {
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    publicKeyRaw: publicKey.export({ format: 'jwk' }).x!,
  };
  keyCache.set(signingKey, keys);
  return keys;
}

function privateKeyOf(text: string): KeyObject {
  const notEd25519 = new RangeError(
    'ожидается закрытый ключ Ed25519: PEM (PKCS#8) или 32 байта в base64url',
  );
  if (text.startsWith('-----BEGIN')) {
    let key: KeyObject;
    try {
      key = createPrivateKey(text);
    } catch {
      throw notEd25519;
    }
    if (key.asymmetricKeyType !== 'ed25519') throw notEd25519;
    return key;
  }
  const seed = /^[A-Za-z0-9+/_-]{43}=?$/.test(text) ? Buffer.from(text, 'base64url') : null;
  if (seed?.length !== 32) throw notEd25519;
  return createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
}

/** A checker's public key: SPKI PEM or the raw 32 bytes in base64url. */
export function ticketPublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----BEGIN')
    ? createPublicKey(trimmed)
    : createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: trimmed }, format: 'jwk' });
  if (key.asymmetricKeyType !== 'ed25519') throw new RangeError('это не открытый ключ Ed25519');
  return key;
}

/**
 * A printed text as the QR code carries it: one line, single spaces, no field separator (a
 * station named «А | Б» is signed as «А / Б»), composed as NFC so that a checker typing it
 * gets the same bytes.
 */
export const qrText = (text: string): string =>
  text.normalize('NFC').replaceAll('|', '/').replace(/\s+/g, ' ').trim();

/** The document's last four letters or digits: enough to match it, not enough to copy it. */
export const documentTail = (documentNumber: string): string =>
  documentNumber.replace(/[^\p{L}\p{N}]/gu, '').slice(-4);

const FIELDS = [
  'ticketNumber',
  'orderId',
  'itemId',
  'mode',
  'ride',
  'departure',
  'from',
  'to',
  'car',
  'place',
  'passenger',
  'document',
] as const satisfies readonly (keyof TicketClaims)[];

const DEPARTURE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

function payloadOf(claims: TicketClaims): string {
  const texts = FIELDS.map((field) => String(claims[field]));
  for (const [i, text] of texts.entries()) {
    if (text !== qrText(text)) throw new RangeError(`${FIELDS[i]} is not in canonical form`);
  }
  if (!claims.ticketNumber || !claims.ride || !claims.passenger) {
    throw new RangeError('A ticket needs its number, ride and passenger');
  }
  for (const id of [claims.orderId, claims.itemId]) {
    if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`An id cannot be ${id}`);
  }
  if (!TICKET_MODES.includes(claims.mode)) throw new RangeError(`No mode ${claims.mode}`);
  if (!DEPARTURE.test(claims.departure)) throw new RangeError(`No time ${claims.departure}`);
  return [TICKET_FORMAT, ...texts].join('|');
}

/** The QR code's content for one ticket. */
export function signTicket(privateKey: KeyObject, claims: TicketClaims): string {
  const payload = payloadOf(claims);
  const signature = sign(null, Buffer.from(payload, 'utf8'), privateKey);
  return `${payload}|${signature.toString('base64url')}`;
}

/**
 * The claims of a QR code's content if the site's key signed exactly them, else null: any
 * changed letter, another format, another key's signature or a malformed text are all refused
 * alike.
 */
export function verifyTicket(content: string, publicKey: KeyObject | string): TicketClaims | null {
  const parts = content.split('|');
  if (parts.length !== FIELDS.length + 2 || parts[0] !== TICKET_FORMAT) return null;
  const signature = parts.at(-1)!;
  if (!/^[A-Za-z0-9_-]{86}$/.test(signature)) return null;
  const bytes = Buffer.from(signature, 'base64url');
  // The last character carries 2 bits beyond the 64 bytes: only one spelling is the signature.
  if (bytes.toString('base64url') !== signature) return null;
  const values = parts.slice(1, -1);
  const claims = Object.fromEntries(FIELDS.map((field, i) => [field, values[i]!])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  if (!/^[1-9]\d{0,14}$/.test(claims.orderId) || !/^[1-9]\d{0,14}$/.test(claims.itemId)) {
    return null;
  }
  const payload = parts.slice(0, -1).join('|');
  let valid: boolean;
  try {
    const key = typeof publicKey === 'string' ? ticketPublicKey(publicKey) : publicKey;
    valid = verify(null, Buffer.from(payload, 'utf8'), key, bytes);
  } catch {
    return null;
  }
  if (!valid) return null;
  return {
    ...claims,
    mode: claims.mode as TicketModeCode,
    orderId: Number(claims.orderId),
    itemId: Number(claims.itemId),
  };
}
