import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The API description is generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Пересадка API',
        description:
          'Поиск и продажа билетов на самолёт, поезд, автобус и комбинированные маршруты. Ошибки проверки приходят в виде {"поле": ["сообщение", …]} со статусом 400.',
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
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
}
