import { createHash } from 'node:crypto';
import type { Cache } from '../infra/cache/cache.ts';

/** Early returns within this long make an address impatient, and it stays so this long after its last. */
const IMPATIENT_SECONDS = 60;
/**
 * Early returns an address is forgiven a minute: the results page asks for the combined tab
 * and the price strip at once, so one refusal can meet the other request a moment later.
 */
const FORGIVEN_EARLY_RETURNS = 1;

const keyOf = (kind: string, client: string) =>
  `combined-${kind}:${createHash('sha256').update(client).digest('base64url').slice(0, 32)}`;

/**
 * Whether an address honours the `Retry-After` it was given. A person (and the web app) comes
 * back after it; a script flooding from many addresses asks again at once. The refused share of
 * the combined queue is kept for the patient ones, so a flood cannot take all of it however
 * many addresses it comes from, as long as each address asks more often than `Retry-After`.
 */
export class RetryPatience {
  constructor(
    private readonly cache: Cache,
    private readonly retryAfterSeconds: number,
  ) {}

  /** Notes that `client` was refused and told to come back in `retryAfterSeconds`. */
  told(client: string): Promise<void> {
    return this.cache.set(keyOf('told', client), '1', this.retryAfterSeconds);
  }

  /**
   * Notes an attempt of `client`; true when it comes before its `Retry-After`, or the address
   * has lately done so more often than is forgiven (each early return past that keeps it
   * impatient for another minute).
   */
  async impatient(client: string): Promise<boolean> {
    const [told, impatient] = await Promise.all([
      this.cache.get(keyOf('told', client)),
      this.cache.get(keyOf('impatient', client)),
    ]);
    if (told === null) return impatient !== null;
    const early = await this.cache.increment(keyOf('early', client), 1, IMPATIENT_SECONDS);
    if (impatient !== null || early.value > FORGIVEN_EARLY_RETURNS) {
      await this.cache.set(keyOf('impatient', client), '1', IMPATIENT_SECONDS);
    }
    return true;
  }
}
