import type { ServiceClass } from '@peresadka/contracts/enums';
import type { TrainCar } from '@peresadka/geo/demo-timetable/demo-feed';
import type { TripInfo } from '../search/trip-info.ts';

/** Carriers sell in whole rubles. */
const rubles = (kopecks: number) => Math.round(kopecks / 100) * 100;

export const carFare = (car: TrainCar, km: number): number =>
  rubles(car.fareBase + car.farePerKm * km);

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
): number | null {
  const p = trip.properties;
  if (!p) return null;
  switch (p.mode) {
    case 'PLANE': {
      const cabin = serviceClass === 'Business' ? 'Business' : 'Economic';
      const prices = p.fareFamilies.filter((f) => f.serviceClass === cabin).map((f) => f.price);
      return prices.length > 0 ? Math.min(...prices) : null;
    }
    case 'TRAIN': {
      const prices = p.cars
        .filter((car) => !car.saleForbidden && freeInCar(car) > 0)
        .map((car) => carFare(car, km));
      return prices.length > 0 ? Math.min(...prices) : null;
    }
    case 'BUS':
      return rubles(p.fareBase + p.farePerKm * km);
  }
}
