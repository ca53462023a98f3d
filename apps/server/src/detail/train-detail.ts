import { carTypeLabels } from '@peresadka/contracts/search-labels';
import { trainFareParts } from '@peresadka/contracts/fare-parts';
import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import type { CarType, DocumentType } from '@peresadka/contracts/enums';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { schemaIdOf } from '@peresadka/contracts/car-layout';
import type { InventoryService } from '../inventory/inventory-service.ts';
import { segmentOf } from '../inventory/segment.ts';
import { passengerPrice, passengersPrice } from '../pricing/passenger-prices.ts';
import { carFare } from '../pricing/trip-fares.ts';
import { rideNotFound, type LoadedRide } from '../rides/ride-lookup.ts';
import { routeScheme } from './route-scheme.ts';

/** Documents Russian Railways accept for a ticket within Russia. */
export const TRAIN_DOCUMENTS: DocumentType[] = [
  'RussianPassport',
  'BirthCertificate',
  'RussianForeignPassport',
  'ForeignPassport',
  'MilitaryCard',
  'MilitaryOfficerCard',
  'SailorPassport',
  'ResidencePermit',
  'RussianTemporaryIdentityCard',
];

/** SPEC §2 train detail: the line, every car with its free places, prices per car type. */
export async function trainDetail(
  inventory: InventoryService,
  ride: LoadedRide,
  counts: PassengerCounts,
  now: Date,
): Promise<TrainDetailResponse> {
  const p = ride.trip.properties;
  if (p?.mode !== 'TRAIN') throw rideNotFound();
  const free = await inventory.free(p, segmentOf(ride), now);
  const freeIn = (car: number) => free.filter((s) => s.carNumber === car).length;
  const cars = p.cars.map((car) => ({
    car,
    fare: carFare(car, ride.km),
    free: freeIn(car.number),
  }));

  // Each type is priced by its cheapest car that still has a place, as the card's «от» is.
  const byType = new Map<CarType, typeof cars>();
  for (const c of cars) {
    if (c.car.saleForbidden) continue;
    byType.set(c.car.type, [...(byType.get(c.car.type) ?? []), c]);
  }

  return {
    common: {
      display_train_number: p.displayNumber,
      train_name: ride.trip.name ?? '',
      has_two_storey_cars: p.hasTwoStoreyCars,
      origin_code: String(ride.from.stationId),
      destination_code: String(ride.to.stationId),
      date: ride.from.departureTime!.slice(0, 10),
      train_number: ride.trip.number,
      provider: ride.trip.carrierName,
      train_description: p.category,
      initial_station_name: ride.stops[0]!.name,
      final_station_name: ride.stops.at(-1)!.name,
      is_suburban: p.isSuburban,
      carrier: ride.trip.carrierName,
      has_electronic_registration: p.hasElectronicRegistration,
      is_sale_forbidden: p.isSaleForbidden,
    },
    detail: {
      info_route: routeScheme(ride.stops),
      car_prices: [...byType].map(([type, group]) => {
        const open = group.filter((c) => c.free > 0);
        const cheapest = (open.length > 0 ? open : group).reduce((a, b) =>
          b.fare < a.fare ? b : a,
        );
        const adultFare = carFare(cheapest.car, ride.km);
        const price = passengerPrice('TRAIN', 'Adult', adultFare);
        return {
          car_type: type,
          min_price: price.fare,
          min_reserved_seat_price: trainFareParts(price.fare, type).reservedSeatPart,
          min_service_charge: price.serviceCharge,
          min_total_price: price.total,
          free_places: group.reduce((sum, c) => sum + c.free, 0),
          passengers_price: passengersPrice('TRAIN', counts, [adultFare]),
        };
      }),
      allowed_documents: TRAIN_DOCUMENTS,
      car_info: cars.map(({ car, free: freePlaces }) => ({
        car_type: car.type,
        readable_car_type: carTypeLabels[car.type],
        car_number: String(car.number).padStart(2, '0'),
        service_class: car.serviceClass,
        free_places: freePlaces,
        schema_id: schemaIdOf(car.type, car.seats, car.twoStorey),
        is_second_floor: car.twoStorey,
        carrier_name: ride.trip.carrierName,
        is_pets_allowed: car.petsAllowed,
        has_electronic_registration: p.hasElectronicRegistration,
        is_sale_forbidden: car.saleForbidden || p.isSaleForbidden,
        is_bedding_selection_possible: car.bedding,
        has_dynamic_pricing: false,
        has_non_refundable_tariff: false,
        international_service_class: null,
        reservation_type: 'Место',
        description: null,
        pet_description: car.petsAllowed ? 'Провоз мелких животных разрешён' : null,
        is_transit_document_required: false,
        is_branded: ride.trip.name !== null,
      })),
    },
  };
}
