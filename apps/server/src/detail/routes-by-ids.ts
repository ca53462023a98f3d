import type { Leg } from '@peresadka/contracts/search-results';
import type { Db } from '../infra/db/database.ts';
import { legOf, planeResult, priceRide, type PricedRide } from '../search/present-results.ts';
import { ridesOf } from '../search/route-id.ts';
import { loadRide, rideNotFound, rideViewOf } from './ride-lookup.ts';

/**
 * Legs for saved route ids (favorites): each id is re-read and re-priced from today's
 * timetable, so a favorite never shows a stale price. A flight connection is one leg.
 */
export async function legsOfRouteIds(
  db: Db,
  routeIds: readonly string[],
  now: Date,
): Promise<Leg[]> {
  return Promise.all(
    routeIds.map(async (routeId) => {
      const keys = ridesOf(routeId);
      if (!keys) throw rideNotFound();
      const priced = await Promise.all(
        keys.map(async (key): Promise<PricedRide> => {
          const ride = await loadRide(db, key, now);
          const r = priceRide(rideViewOf(ride), ride.trip, 'Economic');
          if (!r) throw rideNotFound();
          return r;
        }),
      );
      if (priced.length > 1 && priced.every((r) => r.trip.mode === 'PLANE')) {
        return { transport_type: 'PLANE' as const, ...planeResult(priced, 'Economic') };
      }
      if (priced.length !== 1) throw rideNotFound();
      return legOf(priced[0]!, 'Economic');
    }),
  );
}
