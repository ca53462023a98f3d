import { AppError } from '@peresadka/contracts/errors';
import { QueryClient } from '@tanstack/react-query';

/** A client's mistake (4xx) will not fix itself; only network and server failures are retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof AppError && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
