import type { ApiBody, ApiName, ApiParams, ApiResponse } from '@peresadka/contracts/api';
import { vi } from 'vitest';
import { callApi } from './client.ts';

type Handler<Name extends ApiName> = (request: {
  body: ApiBody<Name>;
  params: ApiParams<Name>;
}) => ApiResponse<Name> | Promise<ApiResponse<Name>>;

export type FakeServer = { [Name in ApiName]?: Handler<Name> };

/**
 * Answers the screens' calls as the server would, one handler per call of the contracts'
 * table; a call the test did not expect fails it. The test file mocks `api/client.ts`:
 * `vi.mock('…/api/client.ts', () => ({ callApi: vi.fn(), refreshSession: vi.fn() }))`.
 */
export function fakeServer(server: FakeServer) {
  const calls: { name: ApiName; body: unknown }[] = [];
  vi.mocked(callApi).mockImplementation(async (name, options) => {
    const { body, params } = options as { body: never; params: never };
    calls.push({ name, body });
    const handler = server[name] as Handler<typeof name> | undefined;
    if (!handler) throw new Error(`Неожиданный вызов ${name}`);
    return handler({ body, params });
  });
  return {
    /** How many times the named call was made. */
    count: (name: ApiName) => calls.filter((c) => c.name === name).length,
    calls,
  };
}
