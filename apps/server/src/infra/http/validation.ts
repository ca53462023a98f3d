import { AppError } from '@peresadka/contracts/errors';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Validates requests with the shared contracts and turns failures into the SPEC's
 * `{field: [messages]}` body, so the server says exactly what the site's forms say.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: AppError.fromZod(result.error) };
  };
