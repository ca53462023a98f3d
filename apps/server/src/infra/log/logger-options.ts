import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import { errorWithoutValues } from './error-serializer.ts';

/**
 * A person running `npm start` reads short coloured lines with the time (pino-pretty); a log
 * collector in production gets one JSON object a line with every field. The format follows
 * APP_ENV unless LOG_FORMAT says otherwise.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const logController = new RequestLines();
  // Errors are logged without the values a failed query carries (phones, e-mails, passports).
  const common = { level: config.logLevel, serializers: { err: errorWithoutValues } };
  if (config.logFormat === 'json') return { logger: common, logController };
  return {
    logger: {
      ...common,
      transport: {
        target: 'pino-pretty',
        options: {
          translateTime: 'SYS:HH:MM:ss',
          // The request line says it all; its fields stay in the JSON format.
          ignore: 'pid,hostname,reqId,method,url,status,ms,ip',
          singleLine: true,
        },
      },
    },
    logController,
  };
}

/**
 * One line per answered request («GET /api/v1/routes → 200, 35 мс») instead of Fastify's two
 * («incoming request», «request completed») with nested objects. The built site's files go at
 * debug level: one page load fetches dozens.
 */
class RequestLines extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
    };
    const text = `${line.method} ${line.url} → ${line.status}, ${line.ms} мс`;
    if (error) request.log.error({ ...line, err: error }, text);
    else if (request.url.startsWith('/assets/')) request.log.debug(line, text);
    else request.log.info(line, text);
  }
}
