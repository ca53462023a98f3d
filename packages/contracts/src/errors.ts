import type { z } from 'zod';

/*
 * No zod at run time here: every page that calls the API needs AppError, and the results page
 * is drawn without loading zod (its schemas cost a phone a quarter of a second to build).
 */

/** SPEC §7: field → list of messages; the UI shows the first message of the first field. */
export type FieldErrors = Record<string, string[]>;

/** Key for problems that belong to the whole payload rather than to one field. */
export const NON_FIELD_ERRORS = 'non_field_errors';

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : NON_FIELD_ERRORS;
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Field errors of `input` against `schema`; empty when the input is valid. */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'token_not_valid',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_conflict',
  'rate_limited',
  'payment_pending',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const httpStatuses: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  // The client refreshes its token and retries once only for this code (SPEC §4).
  token_not_valid: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  // An Idempotency-Key sent again with another body: the client must make a new key.
  idempotency_conflict: 409,
  rate_limited: 429,
  // The provider has not settled the payment yet: the return page asks again (SPEC §4).
  payment_pending: 409,
  internal: 500,
  // Someone we depend on (the payment provider) did not answer: worth retrying.
  unavailable: 503,
};

export function httpStatusOf(code: ErrorCode): number {
  return httpStatuses[code];
}

/** For answers without our error body (a proxy's 502, say): the first code with that status. */
export function errorCodeOfStatus(status: number): ErrorCode {
  return ERROR_CODES.find((code) => httpStatuses[code] === status) ?? 'internal';
}

const defaultUserMessages: Record<ErrorCode, string> = {
  validation: 'Проверьте правильность заполнения полей',
  unauthorized: 'Пожалуйста, авторизуйтесь',
  token_not_valid: 'Сессия истекла, войдите снова',
  forbidden: 'Недостаточно прав для этого действия',
  not_found: 'Не найдено',
  conflict: 'Данные изменились, повторите запрос',
  idempotency_conflict: 'Этот запрос уже выполнялся с другими данными',
  rate_limited: 'Слишком много запросов, попробуйте позже',
  payment_pending: 'Банк ещё обрабатывает платёж',
  internal: 'Произошла ошибка. Попробуйте позже.',
  unavailable: 'Сервис временно недоступен. Попробуйте через минуту.',
};

/**
 * Body of every error answer except validation: a stable code and a Russian text.
 * Validation errors are the bare field map of SPEC §7 (`{"field": ["сообщение"]}`).
 */
export type ErrorBody = { code: ErrorCode; detail: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isErrorBody = (body: unknown): body is ErrorBody =>
  isRecord(body) &&
  typeof body.detail === 'string' &&
  (ERROR_CODES as readonly unknown[]).includes(body.code);

const isFieldErrors = (body: unknown): body is FieldErrors =>
  isRecord(body) &&
  Object.values(body).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );

interface AppErrorOptions {
  /** Russian text for the visitor; defaults to the code's generic text. */
  userMessage?: string | undefined;
  fieldErrors?: FieldErrors | undefined;
  cause?: unknown;
}

/**
 * The one error type of server and client. `message` is for logs and may hold internals;
 * only `userMessage` and `fieldErrors` ever reach the visitor.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly userMessage: string;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: ErrorCode, message?: string, options: AppErrorOptions = {}) {
    const userMessage = options.userMessage ?? defaultUserMessages[code];
    super(message ?? userMessage, { cause: options.cause });
    this.code = code;
    this.userMessage = userMessage;
    this.fieldErrors = options.fieldErrors;
  }

  get status(): number {
    return httpStatusOf(this.code);
  }

  static fromZod(error: z.ZodError): AppError {
    return new AppError('validation', 'Invalid payload', {
      fieldErrors: fieldErrorsFromZod(error),
      cause: error,
    });
  }

  /** Rebuilds the server's error on the client from an answer's status and body. */
  static fromResponse(status: number, body: unknown): AppError {
    if (isErrorBody(body)) {
      return new AppError(body.code, body.detail, { userMessage: body.detail });
    }
    if (status === 400 && isFieldErrors(body)) {
      return new AppError('validation', 'Invalid payload', { fieldErrors: body });
    }
    return new AppError(errorCodeOfStatus(status), `HTTP ${status}`);
  }

  toBody(): ErrorBody | FieldErrors {
    return this.code === 'validation' && this.fieldErrors
      ? this.fieldErrors
      : { code: this.code, detail: this.userMessage };
  }

  /** What SPEC §8 shows: the first message of the first field, else the error's own text. */
  firstMessage(): string {
    const first = Object.values(this.fieldErrors ?? {})[0]?.[0];
    return first ?? this.userMessage;
  }
}
