import { AppError } from '@peresadka/contracts/errors';
import { IM_ERRORS } from '@peresadka/contracts/im/im-values';
import { describe, expect, it } from 'vitest';
import { RetryLaterError } from '../../infra/http/retry-later.ts';
import { ImRefusal } from './im-client.ts';
import { appErrorOfRefusal, imRefusalMessages } from './im-errors.ts';

const refusal = (code: number, params: string[] = []) =>
  new ImRefusal('Order/V1/Reservation/Confirm', {
    Code: code,
    Message: 'Supplier text the visitor must never see',
    MessageParams: params,
  });

describe('the supplier’s refusals in Russian', () => {
  it.each([
    [IM_ERRORS.noTrains, 404, imRefusalMessages.noTrains],
    [IM_ERRORS.noPlaces, 409, imRefusalMessages.noPlaces],
    [IM_ERRORS.saleClosed, 409, imRefusalMessages.saleClosed],
    [IM_ERRORS.confirmationExpired, 409, imRefusalMessages.confirmationExpired],
    [IM_ERRORS.orderNotFound, 404, imRefusalMessages.notFound],
    [IM_ERRORS.providerFailed, 409, imRefusalMessages.refused],
    [IM_ERRORS.rejected, 409, imRefusalMessages.refused],
    [IM_ERRORS.noPlacesAsAsked, 409, imRefusalMessages.noPlaces],
    [IM_ERRORS.wrongOrderState, 409, imRefusalMessages.wrongState],
    [IM_ERRORS.voidExpired, 409, imRefusalMessages.voidExpired],
    [IM_ERRORS.alreadyReturned, 409, imRefusalMessages.alreadyReturned],
    [IM_ERRORS.wrongDocument, 409, imRefusalMessages.wrongDocument],
    [IM_ERRORS.operationInProgress, 503, imRefusalMessages.inProgress],
  ])('code %i is a %i with its own message', (code, status, message) => {
    const error = appErrorOfRefusal(refusal(code));
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(status);
    expect(error.userMessage).toBe(message);
    expect(error.userMessage).not.toContain('Supplier text');
  });

  it('names the time until which a ticket is voided instead of returned', () => {
    expect(appErrorOfRefusal(refusal(IM_ERRORS.useVoid, ['01.12.2026 12:00'])).userMessage).toBe(
      imRefusalMessages.useVoid('01.12.2026 12:00'),
    );
  });

  it.each([
    IM_ERRORS.unavailable,
    IM_ERRORS.insufficientBalance,
    IM_ERRORS.invalidParameters,
    IM_ERRORS.authorizationRequired,
    9999,
  ])('code %i is the operator’s, not the visitor’s: a 503 to try later', (code) => {
    const error = appErrorOfRefusal(refusal(code));
    expect(error).toBeInstanceOf(RetryLaterError);
    expect(error.status).toBe(503);
  });
});
