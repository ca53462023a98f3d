import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyError, FastifyInstance } from 'fastify';
import { IM_POS_HEADER } from '@peresadka/contracts/im/im-calls';
import { IM_ERRORS } from '@peresadka/contracts/im/im-values';
import type { Partners } from './auth.ts';
import { PARTNER } from './im-calls.ts';
import { ImFailure, invalidRequest, unauthorised } from './im-error.ts';

/** Answers smaller than this are not worth compressing. */
const GZIP_FROM_BYTES = 1024;

/**
 * The protocol's transport on the whole server: HTTP Basic and the Pos header on every request,
 * JSON bodies that may come gzip-compressed, answers gzip-compressed when the client takes it,
 * and every refusal in the protocol's error body — never a stack trace or an HTML page.
 */
export function useProtocolTransport(app: FastifyInstance, partners: Partners): void {
  app.decorateRequest(PARTNER, null);

  // Before the body is read: without credentials the answer is 401, whatever was sent.
  app.addHook('onRequest', async (request) => {
    const partner = partners.authenticate(
      request.headers.authorization,
      request.headers[IM_POS_HEADER],
    );
    if (!partner) throw unauthorised();
    request.setDecorator(PARTNER, partner);
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      const gzipped = /\bgzip\b/i.test(request.headers['content-encoding'] ?? '');
      const text = (gzipped ? gunzipSync(body as Buffer) : (body as Buffer)).toString('utf8');
      done(null, text.trim() === '' ? {} : JSON.parse(text));
    } catch {
      done(invalidRequest('Тело запроса не читается как JSON'), undefined);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const bytes =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : null;
    if (
      !bytes ||
      bytes.length < GZIP_FROM_BYTES ||
      !takesGzip(request.headers['accept-encoding'])
    ) {
      return payload;
    }
    reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
    return gzipSync(bytes);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const failure = new ImFailure(
      404,
      IM_ERRORS.invalidParameters,
      `Нет такого метода: ${request.method} ${request.url.split('?')[0]}`,
    );
    return reply.code(failure.status).send(failure.body);
  });

  app.setErrorHandler<FastifyError | ImFailure>(async (error, request, reply) => {
    const failure = error instanceof ImFailure ? error : fromFastify(error);
    if (!(error instanceof ImFailure))
      request.log.error({ err: error }, 'тестовый поставщик ИМ: ошибка');
    if (failure.status === 401) reply.header('www-authenticate', 'Basic realm="IM"');
    return reply.code(failure.status).type('application/json; charset=utf-8').send(failure.body);
  });
}

/** `gzip` among the encodings the client accepts, and not refused with q=0. */
const takesGzip = (header: string | undefined): boolean =>
  (header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) => /^(gzip|\*)(\s*;\s*q=(0\.\d*[1-9]\d*|1(\.0*)?))?$/.test(part));

/** Fastify's own refusals (wrong media type, too large a body) in the protocol's words. */
function fromFastify(error: FastifyError): ImFailure {
  const status = error.statusCode ?? 500;
  if (status === 413) return invalidRequest('Слишком большой запрос');
  if (status === 415) return invalidRequest('Ожидается тело JSON (Content-Type: application/json)');
  if (status >= 400 && status < 500) return invalidRequest('Некорректный запрос');
  return new ImFailure(500, IM_ERRORS.unavailable, 'Сервис временно недоступен');
}
