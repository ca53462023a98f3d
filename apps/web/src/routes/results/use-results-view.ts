import { useSearchParams } from 'react-router';
import { readView, writeView, type ResultsView } from './view-params.ts';

/**
 * The results' view as the address holds it, and its change. A change replaces the address
 * without scrolling: Back leaves the results, not the last tick of a filter.
 */
export function useResultsView(): [ResultsView, (patch: Partial<ResultsView>) => void] {
  const [params, setParams] = useSearchParams();
  const setView = (patch: Partial<ResultsView>) =>
    setParams((current) => writeView(current, { ...readView(current), ...patch }), {
      replace: true,
      preventScrollReset: true,
    });
  return [readView(params), setView];
}
