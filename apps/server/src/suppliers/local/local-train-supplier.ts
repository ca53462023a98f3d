import { carBedding } from '@peresadka/contracts/bedding';
import {
  berthOf,
  carPlanGeometry,
  parseSchemaId,
  schemaIdOf,
} from '@peresadka/contracts/car-layout';
import type { TrainSchemaType } from '@peresadka/contracts/enums';
import { TRAIN_DOCUMENTS } from '@peresadka/contracts/train-documents';
import type {
  PassengerCarType,
  TrainCar,
  TrainProperties,
} from '@peresadka/contracts/trip-properties';
import type { Run } from '@peresadka/contracts/run-fares';
import { carFare, runOf } from '../../pricing/trip-fares.ts';
import { rideNotFound } from '../../rides/ride-lookup.ts';
import {
  rideKeyOf,
  type CarPlan,
  type CarTypeOffer,
  type RideCars,
  type SupplierRide,
  type TrainSupplier,
} from '../train-supplier.ts';
import type { CarTaken } from './inventory-repository.ts';
import type { InventoryService } from './inventory-service.ts';
import { segmentKey, type Segment } from './segment.ts';

const segmentOf = (ride: SupplierRide): Segment => ({
  tripId: ride.key.tripId,
  serviceDate: ride.key.serviceDate,
  fromSequence: ride.fromSequence,
  toSequence: ride.toSequence,
});

/**
 * Our own train inventory: the cars, places and fares a timetable source published in the
 * trips' properties, sold from `seat_holds`. Chosen with TRAIN_SUPPLIER=local (a site that
 * sells its own trains, or has no supplier contract yet).
 */
export class LocalTrainSupplier implements TrainSupplier {
  readonly kind = 'local';

  constructor(
    private readonly inventory: InventoryService,
    private readonly now: () => Date,
  ) {}

  async offers(rides: readonly SupplierRide[]): Promise<Map<string, CarTypeOffer[]>> {
    const trains = rides.filter((r) => r.trip.properties?.mode === 'TRAIN');
    const taken = await this.inventory.takenPerCar(trains.map(segmentOf), this.now());
    const offers = new Map<string, CarTypeOffer[]>();
    for (const ride of trains) {
      const train = ride.trip.properties;
      if (train?.mode !== 'TRAIN' || train.isSaleForbidden) continue;
      const cars = taken.get(segmentKey(segmentOf(ride)));
      const presold = this.inventory.presoldPerCar(train, segmentOf(ride), this.now());
      const types = carTypeOffers(train, ride.km, runOf(ride.trip, ride.key.serviceDate), (car) =>
        freeOf(car, cars?.get(car.number), presold.get(car.number)),
      );
      if (types.length > 0) offers.set(rideKeyOf(ride), types);
    }
    return offers;
  }

  async cars(ride: SupplierRide): Promise<RideCars> {
    const train = ride.trip.properties;
    if (train?.mode !== 'TRAIN') throw rideNotFound();
    const free = await this.inventory.free(train, segmentOf(ride), this.now());
    const run = runOf(ride.trip, ride.key.serviceDate);
    return {
      train: {
        name: ride.trip.name,
        category: train.category,
        carrier: ride.trip.carrierName,
        isSuburban: train.isSuburban,
        hasTwoStoreyCars: train.hasTwoStoreyCars,
        hasElectronicRegistration: train.hasElectronicRegistration,
        isSaleForbidden: train.isSaleForbidden,
      },
      cars: train.cars.map((car) => {
        const fare = carFare(car, ride.km, run);
        const freePlaces = free
          .filter((s) => s.carNumber === car.number)
          .map((s) => Number(s.seat))
          .sort((a, b) => a - b);
        return {
          number: car.number,
          type: car.type,
          serviceClass: car.serviceClass,
          freePlaces,
          placeOffers: freePlaces.map((number) => ({ number, fare, gender: null })),
          places: car.seats,
          fare,
          maxFare: fare,
          twoStorey: car.twoStorey,
          schemaId: schemaIdOf(car.type, car.seats, car.twoStorey),
          bedding: carBedding(car),
          petsAllowed: car.petsAllowed,
          saleForbidden: car.saleForbidden || train.isSaleForbidden,
          electronicRegistration: train.hasElectronicRegistration,
          carrier: ride.trip.carrierName,
          description: null,
          transitDocumentRequired: train.isTransitDocumentRequired ?? false,
        };
      }),
      allowedDocuments: TRAIN_DOCUMENTS,
    };
  }

  /** Read from seat_holds every time: nothing is kept to forget. */
  async placesChanged(): Promise<void> {}

  /** Our timetable's line is the supplier's: nothing else to ask. */
  async route(): Promise<null> {
    return null;
  }

  async plan(schemaId: string, view: TrainSchemaType): Promise<CarPlan | null> {
    const schema = parseSchemaId(schemaId);
    if (!schema) return null;
    const geometry = carPlanGeometry(schema.type, schema.seats, schema.twoStorey, {
      mobile: view.startsWith('Mobile'),
      upper: view.endsWith('SecondStorey'),
    });
    return geometry && { ...geometry, carType: schema.type, twoStorey: schema.twoStorey };
  }
}

/**
 * Each car type with a free place on sale on a ride of `km` of a run, by its cheapest car,
 * cheapest type first: «плацкарт от …, купе от …».
 */
function carTypeOffers(
  train: TrainProperties,
  km: number,
  run: Run,
  freeInCar: (car: TrainCar) => { free: number; lower: number },
): CarTypeOffer[] {
  const byType = new Map<PassengerCarType, CarTypeOffer>();
  for (const car of train.cars) {
    if (car.saleForbidden) continue;
    const { free, lower } = freeInCar(car);
    if (free <= 0) continue;
    const fare = carFare(car, km, run);
    const seen = byType.get(car.type);
    byType.set(car.type, {
      type: car.type,
      fare: seen && seen.fare <= fare ? seen.fare : fare,
      freePlaces: (seen?.freePlaces ?? 0) + free,
      lowerFreePlaces: (seen?.lowerFreePlaces ?? 0) + lower,
    });
  }
  return [...byType.values()].sort((a, b) => a.fare - b.fare);
}

/**
 * A car's free places and lower berths among them: every berth of an СВ or люкс is lower, the
 * odd ones of a купе or плацкарт (`berthOf`), none of a sitting car.
 */
function freeOf(car: TrainCar, ours?: CarTaken, presold?: CarTaken) {
  const taken = (ours?.taken ?? 0) + (presold?.taken ?? 0);
  const takenOdd = (ours?.takenOdd ?? 0) + (presold?.takenOdd ?? 0);
  const free = car.seats - taken;
  if (berthOf(car.type, 1) === null) return { free, lower: 0 };
  const allLower = berthOf(car.type, 2) === 'lower';
  return { free, lower: allLower ? free : Math.ceil(car.seats / 2) - takenOdd };
}
