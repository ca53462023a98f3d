import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTicket, ticketKeys, ticketPublicKeyPem, verifyTicket } from './ticket-signature.ts';

const secret = 'a-payment-secret-of-the-site';
const claims = { ticketNumber: '75550123456789', orderId: 42, itemId: 1017 };

describe('ticket signature', () => {
  const keys = ticketKeys(secret);
  const content = signTicket(keys.privateKey, claims);

  it('writes the ticket, the order and the item with an Ed25519 signature a checker verifies offline', () => {
    expect(content).toMatch(/^PRS1\|75550123456789\|42\|1017\|[A-Za-z0-9_-]{86}$/);
    expect(verifyTicket(content, ticketPublicKeyPem(secret))).toEqual(claims);
    expect(verifyTicket(content, keys.publicKey)).toEqual(claims);
    expect(keys.publicKeyPem).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/,
    );
  });

  it('derives the same key from the same secret, another from another', () => {
    expect(ticketPublicKeyPem(secret)).toBe(keys.publicKeyPem);
    expect(ticketPublicKeyPem(`${secret}!`)).not.toBe(keys.publicKeyPem);
    // Ed25519 signatures are deterministic: the same ticket always has the same QR code.
    expect(signTicket(ticketKeys(secret).privateKey, claims)).toBe(content);
  });

  it('refuses tampered content', () => {
    const [format, ticket, order, item, signature] = content.split('|') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const flip = (s: string, i: number) =>
      `${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
    const tampered = [
      [format, '75550123456780', order, item, signature],
      [format, ticket, '43', item, signature],
      [format, ticket, order, '1018', signature],
      ['PRS2', ticket, order, item, signature],
      [format, ticket, order, item, flip(signature, 10)],
      // The last character's two spare bits: another spelling of the same bytes is refused too.
      [format, ticket, order, item, flip(signature, 85)],
      [format, ticket, order, item, signature.slice(0, -1)],
      [format, ticket, order, item],
    ].map((parts) => parts.join('|'));
    for (const text of [...tampered, `${content} `, '', 'PRS1|||||']) {
      expect(verifyTicket(text, keys.publicKey), text).toBeNull();
    }
  });

  it('refuses a signature by another key', () => {
    const other = generateKeyPairSync('ed25519');
    const forged = signTicket(other.privateKey, claims);
    expect(verifyTicket(forged, keys.publicKey)).toBeNull();
    expect(verifyTicket(forged, other.publicKey)).toEqual(claims);
  });

  it('signs nothing that would break the format', () => {
    expect(() => signTicket(keys.privateKey, { ...claims, ticketNumber: '1|2' })).toThrow();
    expect(() => signTicket(keys.privateKey, { ...claims, ticketNumber: '' })).toThrow();
    expect(() => signTicket(keys.privateKey, { ...claims, orderId: 0 })).toThrow();
  });
});
