import type { RailwayReservationRequest } from '@peresadka/contracts/im/order-reservation';
import type { TrainCar } from '@peresadka/contracts/trip-properties';
import { isLower, isSide, isUpper, type PlanPlace } from './car-plan.ts';
import { adultFare } from './fares.ts';
import { invalidRequest, noPlaces, saleClosed } from './im-error.ts';
import { freePlaces } from './places.ts';
import type { Ride } from './runs.ts';
import { isSaleForbidden } from './sale-window.ts';

export type Seating = { car: TrainCar; places: PlanPlace[] };

type Wish = Pick<
  RailwayReservationRequest,
  | 'CarNumber'
  | 'CarType'
  | 'ServiceClass'
  | 'CarStorey'
  | 'PlaceRange'
  | 'LowerPlaceQuantity'
  | 'UpperPlaceQuantity'
  | 'CabinPlaceDemands'
>;

/**
 * Places for an item's travellers in one car: the car asked for, or else the cheapest car of the
 * type and class that can take them all, preferring one where they sit together (one
 * compartment, bay or row of seats). Every wish of the request is a condition, not a hint:
 * what cannot be met is «no places» (311), a car closed to sale «sale closed» (312).
 */
export function seat(
  ride: Ride,
  taken: ReadonlyMap<number, ReadonlySet<number>>,
  wish: Wish,
  count: number,
): Seating {
  const carNumber =
    wish.CarNumber === null || wish.CarNumber === '' ? null : Number(wish.CarNumber);
  if (carNumber !== null && !Number.isInteger(carNumber)) {
    throw invalidRequest(`Неверный номер вагона: ${wish.CarNumber}`, ['CarNumber']);
  }
  const cars = ride.train.properties.cars.filter(
    (car) =>
      car.type === wish.CarType &&
      (carNumber !== null
        ? car.number === carNumber
        : wish.ServiceClass === null || car.serviceClass === wish.ServiceClass),
  );
  const open = cars.filter((car) => !isSaleForbidden(ride, car));
  if (cars.length > 0 && open.length === 0) throw saleClosed();
  const choices = open.flatMap((car) => {
    const choice = pick(allowed(freePlaces(car, taken), car, wish), count, wish);
    return choice ? [{ car, fare: adultFare(car, ride), ...choice }] : [];
  });
  choices.sort(
    (a, b) =>
      a.fare - b.fare || Number(b.together) - Number(a.together) || a.car.number - b.car.number,
  );
  const best = choices[0];
  if (!best) throw noPlaces();
  return { car: best.car, places: best.places };
}

/** The free places the request's storey, range and side-berth wishes leave. */
function allowed(free: PlanPlace[], car: TrainCar, wish: Wish): PlanPlace[] {
  const storey = wish.CarStorey === 'First' ? 1 : wish.CarStorey === 'Second' ? 2 : null;
  return free.filter(
    (place) =>
      (storey === null || (car.twoStorey ? place.storey === storey : storey === 1)) &&
      (wish.PlaceRange === null ||
        (place.number >= wish.PlaceRange.From && place.number <= wish.PlaceRange.To)) &&
      (wish.CabinPlaceDemands !== 'NoSidePlaces' || !isSide(place.kind)),
  );
}

/**
 * `count` places with at least the lower and upper berths asked for: all in one cabin when one
 * can take them, else — unless the request insists on one — wherever they are free, cabin by
 * cabin.
 */
function pick(
  free: PlanPlace[],
  count: number,
  wish: Wish,
): { places: PlanPlace[]; together: boolean } | null {
  const lower = wish.LowerPlaceQuantity ?? 0;
  const upper = wish.UpperPlaceQuantity ?? 0;
  const cabins = new Map<number, PlanPlace[]>();
  for (const place of free) cabins.set(place.cabin, [...(cabins.get(place.cabin) ?? []), place]);
  for (const places of cabins.values()) {
    const chosen = choose(places, count, lower, upper);
    if (chosen) return { places: chosen, together: true };
  }
  const oneCabin =
    wish.CabinPlaceDemands === 'InOneCabin' || wish.CabinPlaceDemands === 'InOneCompartment';
  if (oneCabin) return null;
  const chosen = choose([...cabins.values()].flat(), count, lower, upper);
  return chosen ? { places: chosen, together: false } : null;
}

function choose(
  places: PlanPlace[],
  count: number,
  lower: number,
  upper: number,
): PlanPlace[] | null {
  if (lower + upper > count) return null;
  const lowers = places.filter((place) => isLower(place.kind)).slice(0, lower);
  const uppers = places.filter((place) => isUpper(place.kind)).slice(0, upper);
  if (lowers.length < lower || uppers.length < upper) return null;
  const chosen = new Set([...lowers, ...uppers]);
  const rest = places.filter((place) => !chosen.has(place)).slice(0, count - chosen.size);
  if (chosen.size + rest.length < count) return null;
  return [...chosen, ...rest].sort((a, b) => a.number - b.number);
}
