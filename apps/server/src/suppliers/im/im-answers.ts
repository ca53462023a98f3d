import type {
  CarGroup,
  CarPriceInfo,
  TrainPriceInfo,
} from '@peresadka/contracts/im/railway-search';
import type { CarBedding } from '@peresadka/contracts/bedding';
import type { CabinGender } from '@peresadka/contracts/detail';
import { kopecksOfIm } from '@peresadka/contracts/im/im-values';
import { ZPassengerCarType, type PassengerCarType } from '@peresadka/contracts/trip-properties';
import { kopecks } from '@peresadka/engine/units';
import type { CarTypeOffer, SupplierCar, SupplierRide } from '../train-supplier.ts';
import { imLocalOf } from './im-times.ts';

/** The search calls' answers read into the port's terms. */

/**
 * The supplier's train is our ride: the same stations, number and local departure. A train
 * whose time differs from our timetable's is not the ride we found, so it is not offered.
 */
export function sameRide(
  train: Pick<
    TrainPriceInfo,
    | 'OriginStationCode'
    | 'DestinationStationCode'
    | 'TrainNumber'
    | 'DisplayTrainNumber'
    | 'LocalDepartureDateTime'
  >,
  ride: SupplierRide,
): boolean {
  const numbers = [ride.trip.number];
  if (ride.trip.properties?.mode === 'TRAIN') numbers.push(ride.trip.properties.displayNumber);
  return (
    train.OriginStationCode === String(ride.key.fromStationId) &&
    train.DestinationStationCode === String(ride.key.toStationId) &&
    (numbers.includes(train.TrainNumber) || numbers.includes(train.DisplayTrainNumber)) &&
    train.LocalDepartureDateTime === imLocalOf(ride.departureTime)
  );
}

const passengerCarType = (type: string): PassengerCarType | null => {
  const known = ZPassengerCarType.safeParse(type);
  return known.success ? known.data : null;
};

/** A group's free places: its total where the supplier counts one, else the sum of its tiers. */
const freeOf = (g: CarGroup): number =>
  g.TotalPlaceQuantity > 0
    ? g.TotalPlaceQuantity
    : g.PlaceQuantity +
      g.LowerPlaceQuantity +
      g.UpperPlaceQuantity +
      g.LowerSidePlaceQuantity +
      g.UpperSidePlaceQuantity;

/** The car types on sale with a free place, cheapest first: what a card says «от». */
export function offerOf(train: TrainPriceInfo): CarTypeOffer[] {
  if (train.IsSaleForbidden) return [];
  return train.CarGroups.flatMap((g): CarTypeOffer[] => {
    const type = passengerCarType(g.CarType);
    const free = freeOf(g);
    if (!type || g.IsSaleForbidden || free <= 0) return [];
    return [
      {
        type,
        fare: kopecks(kopecksOfIm(g.MinPrice)),
        freePlaces: free,
        lowerFreePlaces: g.LowerPlaceQuantity + g.LowerSidePlaceQuantity,
      },
    ];
  }).sort((a, b) => a.fare - b.fare);
}

const GENDERS: Record<string, CabinGender> = { М: 'male', Ж: 'female', С: 'mixed', Ц: 'whole' };

/**
 * The places of a list '1, 2, 12М, 13Ж': the letter after a number is its compartment's gender
 * (men, women, mixed, the whole compartment), not part of the number.
 */
const freePlacesOf = (list: string): { number: number; gender: CabinGender | null }[] =>
  list.split(',').flatMap((item) => {
    const m = /^(\d+)\s*([МЖСЦ])?$/u.exec(item.trim());
    const number = m ? Number(m[1]) : NaN;
    if (!m || !Number.isSafeInteger(number) || number <= 0) return [];
    return [{ number, gender: m[2] ? GENDERS[m[2]]! : null }];
  });

/**
 * A car's bedding as IM describes it: chosen apart at its ServiceCost where the car lets the
 * traveller choose, else with the place where the car's services list it («Bedclothes»).
 */
function imCarBedding(e: CarPriceInfo): CarBedding {
  const price = kopecksOfIm(e.ServiceCost);
  if (e.IsBeddingSelectionPossible && price > 0) return { kind: 'optional', price };
  return e.IsBeddingSelectionPossible || e.Services.includes('Bedclothes')
    ? { kind: 'included' }
    : { kind: 'none' };
}

/**
 * The supplier's cars, one entry per car: CarPricing lists a car once per kind of place (lower,
 * upper…) with that kind's prices and free places.
 */
export function mergedCars(entries: readonly CarPriceInfo[]): SupplierCar[] {
  const cars = new Map<number, SupplierCar>();
  for (const e of entries) {
    const type = passengerCarType(e.CarType);
    const number = Number.parseInt(e.CarNumber, 10);
    if (!type || !Number.isSafeInteger(number)) continue;
    const fare = kopecks(kopecksOfIm(e.MinPrice));
    const maxFare = kopecks(kopecksOfIm(e.MaxPrice));
    const seen = cars.get(number);
    // An entry prices one kind of place (lower, upper…); its places cost its cheapest fare.
    const offers = freePlacesOf(e.FreePlaces).map((p) => ({ ...p, fare }));
    const free = offers.map((p) => p.number);
    cars.set(
      number,
      seen
        ? {
            ...seen,
            freePlaces: [...new Set([...seen.freePlaces, ...free])].sort((a, b) => a - b),
            placeOffers: [
              ...seen.placeOffers,
              ...offers.filter((p) => !seen.freePlaces.includes(p.number)),
            ].sort((a, b) => a.number - b.number),
            fare: seen.fare <= fare ? seen.fare : fare,
            maxFare: seen.maxFare >= maxFare ? seen.maxFare : maxFare,
          }
        : {
            number,
            type,
            serviceClass: e.ServiceClass,
            freePlaces: free.sort((a, b) => a - b),
            placeOffers: offers.sort((a, b) => a.number - b.number),
            places: null,
            fare,
            maxFare,
            twoStorey: e.IsTwoStorey,
            schemaId: e.RailwayCarSchemeId ? String(e.RailwayCarSchemeId) : null,
            bedding: imCarBedding(e),
            petsAllowed: e.HasPlacesNearPets || e.Services.includes('PetsCarriage'),
            saleForbidden: e.IsSaleForbidden,
            electronicRegistration: e.HasElectronicRegistration,
            carrier: e.Carrier,
            description: e.CarDescription,
            transitDocumentRequired: e.IsTransitDocumentRequired,
          },
    );
  }
  return [...cars.values()].sort((a, b) => a.number - b.number);
}
