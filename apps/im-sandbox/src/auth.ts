import { createHash, timingSafeEqual } from 'node:crypto';

/** A partner of the supplier: its credentials and the point of sale it sells through. */
export type ImPartner = { login: string; password: string; pos: string };

/**
 * The partner an `Authorization: Basic login:password` header and a `Pos` header prove, if
 * any: the protocol wants both, so the right password from another point of sale is refused.
 */
export class Partners {
  private readonly byLogin: Map<string, ImPartner>;

  constructor(partners: readonly ImPartner[]) {
    this.byLogin = new Map(partners.map((partner) => [partner.login, { ...partner }]));
  }

  authenticate(
    authorization: string | undefined,
    pos: string | string[] | undefined,
  ): ImPartner | undefined {
    const encoded = /^Basic\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (encoded === undefined || typeof pos !== 'string') return undefined;
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    const partner = this.byLogin.get(decoded.slice(0, colon));
    if (partner === undefined) return undefined;
    // Both compared whatever the first gives, so the time taken tells nothing either.
    const password = sameSecret(decoded.slice(colon + 1), partner.password);
    const point = sameSecret(pos, partner.pos);
    return password && point ? partner : undefined;
  }
}

/** Compared as digests, so neither the time taken nor a length mismatch tells anything. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
