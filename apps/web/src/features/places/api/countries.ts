import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeyOf } from '../../rides/api/ride-detail.ts';

/** The countries whose names match what was typed, for a passenger's citizenship. */
export function countriesQuery(searchText: string) {
  const body = { search_text: searchText };
  return queryOptions({
    queryKey: queryKeyOf('searchCountry', body),
    queryFn: ({ signal }) => callApi('searchCountry', { body, signal }),
    enabled: searchText.trim() !== '',
    staleTime: Infinity,
  });
}
