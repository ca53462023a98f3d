import type { api, ApiBody, ApiParams, ApiResponse } from '@peresadka/contracts/api';
import {
  apiCalls,
  API_BASE,
  apiPath,
  IDEMPOTENCY_KEY_HEADER,
  type ApiName,
} from '@peresadka/contracts/api-calls';
import { AppError } from '@peresadka/contracts/errors';
import { takeEarlyAnswer } from './early-answers.ts';
import {
  dropToken,
  endSession,
  getAccessToken,
  getSessionStatus,
  startSession,
} from '../state/session.ts';

type Call = (typeof apiCalls)[ApiName];

type CallOptions<Name extends ApiName> = {
  signal?: AbortSignal;
} & ((typeof api)[Name] extends { idempotent: true }
  ? {
      /** The same key for a repeat of the same request, so the server makes one order. */
      idempotencyKey: string;
    }
  : { idempotencyKey?: undefined }) &
  (ApiParams<Name> extends undefined ? { params?: undefined } : { params: ApiParams<Name> }) &
  (ApiBody<Name> extends undefined ? { body?: undefined } : { body: ApiBody<Name> });

/** A success status the call table allows without a body (e.g. 202 while computing). */
export type EmptyAnswer = { readonly emptyStatus: number };

export type CallResult<Name extends ApiName> = (typeof api)[Name]['answer'] extends {
  emptyStatuses: readonly number[];
}
  ? ApiResponse<Name> | EmptyAnswer
  : ApiResponse<Name>;

/**
 * Calls one row of the contracts' API table: builds the path, sends JSON, and answers with the
 * parsed body or throws an AppError carrying the server's Russian message.
 */
export async function callApi<Name extends ApiName>(
  name: Name,
  options: CallOptions<Name>,
): Promise<CallResult<Name>> {
  const call: Call = apiCalls[name];
  const url = urlOf(call.path, options.params as object | undefined);
  const send = async (): Promise<Response> => {
    const headers = new Headers({ accept: 'application/json' });
    if (call.method === 'POST') headers.set('content-type', 'application/json');
    if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    const authorization = await authorizationFor(name);
    if (authorization) headers.set('authorization', authorization);
    return fetch(url, {
      method: call.method,
      headers,
      body: call.method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  };
  const answered = (request: Promise<Response>) =>
    request.catch((error: unknown) => {
      if (options.signal?.aborted) throw error;
      throw new AppError('internal', 'Network failure', {
        userMessage: 'Нет связи с сервером. Проверьте подключение к интернету.',
        cause: error,
      });
    });

  // The page may have asked already, before this code arrived (early-answers.ts).
  const early = call.method === 'POST' ? takeEarlyAnswer(name, options.body ?? {}) : undefined;
  let response = await answered(early ?? send());
  if (
    response.status === 401 &&
    (await isTokenNotValid(response)) &&
    (await renewAfterRejection(name))
  ) {
    response = await answered(send());
  }
  return answerOf(name, response) as Promise<CallResult<Name>>;
}

async function isTokenNotValid(response: Response): Promise<boolean> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return AppError.fromResponse(401, body).code === 'token_not_valid';
}

async function answerOf(name: ApiName, response: Response): Promise<unknown> {
  const answer: Call['answer'] = apiCalls[name].answer;
  const emptyStatuses: readonly number[] =
    answer.kind === 'json' && 'emptyStatuses' in answer ? answer.emptyStatuses : [];
  if (emptyStatuses.includes(response.status)) return { emptyStatus: response.status };
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw AppError.fromResponse(response.status, body);
  }
  if (answer.kind === 'file') return response.blob();
  const body: unknown = await response.json().catch(() => undefined);
  // The server checks every answer against the contracts' schema before sending it (or writes
  // it from the schema), so the browser does not load zod and every schema to check it again.
  // In development and the web's tests it does, so a fake server or a drifted contract shows;
  // either way the page gets the body as sent, so it behaves as it will in production.
  if (import.meta.env.DEV) await checkAnswer(name, body);
  return body;
}

async function checkAnswer(name: ApiName, body: unknown): Promise<void> {
  const { api: withSchemas } = await import('@peresadka/contracts/api');
  const answer = withSchemas[name].answer;
  if (!('schema' in answer)) return;
  const parsed = answer.schema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('internal', `Unexpected answer to ${apiCalls[name].path}`, {
      cause: parsed.error,
    });
  }
}

/** Path parameters fill `:name` slots; the remaining ones go to the query string. */
function urlOf(path: string, params: object | undefined): string {
  const slots = new Set([...path.matchAll(/:(\w+)/g)].map((m) => m[1]));
  const entries = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]): [string, string] => [key, String(value)]);
  const inPath = Object.fromEntries(entries.filter(([key]) => slots.has(key)));
  const inQuery = new URLSearchParams(entries.filter(([key]) => !slots.has(key))).toString();
  return `${API_BASE}${apiPath(path, inPath)}${inQuery ? `?${inQuery}` : ''}`;
}

/** The token calls manage the session themselves: they never carry or fetch an access token. */
const TOKEN_CALLS: ReadonlySet<ApiName> = new Set([
  'refreshToken',
  'obtainToken',
  'blacklistToken',
]);

let refreshing: Promise<boolean> | null = null;

/**
 * SPEC §4: a new access token for the refresh cookie. Parallel callers share one request (a
 * refresh token works once); a failure ends the session, and no further refresh is tried until
 * the next sign-in.
 */
export function refreshSession(): Promise<boolean> {
  if (getSessionStatus() === 'anonymous') return Promise.resolve(false);
  refreshing ??= callApi('refreshToken', {})
    .then(({ access }) => {
      startSession(access);
      return true;
    })
    .catch(() => {
      endSession();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The `Authorization` header of a call: refreshes first when no token is held (SPEC §4). */
async function authorizationFor(name: ApiName): Promise<string | null> {
  if (TOKEN_CALLS.has(name)) return null;
  if (!getAccessToken()) await refreshSession();
  const token = getAccessToken();
  return token ? `JWT ${token}` : null;
}

/** After a `token_not_valid` 401: true when a renewed token is worth one retry. */
async function renewAfterRejection(name: ApiName): Promise<boolean> {
  if (TOKEN_CALLS.has(name)) return false;
  dropToken();
  return refreshSession();
}
