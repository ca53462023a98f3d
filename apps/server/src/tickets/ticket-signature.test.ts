import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  documentTail,
  qrText,
  signTicket,
  ticketKeys,
  ticketPublicKey,
  verifyTicket,
  type TicketClaims,
} from './ticket-signature.ts';

const signingKey = randomBytes(32).toString('base64url');
const claims: TicketClaims = {
  ticketNumber: '75550123456789',
  orderId: 42,
  itemId: 1017,
  mode: 'TRAIN',
  ride: '002Й',
  departure: '2026-11-27T20:05+03:00',
  from: 'Москва, Казанский вокзал',
  to: 'Казань, Казань-Пасс.',
  car: '01',
  place: '5',
  passenger: 'Иванов Иван Иванович',
  document: '0000',
};

describe('ticket signature', () => {
  const keys = ticketKeys(signingKey);
  const content = signTicket(keys.privateKey, claims);

  it('signs everything a conductor compares with Ed25519, and a checker verifies it offline', () => {
    expect(content).toBe(
      `PRS2|75550123456789|42|1017|TRAIN|002Й|2026-11-27T20:05+03:00|Москва, Казанский вокзал|Казань, Казань-Пасс.|01|5|Иванов Иван Иванович|0000|${content.split('|').at(-1)}`,
    );
    expect(content.split('|').at(-1)).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(verifyTicket(content, keys.publicKeyPem)).toEqual(claims);
    expect(verifyTicket(content, keys.publicKeyRaw)).toEqual(claims);
    expect(verifyTicket(content, keys.publicKey)).toEqual(claims);
    expect(keys.publicKeyPem).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/,
    );
    expect(Buffer.from(keys.publicKeyRaw, 'base64url')).toHaveLength(32);
    // Ed25519 signatures are deterministic: the same ticket always has the same QR code.
    expect(signTicket(ticketKeys(signingKey).privateKey, claims)).toBe(content);
  });

  it('takes the key as its seed or as the PEM openssl writes, and refuses anything else', () => {
    const pem = keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(ticketKeys(pem).publicKeyPem).toBe(keys.publicKeyPem);
    expect(ticketKeys(Buffer.from(signingKey, 'base64url').toString('base64')).publicKeyRaw).toBe(
      keys.publicKeyRaw,
    );
    expect(ticketKeys(randomBytes(32).toString('base64url')).publicKeyPem).not.toBe(
      keys.publicKeyPem,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    for (const wrong of [
      'x'.repeat(32),
      randomBytes(31).toString('base64url'),
      rsa.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      '-----BEGIN PRIVATE KEY-----\nнет\n-----END PRIVATE KEY-----',
    ]) {
      expect(() => ticketKeys(wrong), wrong).toThrow(/закрытый ключ Ed25519/);
    }
    expect(() =>
      ticketPublicKey(rsa.publicKey.export({ format: 'pem', type: 'spki' }).toString()),
    ).toThrow(/Ed25519/);
  });

  it('refuses a ticket with any field changed: the name, the seat, the ride, the time', () => {
    const parts = content.split('|');
    const changed = (index: number, value: string) =>
      parts.map((p, i) => (i === index ? value : p)).join('|');
    const flip = (s: string, i: number) =>
      `${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
    const signature = parts.at(-1)!;
    const tampered = [
      changed(1, '75550123456780'),
      changed(2, '43'),
      changed(3, '1018'),
      changed(4, 'BUS'),
      changed(5, '001А'),
      changed(6, '2026-11-28T20:05+03:00'),
      changed(7, 'Москва, Ленинградский вокзал'),
      changed(8, 'Самара'),
      changed(9, '02'),
      changed(10, '6'),
      changed(11, 'Петров Пётр Петрович'),
      changed(12, '1111'),
      changed(0, 'PRS1'),
      changed(13, flip(signature, 10)),
      // The last character's two spare bits: another spelling of the same bytes is refused too.
      changed(13, flip(signature, 85)),
      changed(13, signature.slice(0, -1)),
      parts.slice(0, -1).join('|'),
      // PRS1's shape: number, order and item only.
      [parts[0], parts[1], parts[2], parts[3], signature].join('|'),
    ];
    for (const text of [...tampered, `${content} `, '', 'PRS2|||||||||||||']) {
      expect(verifyTicket(text, keys.publicKey), text).toBeNull();
    }
  });

  it('refuses a signature by another key', () => {
    const other = generateKeyPairSync('ed25519');
    const forged = signTicket(other.privateKey, claims);
    expect(verifyTicket(forged, keys.publicKey)).toBeNull();
    expect(verifyTicket(forged, other.publicKey)).toEqual(claims);
  });

  it('signs only canonical text, so a checker gets the very bytes that were signed', () => {
    expect(qrText('  Москва |  Казанский\nвокзал ')).toBe('Москва / Казанский вокзал');
    expect(qrText('Ё'.normalize('NFD'))).toBe('Ё');
    expect(documentTail('45 06 123456')).toBe('3456');
    expect(documentTail('IV-АБ 12')).toBe('АБ12');
    for (const wrong of [
      { ticketNumber: '1|2' },
      { ticketNumber: '' },
      { orderId: 0 },
      { passenger: 'Иванов  Иван' },
      { from: 'А|Б' },
      { departure: '2026-11-27 20:05' },
      { mode: 'SHIP' },
    ]) {
      expect(() => signTicket(keys.privateKey, { ...claims, ...wrong } as TicketClaims)).toThrow();
    }
  });
});
