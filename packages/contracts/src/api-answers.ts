import type { ApiCallRow } from './api-calls.ts';
import { ERROR_CODES, httpStatusOf, type ErrorCode } from './errors.ts';

/*
 * Every status a call of the API table can answer, for its OpenAPI entry and for the API tests
 * that hold the server to it. A call's row names the errors of its own work; the ones below
 * follow from what every call of its kind goes through on the server.
 */

/** The error codes a call can answer, in the order of ERROR_CODES. */
export function errorCodesOf(call: ApiCallRow): ErrorCode[] {
  const codes = new Set<ErrorCode>(call.errors);
  // Any request can be malformed before its call looks at it: no Host, bad JSON, a wrong media
  // type, a body over its limit — besides the body, path and header checks of the call itself.
  codes.add('validation');
  if (call.auth) {
    codes.add('unauthorized');
    codes.add('token_not_valid');
  }
  if (call.idempotent) codes.add('idempotency_conflict');
  // Every call answers within the API's deadline or with a 503, and every call meets the
  // database's outages the same way; 500 is what an unforeseen fault answers.
  codes.add('unavailable');
  codes.add('internal');
  return ERROR_CODES.filter((code) => codes.has(code));
}

/** Statuses of a successful answer: 200, and the body-less ones of calls that have them. */
export function successStatusesOf(call: ApiCallRow): number[] {
  return [200, ...(call.answer.kind === 'json' ? (call.answer.emptyStatuses ?? []) : [])];
}

/** Each error status a call can answer, with the codes its body may carry. */
export function errorStatusesOf(call: ApiCallRow): Map<number, ErrorCode[]> {
  const statuses = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(call)) {
    const status = httpStatusOf(code);
    statuses.set(status, [...(statuses.get(status) ?? []), code]);
  }
  return statuses;
}

/** Every status a call can answer, ascending. */
export function answerStatusesOf(call: ApiCallRow): number[] {
  return [...successStatusesOf(call), ...errorStatusesOf(call).keys()].sort((a, b) => a - b);
}
