import { createHash } from 'node:crypto';
import type { Cache } from '../infra/cache/cache.ts';
import { RetryLaterError } from '../infra/http/retry-later.ts';
import { clientAddress } from '../rate-limit/client-address.ts';

/** Failures of one login from one address are counted over this long. */
const PAIR_WINDOW_SECONDS = 15 * 60;
/** Failures from one address, whatever the login, are counted over this long. */
const ADDRESS_WINDOW_SECONDS = 60 * 60;
/** Mistypes a person makes before any wait. */
const FREE_FAILURES = 4;
const LONGEST_WAIT_SECONDS = 60;

/** How many times harder the captcha gets with an address's failures in the last hour. */
const CAPTCHA_STEPS: readonly { failures: number; factor: number }[] = [
  { failures: 50, factor: 16 },
  { failures: 10, factor: 4 },
];

/** 1, 2, 4 … 60 seconds after the fifth, sixth, seventh … failure in a row. */
export function waitSeconds(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES - 1), LONGEST_WAIT_SECONDS);
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

/**
 * Slows down whoever guesses passwords without ever locking an account: failures delay only
 * the same login from the same address (a short wait that doubles up to a minute), and make the
 * captcha of that address harder. The owner signing in from elsewhere is never held up, and a
 * whole office behind one address pays a few seconds of proof of work, not a lockout. The
 * counters live in the shared cache, so every instance behind the proxy sees them.
 */
export class LoginThrottle {
  constructor(
    private readonly cache: Cache,
    private readonly now: () => Date,
  ) {}

  /** A 429 with Retry-After while this address must wait before trying this login again. */
  async ensureAllowed(login: string, address: string): Promise<void> {
    const until = Number(await this.cache.get(waitKey(login, address)));
    const seconds = Math.ceil((until - this.now().getTime()) / 1000);
    if (seconds > 0) {
      throw new RetryLaterError(
        seconds,
        `Слишком много неудачных попыток входа. Повторите через ${seconds} с.`,
      );
    }
  }

  async failed(login: string, address: string): Promise<void> {
    const [pair] = await Promise.all([
      this.cache.increment(pairKey(login, address), 1, PAIR_WINDOW_SECONDS),
      this.cache.increment(addressKey(address), 1, ADDRESS_WINDOW_SECONDS),
    ]);
    const seconds = waitSeconds(pair.value);
    if (seconds > 0) {
      const until = this.now().getTime() + seconds * 1000;
      await this.cache.set(waitKey(login, address), String(until), seconds);
    }
  }

  /** The right password ends the count of its mistypes. */
  async succeeded(login: string, address: string): Promise<void> {
    await this.cache.delete(pairKey(login, address));
  }

  /** How many times the usual proof of work this address's captcha asks for. */
  async captchaFactor(address: string): Promise<number> {
    const failures = Number(await this.cache.get(addressKey(address)));
    return CAPTCHA_STEPS.find((step) => failures >= step.failures)?.factor ?? 1;
  }
}

// Logins and addresses are hashed: the cache holds no personal data.
const pairOf = (login: string, address: string) => digest(`${login}\n${clientAddress(address)}`);
const pairKey = (login: string, address: string) => `login-fail:${pairOf(login, address)}`;
const waitKey = (login: string, address: string) => `login-wait:${pairOf(login, address)}`;
const addressKey = (address: string) => `login-fail-ip:${digest(clientAddress(address))}`;
