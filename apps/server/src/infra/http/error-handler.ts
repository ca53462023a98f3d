import { AppError, httpStatusOf, NON_FIELD_ERRORS } from '@peresadka/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/pg-errors.ts';
import { OUTAGE_RETRY_SECONDS, OutageError, RetryLaterError } from './retry-later.ts';

/** Fastify's own client errors, said in Russian and in the API's error shape. */
const frameworkErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Тело запроса не является корректным JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Тело запроса пустое, а ожидался JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого запроса.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос.',
  FST_ERR_BAD_URL: 'Адрес запроса содержит недопустимые символы.',
  FST_ERR_MAX_PARAM_LENGTH: 'Слишком длинный адрес запроса.',
};

/**
 * The one place where errors become HTTP answers. Clients get a stable code and a Russian
 * message; stack traces and internal messages stay in the log, tied to the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler((request, reply) => {
    const userMessage =
      request.url === '/api' || request.url.startsWith('/api/')
        ? 'Такого адреса API не существует.'
        : 'Страница не найдена.';
    return send(reply, new AppError('not_found', request.url, { userMessage }));
  });
}

/**
 * An error as the client sees it. Also Fastify's `frameworkErrors`: the router's own (a
 * malformed or overlong address) arise before any route, so the error handler never sees them.
 */
export function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const appError = toAppError(error);
  if (appError instanceof OutageError) {
    // No fault of ours, but the operator must see which part is away and what it said; the
    // stack would say nothing more, many times a second while the part is away.
    request.log.warn(
      { part: appError.part, reason: reasonOf(appError.cause) },
      'недоступна часть системы',
    );
  } else if (appError.status >= 500 && !(appError instanceof RetryLaterError)) {
    request.log.error({ err: error }, 'необработанная ошибка');
  } else {
    // A 503 of a full queue is the server keeping its bound, not a fault: under a flood, a
    // stack trace logged per refusal would cost more than the refusal saves.
    request.log.info({ code: appError.code, fields: appError.fieldErrors }, appError.message);
  }
  return send(reply, appError);
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new OutageError('база данных', error);
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return requestError(known);
  if (error.statusCode === 429) return new AppError('rate_limited');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return requestError('Некорректный запрос.');
  }
  return new AppError('internal', error.message, { cause: error });
}

/** What an outage's error said, without its stack: the innermost message and code. */
function reasonOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (!(inner instanceof Error)) return String(inner);
  const code = (inner as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${inner.message}` : inner.message;
}

const requestError = (message: string): AppError =>
  new AppError('validation', message, { fieldErrors: { [NON_FIELD_ERRORS]: [message] } });

function send(reply: FastifyReply, error: AppError): FastifyReply {
  // Every 503 says when to come back, whoever raised it (a provider's outage, a full queue).
  if (error instanceof RetryLaterError) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  } else if (error.code === 'unavailable') {
    reply.header('retry-after', String(OUTAGE_RETRY_SECONDS));
  }
  return reply
    .status(httpStatusOf(error.code))
    .type('application/json; charset=utf-8')
    .send(error.toBody());
}
