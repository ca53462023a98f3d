import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Cache } from '../infra/cache/cache.ts';
import { RetryLaterError } from '../infra/http/retry-later.ts';
import { clientAddress } from './client-address.ts';

/** At most `max` events per `windowSeconds` for one key (an account, an address…). */
export type Limit = {
  name: string;
  max: number;
  windowSeconds: number;
  /** Russian text; the time to wait is added to it. */
  message: string;
};

const HOUR = 60 * 60;

/**
 * The limits of abuse-prone calls; each counts every attempt. Sign-in is slowed by
 * `accounts/login-throttle.ts` instead, which never locks an account.
 */
export const limits = {
  registerPerIp: {
    name: 'register-ip',
    max: 10,
    windowSeconds: HOUR,
    message: 'Слишком много регистраций с вашего адреса.',
  },
  activatePerIp: {
    name: 'activate-ip',
    max: 30,
    windowSeconds: HOUR,
    message: 'Слишком много попыток активации.',
  },
  resetPerIp: {
    name: 'reset-ip',
    max: 10,
    windowSeconds: HOUR,
    message: 'Слишком много запросов на сброс пароля.',
  },
  // The owner's own reset requests (`accounts/reset-owners.ts`): a limit nobody else can use
  // up, so the owner's request always sends a fresh link.
  resetPerEmailOwner: {
    name: 'reset-email-owner',
    max: 3,
    windowSeconds: HOUR,
    message: 'Письмо для сброса пароля на этот адрес уже отправлено.',
  },
  // Everyone else's, looser: room for the owner on a device and network never used before,
  // and a bound on the letters strangers can send to someone's mailbox. Each letter's link
  // retires the ones before it, so the newest letter in the mailbox always works.
  resetPerEmail: {
    name: 'reset-email',
    max: 5,
    windowSeconds: HOUR,
    message:
      'На этот адрес уже отправлено несколько писем для сброса пароля: откройте последнее из них.',
  },
  resetConfirmPerIp: {
    name: 'reset-confirm-ip',
    max: 20,
    windowSeconds: HOUR,
    message: 'Слишком много попыток сменить пароль.',
  },
  // A stolen access token must not become a way to guess the current password.
  changePasswordPerUser: {
    name: 'change-password-user',
    max: 10,
    windowSeconds: HOUR,
    message: 'Слишком много неудачных попыток сменить пароль.',
  },
  feedbackPerIp: {
    name: 'feedback-ip',
    max: 10,
    windowSeconds: HOUR,
    message: 'Слишком много обращений с вашего адреса.',
  },
} satisfies Record<string, Limit>;

const MINUTE = 60;

/**
 * Limits of the public calls anyone may make without an account, per address and minute: far
 * above what a person clicking and typing makes (a results page asks 8 searches, a place field
 * one suggestion a keystroke), far below what a script hammering the search would.
 */
export function publicCallLimits(perMinute: { searchPerMinute: number; suggestPerMinute: number }) {
  return {
    search: {
      name: 'search-ip',
      max: perMinute.searchPerMinute,
      windowSeconds: MINUTE,
      message: 'Слишком много поисков с вашего адреса.',
    },
    suggest: {
      name: 'suggest-ip',
      max: perMinute.suggestPerMinute,
      windowSeconds: MINUTE,
      message: 'Слишком много запросов подсказок с вашего адреса.',
    },
    // Rides' details and car and cabin plans: a detail page asks a few, a trip's page one a leg.
    detail: {
      name: 'detail-ip',
      max: perMinute.searchPerMinute,
      windowSeconds: MINUTE,
      message: 'Слишком много запросов о рейсах с вашего адреса.',
    },
    // A conductor checks a ticket a passenger; a script walking numbers gets little further.
    ticketCheck: {
      name: 'ticket-check-ip',
      max: perMinute.searchPerMinute,
      windowSeconds: MINUTE,
      message: 'Слишком много проверок билетов с вашего адреса.',
    },
    // A page asks for its combined results once a second while they are computed.
    combinedResults: {
      name: 'combined-results-ip',
      max: perMinute.searchPerMinute * 5,
      windowSeconds: MINUTE,
      message: 'Слишком много запросов результатов с вашего адреса.',
    },
  } satisfies Record<string, Limit>;
}

export type PublicCallLimits = ReturnType<typeof publicCallLimits>;

/** Counters live in the shared cache, so every instance behind the proxy enforces one limit. */
export class RateLimiter {
  constructor(private readonly cache: Cache) {}

  /** Throws the 429 when `key` has used `limit` up; counts nothing. */
  async ensureAllowed(limit: Limit, key: string): Promise<void> {
    this.throwIfOver(
      limit,
      await this.cache.increment(this.keyOf(limit, key), 0, limit.windowSeconds),
      0,
    );
  }

  /** Counts one event for `key` (a failed login, say). */
  async hit(limit: Limit, key: string): Promise<void> {
    await this.cache.increment(this.keyOf(limit, key), 1, limit.windowSeconds);
  }

  /** Takes back one event counted by `consume` whose work could not be done after all. */
  async refund(limit: Limit, key: string): Promise<void> {
    await this.cache.increment(this.keyOf(limit, key), -1, limit.windowSeconds);
  }

  /** Counts one event and throws the 429 when it is past the limit. */
  async consume(limit: Limit, key: string): Promise<void> {
    this.throwIfOver(
      limit,
      await this.cache.increment(this.keyOf(limit, key), 1, limit.windowSeconds),
      1,
    );
  }

  private throwIfOver(limit: Limit, counter: { value: number; ttlSeconds: number }, added: number) {
    if (counter.value - added < limit.max) return;
    const seconds = Math.max(1, counter.ttlSeconds);
    const wait = seconds <= 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`;
    throw new RetryLaterError(seconds, `${limit.message} Повторите через ${wait}.`);
  }

  /** Logins, e-mails and addresses are hashed: the cache holds no personal data. */
  /** A call's `onRequest`: one event per request from its address, refused past the limit. */
  perAddress(limit: Limit): (request: FastifyRequest) => Promise<void> {
    return (request) => this.consume(limit, clientAddress(request.ip));
  }

  private keyOf(limit: Limit, key: string): string {
    const digest = createHash('sha256').update(key.toLowerCase()).digest('base64url');
    return `rate:${limit.name}:${digest.slice(0, 32)}`;
  }
}
