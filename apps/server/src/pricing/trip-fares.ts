import type { ServiceClass } from '@peresadka/contracts/enums';
import type {
  BusProperties,
  CabinClass,
  FareFamily,
  PlaneProperties,
  TrainCar,
} from '@peresadka/contracts/trip-properties';
import { runFare, type Run } from '@peresadka/contracts/run-fares';
import { trainCarFare } from '@peresadka/contracts/trip-properties';
import { kopecks, type Kopecks } from '@peresadka/engine/units';
import type { TripInfo } from '../rides/trip-info.ts';

/**
 * The run a ride is on, as its fare depends on it (`run-fares.ts`): the trip's number and
 * demand, the service date of the ride's key. Every fare below is of a run.
 */
export const runOf = (trip: Pick<TripInfo, 'number' | 'properties'>, serviceDate: string): Run => ({
  number: trip.number,
  demand: trip.properties?.demand,
  serviceDate,
});

/** The adult fare of a place in a train car for a ride of `km` on a run. */
export const carFare = (car: TrainCar, km: number, run: Run): Kopecks =>
  kopecks(trainCarFare(car, km, run));

/** The adult fare of a bus ride of `km` on a run. */
export const busFare = (bus: BusProperties, km: number, run: Run): Kopecks =>
  kopecks(runFare(bus.fareBase + bus.farePerKm * km, run));

/** The adult fare of a flight's fare family on a run. */
export const familyFare = (family: FareFamily, run: Run): Kopecks =>
  kopecks(runFare(family.price, run));

/** Planes sell two cabins; the search's First and Comfort classes fly in economy. */
export const cabinOf = (serviceClass: ServiceClass): CabinClass =>
  serviceClass === 'Business' ? 'Business' : 'Economic';

/** The cheapest fare family of a flight's cabin: what a result and an order sell. */
export function cheapestFamily(plane: PlaneProperties, cabin: CabinClass): FareFamily | null {
  return plane.fareFamilies
    .filter((f) => f.serviceClass === cabin)
    .reduce<FareFamily | null>(
      (best, f) => (best === null || f.price < best.price ? f : best),
      null,
    );
}

/**
 * The fare family a flight is sold at: the one of the cabin asked for by its code, or the
 * cheapest where none is asked (a result card, a detail page opened from it). Null when the
 * flight does not sell it.
 */
export function saleFamily(
  plane: PlaneProperties,
  cabin: CabinClass,
  code: string | undefined,
): FareFamily | null {
  if (code === undefined) return cheapestFamily(plane, cabin);
  return plane.fareFamilies.find((f) => f.serviceClass === cabin && f.code === code) ?? null;
}

/**
 * The cheapest adult fare of a ride of `km` on a run of a trip, for the class asked: flights by
 * their fare families of that cabin, buses by distance. Null when nothing is for sale or the
 * source publishes no fares; trains are priced by their supplier (`suppliers/`).
 */
export function cheapestFare(
  trip: TripInfo,
  km: number,
  serviceClass: ServiceClass,
  serviceDate: string,
): Kopecks | null {
  const p = trip.properties;
  if (!p) return null;
  const run = runOf(trip, serviceDate);
  switch (p.mode) {
    case 'PLANE': {
      const family = cheapestFamily(p, cabinOf(serviceClass));
      return family ? familyFare(family, run) : null;
    }
    case 'TRAIN':
      return null;
    case 'BUS':
      return busFare(p, km, run);
  }
}
