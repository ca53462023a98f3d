import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import type { CarType } from '@peresadka/contracts/enums';
import { trainFareParts } from '@peresadka/contracts/fare-parts';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { carTypeLabels } from '@peresadka/contracts/search-labels';
import { passengerPrice, passengersPrice } from '../pricing/passenger-prices.ts';
import type { LoadedRide } from '../rides/ride-lookup.ts';
import type { LineStop, RideCars, SupplierCar } from '../suppliers/train-supplier.ts';
import { routeScheme } from './route-scheme.ts';

/**
 * SPEC §2 train detail: the line, every car with its free places, prices per car type — the
 * cars, places and fares as the train's supplier sells them, priced for the search's passengers.
 */
export function trainDetail(
  ride: LoadedRide,
  supplied: RideCars,
  line: LineStop[] | null,
  counts: PassengerCounts,
): TrainDetailResponse {
  const { train, cars } = supplied;
  // Each type is priced by its cheapest car that still has a place, as the card's «от» is.
  const byType = new Map<CarType, SupplierCar[]>();
  for (const car of cars) {
    if (car.saleForbidden) continue;
    byType.set(car.type, [...(byType.get(car.type) ?? []), car]);
  }
  const stops = line
    ? line.map((s) => ({
        name: s.name,
        arrival_time: s.arrivalTime,
        departure_time: s.departureTime,
      }))
    : routeScheme(ride.stops);
  return {
    common: {
      display_train_number:
        ride.trip.properties?.mode === 'TRAIN'
          ? ride.trip.properties.displayNumber
          : ride.trip.number,
      train_name: train.name ?? '',
      has_two_storey_cars: train.hasTwoStoreyCars,
      origin_code: String(ride.from.stationId),
      destination_code: String(ride.to.stationId),
      date: ride.from.departureTime!.slice(0, 10),
      train_number: ride.trip.number,
      provider: train.carrier,
      train_description: train.category,
      initial_station_name: stops[0]!.name,
      final_station_name: stops.at(-1)!.name,
      is_suburban: train.isSuburban,
      carrier: train.carrier,
      has_electronic_registration: train.hasElectronicRegistration,
      is_sale_forbidden: train.isSaleForbidden,
    },
    detail: {
      info_route: stops,
      car_prices: [...byType].map(([type, group]) => {
        const open = group.filter((c) => c.freePlaces.length > 0);
        const cheapest = (open.length > 0 ? open : group).reduce((a, b) =>
          b.fare < a.fare ? b : a,
        );
        const price = passengerPrice('TRAIN', 'Adult', cheapest.fare);
        return {
          car_type: type,
          min_price: price.fare,
          min_reserved_seat_price: trainFareParts(price.fare, type).reservedSeatPart,
          min_service_charge: price.serviceCharge,
          min_total_price: price.total,
          free_places: group.reduce((sum, c) => sum + c.freePlaces.length, 0),
          passengers_price: passengersPrice('TRAIN', counts, [cheapest.fare]),
        };
      }),
      allowed_documents: supplied.allowedDocuments,
      car_info: cars.map((car) => ({
        car_type: car.type,
        readable_car_type: carTypeLabels[car.type],
        car_number: String(car.number).padStart(2, '0'),
        service_class: car.serviceClass,
        free_places: car.freePlaces.length,
        place_quantity: car.places,
        places: car.placeOffers.map((place) => ({
          number: place.number,
          price: passengerPrice('TRAIN', 'Adult', place.fare).total,
          gender: place.gender,
        })),
        schema_id: car.schemaId,
        is_second_floor: car.twoStorey,
        carrier_name: car.carrier,
        is_pets_allowed: car.petsAllowed,
        has_electronic_registration: car.electronicRegistration,
        is_sale_forbidden: car.saleForbidden,
        is_bedding_selection_possible: car.bedding.kind === 'optional',
        is_bedding_included: car.bedding.kind === 'included',
        bedding_price: car.bedding.kind === 'optional' ? car.bedding.price : 0,
        has_dynamic_pricing: car.maxFare !== car.fare,
        has_non_refundable_tariff: false,
        international_service_class: null,
        reservation_type: 'Место',
        description: car.description,
        pet_description: car.petsAllowed ? 'Провоз мелких животных разрешён' : null,
        is_transit_document_required: car.transitDocumentRequired,
        is_branded: train.name !== null,
      })),
    },
  };
}
