import { describe, expect, it } from 'vitest';
import { answerStatusesOf, errorStatusesOf } from './api-answers.ts';
import { apiCalls } from './api-calls.ts';

describe('answerStatusesOf', () => {
  it('gives the combined results their body-less 202 and 204 and their rate limit', () => {
    expect(answerStatusesOf(apiCalls.combinedRoutes)).toEqual([200, 202, 204, 400, 429, 500, 503]);
  });

  it('adds sign-in and a reused Idempotency-Key to a call that creates an order', () => {
    const statuses = errorStatusesOf(apiCalls.createBusOrder);
    expect(statuses.get(401)).toEqual(['unauthorized', 'token_not_valid']);
    expect(statuses.get(409)).toEqual(['conflict', 'idempotency_conflict']);
    expect(statuses.get(404)).toEqual(['not_found']);
  });

  it('leaves a public call without errors of its own to what any request may meet', () => {
    expect(answerStatusesOf(apiCalls.ticketPublicKey)).toEqual([200, 400, 500, 503]);
  });
});
