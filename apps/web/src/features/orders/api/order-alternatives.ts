import type { SearchCriteria } from '@peresadka/contracts/search';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The search for the same trip as an order the timetable broke: another route to it. */
export const getOrderAlternatives = (orderId: number, signal?: AbortSignal) =>
  callApi('orderAlternatives', { params: { orderId: String(orderId) }, signal });

/**
 * Asked when the traveller asks, not kept: the answer names today when the original date has
 * passed, so an old one must not be reused. `onFound` makes it the active search.
 */
export function useOrderAlternatives(onFound: (criteria: SearchCriteria) => void) {
  return useMutation({
    mutationFn: (orderId: number) => getOrderAlternatives(orderId),
    onSuccess: onFound,
  });
}
