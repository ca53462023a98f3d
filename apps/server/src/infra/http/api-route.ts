import type { ApiCall } from '@peresadka/contracts/api';
import { IDEMPOTENCY_KEY_HEADER } from '@peresadka/contracts/api-calls';
import { ZIdempotencyKey } from '@peresadka/contracts/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { ApiApp } from './api-app.ts';
import { bodyLimitOf } from './body-limits.ts';
import { withinDeadline } from './deadline.ts';

type Input<Call extends ApiCall, Key extends 'body' | 'params'> = Call[Key] extends z.ZodType
  ? z.output<Call[Key]>
  : undefined;

type Output<Call extends ApiCall> = Call['answer'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.input<S>
  : Buffer;

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** Set before anything else, so error answers of the call carry it as well. */
const noStore = async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  reply.header('cache-control', 'no-store');
};

/** Other headers pass through untouched: the validated object replaces the request's. */
const ZIdempotentHeaders = z.looseObject({ [HEADER]: ZIdempotencyKey });

export type CallHandler<Call extends ApiCall> = (
  input: {
    body: Input<Call, 'body'>;
    params: Input<Call, 'params'>;
    /** The `Idempotency-Key` of calls that create something; checked before the handler runs. */
    idempotencyKey: Call extends { idempotent: true } ? string : undefined;
    request: FastifyRequest;
  },
  reply: FastifyReply,
) => Promise<Output<Call> | FastifyReply> | Output<Call> | FastifyReply;

export type CallOptions = {
  /** Runs first, before the body is even read: a rate limit, say. */
  onRequest?: (request: FastifyRequest) => Promise<void>;
  /**
   * The answer is written by fast-json-stringify from its schema instead of being checked
   * against it by zod first: for a big answer of a busy call that its service builds from
   * typed values, where the check cost more than the work (bench/LOAD.md). Keys the schema
   * does not name are still left out.
   */
  writtenBySchema?: boolean;
  /**
   * How long the call may take, when it waits on an outside party's own long budget (a
   * supplier reserving places with the carrier); otherwise the API's deadline.
   */
  deadlineMs?: number;
};

/** fast-json-stringify's writer for a response's zod schema, through its JSON Schema. */
const schemaWriter = ({ schema }: { schema: unknown }) =>
  fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'input', target: 'draft-7' }) as object);

/**
 * Registers one call of the contracts' API table: path, method, request and response schemas
 * all come from the table, so the route, its validation and its OpenAPI entry cannot drift.
 */
export function registerCall<Call extends ApiCall>(
  app: ApiApp,
  call: Call,
  handler: CallHandler<Call>,
  options: CallOptions = {},
): void {
  const response = call.answer.kind === 'json' ? { 200: call.answer.schema } : undefined;
  if (call.auth && !app.hasDecorator('authenticate')) {
    // A call that needs sign-in must never be served to anyone by accident.
    throw new Error(`${call.path} requires sign-in, but no authenticator is registered`);
  }
  const deadlineMs = options.deadlineMs ?? app.config.timeouts.apiDeadlineMs;
  // Tokens and a signed-in user's data must never be kept by a browser or a proxy cache.
  const personal = call.auth || call.path.startsWith('/token/');
  const onRequest = [
    ...(personal ? [noStore] : []),
    ...(options.onRequest ? [options.onRequest] : []),
  ];
  app.route({
    method: call.method,
    url: call.path,
    bodyLimit: bodyLimitOf(call),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(options.writtenBySchema ? { serializerCompiler: schemaWriter } : {}),
    // Before validation: a visitor learns that they must sign in, not what the call expects.
    ...(call.auth
      ? {
          preValidation: (request, reply) =>
            withinDeadline(() => app.authenticate(request), reply, deadlineMs),
        }
      : {}),
    schema: {
      summary: call.summary,
      tags: [call.path.split('/')[2] ?? 'api'],
      ...(call.body ? { body: call.body } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.idempotent ? { headers: ZIdempotentHeaders } : {}),
      ...(response ? { response } : {}),
      ...(call.auth ? { security: [{ jwt: [] }] } : {}),
    },
    handler: (request, reply) =>
      withinDeadline(
        () =>
          handler(
            {
              body: request.body as Input<Call, 'body'>,
              params: request.params as Input<Call, 'params'>,
              idempotencyKey: (call.idempotent
                ? (request.headers[HEADER] as string)
                : undefined) as Call extends { idempotent: true } ? string : undefined,
              request,
            },
            reply,
          ),
        reply,
        deadlineMs,
      ),
  });
}
