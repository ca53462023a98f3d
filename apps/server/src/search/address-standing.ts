import { createHash } from 'node:crypto';
import type { Cache } from '../infra/cache/cache.ts';

/** An address that collected a combined result is a person reading results for this long. */
const TRUSTED_SECONDS = 15 * 60;
/** An address whose admitted combined search was not collected owes it for this long. */
const OWING_SECONDS = 5 * 60;

/** How the cache names a client address (hashed: no address is stored as such). */
export const addressId = (client: string) =>
  createHash('sha256').update(client).digest('base64url').slice(0, 32);

/**
 * What an address's combined searches say about it: `trusted` once it has collected a result
 * (a person reads what they asked for), `owing` while a search it started was not collected
 * (a flood asks and never looks), else `fresh`.
 */
export type Standing = 'trusted' | 'owing' | 'fresh';

export class AddressStanding {
  constructor(private readonly cache: Cache) {}

  of(address: string): Promise<Standing> {
    return Promise.all([
      this.cache.get(`combined-trusted:${address}`),
      this.cache.get(`combined-owing:${address}`),
    ]).then(([trusted, owing]) => (trusted ? 'trusted' : owing ? 'owing' : 'fresh'));
  }

  /** A combined search of `address` was admitted; it owes collecting it. */
  owe(address: string): Promise<void> {
    return this.cache.set(`combined-owing:${address}`, '1', OWING_SECONDS);
  }

  /** `address` collected a finished combined result. */
  async collected(address: string): Promise<void> {
    await Promise.all([
      this.cache.delete(`combined-owing:${address}`),
      this.cache.set(`combined-trusted:${address}`, '1', TRUSTED_SECONDS),
    ]);
  }
}
