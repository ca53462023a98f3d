import type { SearchCriteria } from '@peresadka/contracts/search';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The cheapest price of each day around the searched one, for the results' date strip. */
export function useDayPrices(criteria: SearchCriteria) {
  return useQuery({
    queryKey: ['day_prices', criteria],
    queryFn: ({ signal }) => callApi('dayPrices', { body: criteria, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
