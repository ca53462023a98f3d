import type { Cache } from '../infra/cache/cache.ts';
import { addressId } from './address-standing.ts';

/** Early attempts within this long make an address impatient, and it stays so this long after its last. */
const IMPATIENT_SECONDS = 60;
/** Early attempts an address is forgiven a minute: a person may change the date and search again at once. */
const FORGIVEN_EARLY_ATTEMPTS = 1;

const keyOf = (kind: string, client: string) => `combined-${kind}:${addressId(client)}`;

/**
 * Whether an address keeps the pace `Retry-After` sets. A person (and the web app) starts a
 * combined search now and then, and after a refusal comes back when told; a script flooding
 * from many addresses asks again at once. The last places of the combined queue are kept for
 * the patient ones, so a flood cannot take all of them however many addresses it comes from,
 * as long as each address asks more often than once a `Retry-After`.
 */
export class RetryPatience {
  constructor(
    private readonly cache: Cache,
    private readonly retryAfterSeconds: number,
  ) {}

  /**
   * Notes an attempt of `client`; true when it comes within `Retry-After` of the address's
   * previous one, or the address has lately done so more often than is forgiven (each early
   * attempt past that keeps it impatient for another minute).
   */
  async impatient(client: string): Promise<boolean> {
    const [previous, impatient] = await Promise.all([
      this.cache.get(keyOf('seen', client)),
      this.cache.get(keyOf('impatient', client)),
      this.cache.set(keyOf('seen', client), '1', this.retryAfterSeconds),
    ]);
    if (previous === null) return impatient !== null;
    const early = await this.cache.increment(keyOf('early', client), 1, IMPATIENT_SECONDS);
    if (impatient !== null || early.value > FORGIVEN_EARLY_ATTEMPTS) {
      await this.cache.set(keyOf('impatient', client), '1', IMPATIENT_SECONDS);
    }
    return true;
  }
}
