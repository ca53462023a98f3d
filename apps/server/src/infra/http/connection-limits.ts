import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { AppError, NON_FIELD_ERRORS } from '@peresadka/contracts/errors';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';

/**
 * How long a connection may take over each part of a request. A client that trickles its
 * headers or body a byte at a time would otherwise hold a socket (and its memory) for ever;
 * a real browser on a slow phone sends a whole request of ours well within these.
 */
export type ConnectionTimeouts = {
  /** From the first byte until the headers are complete. */
  headersMs: number;
  /** From the first byte until the body is complete (the body limit is 1 MB). */
  requestMs: number;
  /** An idle socket between two requests. Behind a proxy, its own idle timeout must be shorter. */
  keepAliveMs: number;
  /** A socket on which nothing at all moves, whatever the request's stage. */
  idleMs: number;
  /** How often the server looks for connections past `headersMs` or `requestMs`. */
  checkEveryMs: number;
};

export const CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 15_000,
  idleMs: 60_000,
  checkEveryMs: 1_000,
};

/** Fastify's options for `timeouts`. */
export function connectionOptions(
  timeouts: ConnectionTimeouts,
): Partial<FastifyHttpOptions<Server>> {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
      // Node would answer an HTTP/1.1 request without Host with an empty 400 of its own;
      // `answerProtocolErrors` answers it in Russian instead.
      requireHostHeader: false,
    },
    clientErrorHandler: answerClientError,
  };
}

/**
 * The requests Node's HTTP server would answer itself, with an empty body, once it has parsed
 * them: HTTP/1.1 without `Host` (400), an `Expect` other than 100-continue (417).
 */
export function answerProtocolErrors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      reply.header('connection', 'close');
      throw new AppError('validation', 'No Host header', {
        fieldErrors: { [NON_FIELD_ERRORS]: [NO_HOST] },
      });
    }
  });
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const body = requestErrorBody(UNKNOWN_EXPECTATION);
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
    app.log.debug({ expect: request.headers.expect }, 'отклонён запрос с неизвестным Expect');
  });
}

const NO_HOST = 'В запросе нет заголовка Host.';
const UNKNOWN_EXPECTATION = 'Заголовок Expect поддерживается только со значением 100-continue.';

const requestErrorBody = (message: string) => JSON.stringify({ [NON_FIELD_ERRORS]: [message] });

const clientErrors: Record<string, [status: number, reason: string, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Запрос не пришёл целиком вовремя.'],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'Слишком большие заголовки запроса: удалите cookies этого сайта и повторите.',
  ],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request line,
 * oversized headers, a request that took too long), answered in Russian and in the API's shape
 * of request errors instead of Node's and Fastify's English.
 */
function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = clientErrors[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'Некорректный HTTP-запрос.',
  ];
  this.log.debug({ code: error.code }, 'отклонён некорректный HTTP-запрос');
  if (socket.writable) {
    const body = requestErrorBody(message);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
