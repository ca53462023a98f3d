import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ZProviderError } from '@peresadka/contracts/yookassa-v3';

type ProviderErrorBody = z.infer<typeof ZProviderError>;

/** A refusal the API answers with YooKassa's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 500,
    readonly code: string,
    description: string,
    readonly parameter?: string,
  ) {
    super(description);
  }

  get body(): ProviderErrorBody {
    return {
      type: 'error',
      id: randomUUID(),
      code: this.code,
      description: this.message,
      ...(this.parameter === undefined ? {} : { parameter: this.parameter }),
    };
  }
}

export const invalidRequest = (description: string, parameter?: string): ApiError =>
  new ApiError(400, 'invalid_request', description, parameter);

export const notFound = (): ApiError =>
  new ApiError(404, 'not_found', 'Object not found or belongs to another shop');

/** The first problem a schema found, named by its dotted path as YooKassa names parameters. */
export function parseOrRefuse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const path = issue?.path.map(String).join('.');
  throw invalidRequest(issue?.message ?? 'Invalid request', path === '' ? undefined : path);
}
