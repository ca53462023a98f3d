import { AppError } from '@peresadka/contracts/errors';

/**
 * A 429 (too many calls from the client) or 503 (the server is full) that tells the client, in
 * `Retry-After` and in Russian, when to try again.
 */
export class RetryLaterError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    userMessage: string,
    code: 'rate_limited' | 'unavailable' = 'rate_limited',
    cause?: unknown,
  ) {
    super(code, `Retry after ${retryAfterSeconds} s (${code})`, { userMessage, cause });
  }
}

/** What a client is told to wait when a part we depend on is away: about a restart's time. */
export const OUTAGE_RETRY_SECONDS = 5;

/**
 * A part the site depends on — the database, a provider — is away or does not answer in time:
 * 503 with Retry-After. The visitor can only try again, so the answer is the same whatever the
 * part; which part and what it said go to the log.
 */
export class OutageError extends RetryLaterError {
  constructor(
    readonly part: string,
    cause: unknown,
  ) {
    super(
      OUTAGE_RETRY_SECONDS,
      `Сервис временно недоступен. Повторите через ${OUTAGE_RETRY_SECONDS} с.`,
      'unavailable',
      cause,
    );
  }
}
