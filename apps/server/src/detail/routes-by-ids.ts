import { AppError } from '@peresadka/contracts/errors';
import type { FavoriteNow } from '@peresadka/contracts/profile';
import type { Leg } from '@peresadka/contracts/search-results';
import { cabinOf } from '../pricing/trip-fares.ts';
import { rideNotFound, type LoadedRide } from '../rides/ride-lookup.ts';
import { rideViewOf } from '../rides/ride-view.ts';
import type { RidesService } from '../rides/rides-service.ts';
import { legOf, planeResult, priceRide } from '../search/present-results.ts';
import type { InventoryService } from '../suppliers/local/inventory-service.ts';
import { segmentOf } from '../suppliers/local/segment.ts';
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
  const legs = await Promise.all(routeIds.map((id) => legOfRouteId(rides, trains, id, now)));
  return legs.map((leg) => {
    if (leg === SOLD_OUT) throw rideNotFound();
    return leg;
  });
}

/** A ride that still runs and is still sold, with no place left on it. */
const SOLD_OUT = 'sold_out';

/**
 * What a saved journey is now: on sale (its legs at today's prices), sold out (a train its
 * supplier sells no place on, a flight or a bus with no seat left, as their detail counts), or
 * gone (a ride of it left, was cancelled, or is no longer in the timetable).
 */
export async function journeyNow(
  rides: RidesService,
  trains: TrainSupplier,
  inventory: InventoryService,
  routeIds: readonly string[],
  now: Date,
): Promise<FavoriteNow> {
  try {
    const legs = await Promise.all(
      routeIds.map(async (id) => {
        const loaded = await rides.rides(id, now);
        const leg = await legOfRides(trains, loaded);
        return leg !== SOLD_OUT && (await seatsLeft(inventory, loaded, now)) ? leg : SOLD_OUT;
      }),
    );
    if (legs.includes(SOLD_OUT)) return { status: 'sold_out' };
    const onSale = legs.filter((leg) => leg !== SOLD_OUT);
    return {
      status: 'on_sale',
      legs: onSale,
      total_price: onSale.reduce((sum, leg) => sum + leg.price, 0),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return { status: 'gone' };
    throw error;
  }
}

/** Whether every plane and bus ride of a leg has a seat left (a train's are its supplier's). */
async function seatsLeft(
  inventory: InventoryService,
  loaded: readonly LoadedRide[],
  now: Date,
): Promise<boolean> {
  const local = loaded.filter((ride) => ride.trip.mode !== 'TRAIN');
  const free = await inventory.freeCounts(
    local.map((ride) => ({ properties: ride.trip.properties, segment: segmentOf(ride) })),
    cabinOf('Economic'),
    now,
    1,
  );
  return free.every((n) => n > 0);
}

async function legOfRouteId(
  rides: RidesService,
  trains: TrainSupplier,
  routeId: string,
  now: Date,
): Promise<Leg | typeof SOLD_OUT> {
  return legOfRides(trains, await rides.rides(routeId, now));
}

async function legOfRides(
  trains: TrainSupplier,
  loaded: readonly LoadedRide[],
): Promise<Leg | typeof SOLD_OUT> {
  const asked = loaded.filter((r) => r.trip.mode === 'TRAIN').map(supplierRideOf);
  const offers = asked.length > 0 ? await trains.offers(asked) : new Map();
  const priced = loaded.map((ride) =>
    priceRide(rideViewOf(ride), ride.trip, 'Economic', offers.get(rideKeyOf(ride))),
  );
  if (priced.some((r) => r === null)) return SOLD_OUT;
  const sold = priced.filter((r) => r !== null);
  if (sold.length > 1 && sold.every((r) => r.trip.mode === 'PLANE')) {
    return { transport_type: 'PLANE' as const, ...planeResult(sold, 'Economic') };
  }
  if (sold.length !== 1) throw rideNotFound();
  return legOf(sold[0]!, 'Economic');
}
