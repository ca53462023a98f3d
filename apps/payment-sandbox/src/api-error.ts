import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ZProviderError } from '@peresadka/contracts/yookassa-v3';

type ProviderErrorBody = z.infer<typeof ZProviderError>;

/** YooKassa's error codes with the HTTP status each comes with. */
const STATUS_OF = {
  invalid_request: 400,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  too_many_requests: 429,
  internal_server_error: 500,
} as const;
export type ApiErrorCode = keyof typeof STATUS_OF;

/** A refusal the API answers with YooKassa's error body; descriptions are in Russian. */
export class ApiError extends Error {
  readonly status: (typeof STATUS_OF)[ApiErrorCode];

  constructor(
    readonly code: ApiErrorCode,
    description: string,
    readonly parameter?: string,
  ) {
    super(description);
    this.status = STATUS_OF[code];
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
  new ApiError('invalid_request', description, parameter);

export const notFound = (): ApiError =>
  new ApiError('not_found', 'Объект не найден или принадлежит другому магазину');

/** The first problem a schema found, named by its dotted path as YooKassa names parameters. */
export function parseOrRefuse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const path = issue?.path.map(String).join('.');
  const where = path === '' || path === undefined ? '' : ` (${path})`;
  throw invalidRequest(
    `Неверное значение параметра${where}: ${issue?.message ?? 'проверьте запрос'}`,
    path === '' ? undefined : path,
  );
}
