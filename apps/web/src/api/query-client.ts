import { QueryClient } from '@tanstack/react-query';

/**
 * An answer with a 4xx status (an AppError from the API client) will not fix itself. Read from
 * the error's `status`, not by `instanceof AppError`: that module brings zod with it, and this
 * one is part of every page's first JavaScript.
 */
const isClientError = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Only network and server failures are retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failures, error) => failures < 2 && !isClientError(error),
      },
      mutations: { retry: false },
    },
  });
}
