import type { Leg } from '@peresadka/contracts/search-results';
import { rideNotFound } from '../rides/ride-lookup.ts';
import { rideViewOf } from '../rides/ride-view.ts';
import type { RidesService } from '../rides/rides-service.ts';
import { legOf, planeResult, priceRide } from '../search/present-results.ts';
import { supplierRideOf } from '../suppliers/supplier-ride.ts';
import { rideKeyOf, type TrainSupplier } from '../suppliers/train-supplier.ts';

/**
 * Legs for saved route ids (favorites): each id is re-read and re-priced from today's
 * timetable, so a favorite never shows a stale price — a train's by its supplier, so one it no
 * longer sells is not found. A flight connection is one leg.
 */
export async function legsOfRouteIds(
  rides: RidesService,
  trains: TrainSupplier,
  routeIds: readonly string[],
  now: Date,
): Promise<Leg[]> {
  return Promise.all(
    routeIds.map(async (routeId) => {
      const loaded = await rides.rides(routeId, now);
      const asked = loaded.filter((r) => r.trip.mode === 'TRAIN').map(supplierRideOf);
      const offers = asked.length > 0 ? await trains.offers(asked) : new Map();
      const priced = loaded.map((ride) => {
        const r = priceRide(rideViewOf(ride), ride.trip, 'Economic', offers.get(rideKeyOf(ride)));
        if (!r) throw rideNotFound();
        return r;
      });
      if (priced.length > 1 && priced.every((r) => r.trip.mode === 'PLANE')) {
        return { transport_type: 'PLANE' as const, ...planeResult(priced, 'Economic') };
      }
      if (priced.length !== 1) throw rideNotFound();
      return legOf(priced[0]!, 'Economic');
    }),
  );
}
