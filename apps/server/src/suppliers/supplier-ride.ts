import type { LoadedRide } from '../rides/ride-lookup.ts';
import type { RideKey } from '../rides/route-id.ts';
import type { RidesService } from '../rides/rides-service.ts';
import type { RideView } from '../rides/ride-view.ts';
import type { TripInfo } from '../rides/trip-info.ts';
import type { SupplierRide, TrainSupplier } from './train-supplier.ts';

/** A ride read back by its route id (detail, plans, orders), as a supplier is asked about it. */
export const supplierRideOf = (ride: LoadedRide): SupplierRide => ({
  key: ride.key,
  trip: ride.trip,
  fromSequence: ride.from.sequence,
  toSequence: ride.to.sequence,
  departureTime: ride.from.departureTime!,
  arrivalTime: ride.to.arrivalTime!,
  km: ride.km,
});

/** A ride of a search's engine answer, as a supplier is asked about it. */
export const supplierRideOfView = (view: RideView, trip: TripInfo): SupplierRide => ({
  key: view.key,
  trip,
  fromSequence: view.fromSequence,
  toSequence: view.toSequence,
  departureTime: view.departureTime,
  arrivalTime: view.arrivalTime,
  km: view.km,
});

/**
 * Tells the trains' supplier that places of these rides of ours changed (a cancellation, a
 * return): what is kept of its answers about them is forgotten. A ride gone from the timetable
 * has nothing kept worth forgetting.
 */
export async function forgetPlaces(
  rides: RidesService,
  trains: TrainSupplier,
  keys: readonly RideKey[],
  now: Date,
): Promise<void> {
  for (const key of keys) {
    const ride = await rides.ride(key, now).catch(() => null);
    if (ride) await trains.placesChanged(supplierRideOf(ride));
  }
}
