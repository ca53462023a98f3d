import { AppError } from '@peresadka/contracts/errors';
import { RetryLaterError } from '../infra/http/retry-later.ts';

/** How long a visitor is asked to wait before trying a sick supplier again. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The seats' supplier cannot be asked now: down, too slow, refusing our credentials, or
 * answering what we cannot read. Its reason stays in the log; the visitor is asked to try
 * again (a 503 with Retry-After where it ends a call, `train_error` on the search's train tab).
 */
export class SupplierUnavailable extends RetryLaterError {
  constructor(readonly reason: string) {
    super(RETRY_AFTER_SECONDS, supplierUnavailableMessage, 'unavailable');
  }
}

export const supplierUnavailableMessage =
  'Перевозчик сейчас не отвечает, поэтому поезда не показаны. Попробуйте через минуту.';

/**
 * The supplier has no places as the reservation asked for them (none left, or not the ones
 * named). It does not say whose: the order names the passenger and place it can.
 */
export class PlacesRefused extends AppError {
  constructor(reason: string, userMessage: string) {
    super('conflict', reason, { userMessage });
  }
}
