import { useQuery } from '@tanstack/react-query';

/**
 * The API client (with the whole call table) loads when the visitor first types, not with
 * the home page: the page's first JavaScript stays small.
 */
const apiClient = () => import('../../../api/client.ts');

/** The cities and transport nodes whose names start with what was typed (SPEC §4). */
export function usePlaceSuggestions(query: string, enabled: boolean) {
  const cities = useQuery({
    queryKey: ['search_city', query],
    queryFn: async ({ signal }) =>
      (await apiClient()).callApi('searchCity', { body: { search_text: query }, signal }),
    enabled,
  });
  const nodes = useQuery({
    queryKey: ['search_transport_node', query],
    queryFn: async ({ signal }) =>
      (await apiClient()).callApi('searchTransportNode', { body: { search_text: query }, signal }),
    enabled,
  });
  return { cities, nodes };
}
