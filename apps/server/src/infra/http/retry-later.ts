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
  ) {
    super(code, `Retry after ${retryAfterSeconds} s (${code})`, { userMessage });
  }
}
