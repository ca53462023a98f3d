import type { ServiceClass } from '@peresadka/contracts/enums';
import type {
  BusProperties,
  CabinClass,
  FareFamily,
  PassengerCarType,
  PlaneProperties,
  TrainCar,
  TrainProperties,
} from '@peresadka/contracts/trip-properties';
import { trainCarFare } from '@peresadka/contracts/trip-properties';
import { kopecks, type Kopecks } from '@peresadka/engine/units';
import type { TripInfo } from '../rides/trip-info.ts';

/** Carriers sell in whole rubles. */
const rubles = (amount: number): Kopecks => kopecks(Math.round(amount / 100) * 100);

/** The adult fare of a place in a train car for a ride of `km`. */
export const carFare = (car: TrainCar, km: number): Kopecks => kopecks(trainCarFare(car, km));

/** The adult fare of a bus ride of `km`. */
export const busFare = (bus: BusProperties, km: number): Kopecks =>
  rubles(bus.fareBase + bus.farePerKm * km);

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

/** What a car type of a train sells on a ride: its cheapest adult fare and free places. */
export type CarTypeFare = { type: PassengerCarType; fare: Kopecks; freePlaces: number };

/**
 * Each car type with a free place on sale on a ride of `km`, by its cheapest car, cheapest
 * type first: «плацкарт от …, купе от …».
 */
export function carTypeFares(
  train: TrainProperties,
  km: number,
  freeInCar: (car: TrainCar) => number,
): CarTypeFare[] {
  const byType = new Map<PassengerCarType, CarTypeFare>();
  for (const car of train.cars) {
    const free = car.saleForbidden ? 0 : freeInCar(car);
    if (free <= 0) continue;
    const fare = carFare(car, km);
    const seen = byType.get(car.type);
    byType.set(car.type, {
      type: car.type,
      fare: seen && seen.fare <= fare ? seen.fare : fare,
      freePlaces: (seen?.freePlaces ?? 0) + free,
    });
  }
  return [...byType.values()].sort((a, b) => a.fare - b.fare);
}

/**
 * The cheapest adult fare of a ride of `km` on a trip, for the class asked: flights by their
 * fare families of that cabin, trains by their cheapest car on sale with a free place («от»),
 * buses by distance. Null when nothing is for sale or the source publishes no fares.
 */
export function cheapestFare(
  trip: TripInfo,
  km: number,
  serviceClass: ServiceClass,
  /** Places a train car still has on the ride; without it every car counts as free. */
  freeInCar: (car: TrainCar) => number = (car) => car.seats,
): Kopecks | null {
  const p = trip.properties;
  if (!p) return null;
  switch (p.mode) {
    case 'PLANE': {
      const family = cheapestFamily(p, cabinOf(serviceClass));
      return family ? kopecks(family.price) : null;
    }
    case 'TRAIN':
      return carTypeFares(p, km, freeInCar)[0]?.fare ?? null;
    case 'BUS':
      return busFare(p, km);
  }
}
