import { AppError } from '@peresadka/contracts/errors';

/** A 429 that tells the client, in `Retry-After` and in Russian, when to try again. */
export class RetryLaterError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    userMessage: string,
  ) {
    super('rate_limited', `Rate limited for ${retryAfterSeconds} s`, { userMessage });
  }
}
