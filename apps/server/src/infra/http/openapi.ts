import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { api, API_BASE, type ApiCall } from '@peresadka/contracts/api';
import { errorStatusesOf, successStatusesOf } from '@peresadka/contracts/api-answers';
import type { ErrorCode } from '@peresadka/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const callsByRoute = new Map<string, ApiCall>(
  Object.values(api).map((call) => [`${call.method} ${API_BASE}${call.path}`, call]),
);

/** The call of the API table a route serves; none for the health checks and the site's files. */
export const apiCallOf = (method: string, url: string | undefined): ApiCall | undefined =>
  callsByRoute.get(`${method} ${url}`);

const statusTexts: Record<number, string> = {
  202: 'Ещё считается: спросите снова',
  204: 'Устарело: начните поиск заново',
  400: 'Запрос не прошёл проверку',
  401: 'Нужен вход, или access-токен недействителен (code "token_not_valid": обновите токен)',
  403: 'Запрещено',
  404: 'Не найдено',
  409: 'Конфликт с состоянием данных',
  429: 'Слишком много запросов; Retry-After — через сколько секунд повторить',
  500: 'Непредвиденная ошибка сервера',
  503: 'Сервис или часть, от которой он зависит, недоступны; Retry-After — через сколько секунд повторить',
};

/** The body of every error answer but validation's (`AppError.toBody`), with this status' codes. */
const errorBody = (codes: readonly ErrorCode[]) => ({
  type: 'object',
  properties: {
    code: { type: 'string', enum: codes },
    detail: { type: 'string', description: 'Текст для посетителя, по-русски' },
  },
  required: ['code', 'detail'],
  additionalProperties: false,
});

/** SPEC §7: a 400 of a checked field is a map field → messages; a malformed request's too. */
const fieldErrors = {
  type: 'object',
  description: 'Поле → сообщения; ошибки запроса целиком — под ключом non_field_errors',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

const retryAfter = {
  'Retry-After': { type: 'integer', minimum: 1, description: 'Через сколько секунд повторить' },
};

/** Every answer of the call besides its JSON 200, whose schema the route itself carries. */
function otherAnswers(call: ApiCall): Record<string, object> {
  const answers: Record<string, object> = {};
  if (call.answer.kind === 'file') {
    answers[200] = {
      description: call.answer.fileName,
      content: { [call.answer.mediaType]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  for (const status of successStatusesOf(call).filter((s) => s !== 200)) {
    answers[status] = { type: 'null', description: statusTexts[status] };
  }
  for (const [status, codes] of errorStatusesOf(call)) {
    const body = errorBody(codes);
    answers[status] = {
      // @fastify/swagger's key for a response's description, kept out of its body's schema
      'x-response-description': statusTexts[status],
      ...(status === 400 ? { anyOf: [fieldErrors, body] } : body),
      ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
    };
  }
  return answers;
}

/** The zod schemas' JSON Schema, and the statuses of the API table the route does not carry. */
const transform: FastifyDynamicSwaggerOptions['transform'] = (input) => {
  const transformed = jsonSchemaTransform(input);
  const call = apiCallOf(String(input.route.method), input.url);
  if (!call) return transformed;
  const schema = transformed.schema as { response?: Record<string, object> };
  const answered = schema.response?.[200];
  const json = answered ? { 200: { ...answered, 'x-response-description': 'Успешный ответ' } } : {};
  return {
    ...transformed,
    schema: { ...schema, response: { ...json, ...otherAnswers(call) } },
  } as typeof transformed;
};

/** The API description is generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Пересадка API',
        description:
          'Поиск и продажа билетов на самолёт, поезд, автобус и комбинированные маршруты. Ошибки проверки приходят в виде {"поле": ["сообщение", …]} со статусом 400, остальные — {"code": "…", "detail": "текст"}.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          jwt: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'Access-токен из POST /api/token/ с префиксом JWT: «Authorization: JWT <access>». Просроченный или поддельный — 401 с code "token_not_valid".',
          },
        },
      },
    },
    transform,
  });
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
}
