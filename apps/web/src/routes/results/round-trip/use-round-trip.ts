import type { TripDirection } from '@peresadka/contracts/enums';
import { oneWay, wayBack } from '@peresadka/contracts/round-trip';
import type { SearchCriteria } from '@peresadka/contracts/search';
import { useMemo, useState } from 'react';
import { NO_PICKS, type RoundTripPicks, type WayPick } from './round-trip.ts';

/**
 * The results page of a round trip (the search has a way back's date): which way's results
 * show, and the ride picked on each; another search starts with nothing picked. Null searches
 * one way, as before.
 */
export function useRoundTrip(criteria: SearchCriteria) {
  const key = JSON.stringify(criteria);
  const [state, setState] = useState<{ key: string; way: TripDirection; picks: RoundTripPicks }>(
    () => ({ key, way: 'there', picks: NO_PICKS }),
  );
  const own = state.key === key ? state : { key, way: 'there' as const, picks: NO_PICKS };
  const ways = useMemo(() => ({ there: oneWay(criteria), back: wayBack(criteria) }), [criteria]);
  if (!ways.back) return null;
  const { way, picks } = own;
  return {
    way,
    picks,
    /** The search whose results show now. */
    shown: way === 'back' ? ways.back : ways.there,
    show: (next: TripDirection) => setState({ ...own, way: next }),
    /** Picks the ride for the way shown; after the way there, the way back opens. */
    pick: (ride: WayPick) =>
      setState({
        ...own,
        picks: { ...picks, [way]: ride },
        way: way === 'there' && picks.back === null ? 'back' : way,
      }),
  };
}

export type RoundTrip = NonNullable<ReturnType<typeof useRoundTrip>>;
