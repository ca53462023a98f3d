import { createHash, timingSafeEqual } from 'node:crypto';
import type { SandboxShop, Shops } from './shops.ts';

/** The shop an `Authorization: Basic shopId:secretKey` header proves, if any. */
export function authenticate(shops: Shops, header: string | undefined): SandboxShop | undefined {
  const encoded = /^Basic\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (encoded === undefined) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const shop = shops.get(decoded.slice(0, colon));
  if (shop === undefined) return undefined;
  return sameSecret(decoded.slice(colon + 1), shop.secretKey) ? shop : undefined;
}

/** Compared as digests, so neither the time taken nor a length mismatch tells anything. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
