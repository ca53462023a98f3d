import { AppError } from '@peresadka/contracts/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** What became of the payment the visitor came back from, by the code in the return address. */
export const confirmPayment = (code: string, signal?: AbortSignal) =>
  callApi('confirmPayment', { body: { code }, signal });

/** SPEC §4: the return page asks again this long after any failure. */
export const CONFIRM_RETRY_MS = 5_000;

/** A refused session will not change by asking again; SPEC §4 sends the visitor home. */
export const isSessionRefused = (error: unknown) =>
  error instanceof AppError && (error.status === 401 || error.status === 403);

export const confirmPaymentQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['confirmPayment', code] as const,
    queryFn: ({ signal }) => confirmPayment(code, signal),
    // The bank may take its time (`payment_pending`) and the network may drop: asked until the
    // answer comes, while the page is open.
    retry: (_failures, error) => !isSessionRefused(error),
    retryDelay: CONFIRM_RETRY_MS,
    // A settled payment stays settled: no second confirmation on a refocus.
    staleTime: Infinity,
  });

export function useConfirmPayment(code: string) {
  return useQuery(confirmPaymentQueryOptions(code));
}
