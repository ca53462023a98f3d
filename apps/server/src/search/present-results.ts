import type { ServiceClass } from '@peresadka/contracts/enums';
import type {
  BusResult,
  Flight,
  Leg,
  PlaneResult,
  TrainResult,
} from '@peresadka/contracts/search-results';
import type { Kopecks } from '@peresadka/engine/units';
import { passengerPrice } from '../pricing/passenger-prices.ts';
import { cabinOf, cheapestFamily, cheapestFare } from '../pricing/trip-fares.ts';
import { routeIdOf } from '../rides/route-id.ts';
import type { RideView } from '../rides/ride-view.ts';
import type { TripInfo } from '../rides/trip-info.ts';
import type { CarTypeOffer } from '../suppliers/train-supplier.ts';

/**
 * A ride with its trip, priced for the class asked; rides nobody sells are never shown. A
 * train's ride also carries what each of its car types sells.
 */
export type PricedRide = {
  view: RideView;
  trip: TripInfo;
  fare: Kopecks;
  carTypes?: CarTypeOffer[];
};

/** A card's price is what one adult pays, fee included: the cards say «за взрослого». */
const adultPrice = (r: PricedRide) => passengerPrice(r.trip.mode, 'Adult', r.fare).total;

export function priceRide(
  view: RideView,
  trip: TripInfo,
  serviceClass: ServiceClass,
  /** What a train's supplier sells on the ride; a train without it is not sold. */
  trainOffer?: readonly CarTypeOffer[],
): PricedRide | null {
  if (trip.mode === 'TRAIN') {
    const cheapest = trainOffer?.[0];
    return cheapest ? { view, trip, fare: cheapest.fare, carTypes: [...trainOffer!] } : null;
  }
  const fare = trip.properties
    ? cheapestFare(trip, view.km, serviceClass, view.key.serviceDate)
    : (view.enginePrice as Kopecks | null);
  return fare === null ? null : { view, trip, fare };
}

const times = ({ view }: PricedRide) => ({
  ...(view.from.point ? { origin_point: view.from.point } : {}),
  ...(view.to.point ? { destination_point: view.to.point } : {}),
  origin_name: view.from.name,
  destination_name: view.to.name,
  travel_time: view.minutes,
  departure_time: view.departureTime,
  arrival_time: view.arrivalTime,
});

export function busResult(r: PricedRide): BusResult {
  return {
    ...times(r),
    route_id: routeIdOf([r.view.key]),
    price: adultPrice(r),
    provider: r.trip.carrierName,
    date: r.view.departureTime.slice(0, 10),
    race_id: r.trip.number,
    text: r.trip.name ?? `${r.view.from.name} — ${r.view.to.name}`,
  };
}

export function trainResult(r: PricedRide): TrainResult {
  const p = r.trip.properties?.mode === 'TRAIN' ? r.trip.properties : null;
  return {
    ...busResult(r),
    price: adultPrice(r),
    display_train_number: p?.displayNumber ?? r.trip.number,
    train_name: r.trip.name ?? '',
    has_two_storey_cars: p?.hasTwoStoreyCars ?? false,
    origin_code: String(r.view.from.id),
    destination_code: String(r.view.to.id),
    train_number: r.trip.number,
    car_classes: (r.carTypes ?? []).map((c) => ({
      car_type: c.type,
      price: passengerPrice('TRAIN', 'Adult', c.fare).total,
      free_places: c.freePlaces,
      ...(c.lowerFreePlaces === undefined ? {} : { lower_free_places: c.lowerFreePlaces }),
    })),
  };
}

function flight(r: PricedRide, index: number, serviceClass: ServiceClass): Flight {
  const p = r.trip.properties?.mode === 'PLANE' ? r.trip.properties : null;
  const cabin = cabinOf(serviceClass);
  const family = p ? cheapestFamily(p, cabin) : null;
  return {
    ...times(r),
    id: routeIdOf([r.view.key]),
    flight_group: 0,
    join_number: index,
    branded_fare_info: family?.name ?? null,
    flight_number: r.trip.number,
    origin_code: r.view.from.code ?? '',
    destination_code: r.view.to.code ?? '',
    marketing_airline_code: r.trip.carrierCode,
    operating_airline_code: r.trip.carrierCode,
    departure_date: r.view.departureTime.slice(0, 10),
    arrival_date: r.view.arrivalTime.slice(0, 10),
    service_subclass: cabin === 'Business' ? 'C' : 'Y',
    fare_code: family?.code ?? '',
    brand_id: family?.code ?? null,
    ...(family ? { baggage: family.baggageKg > 0 } : {}),
  };
}

/** Flights in one direction form one segment: a direct flight, or a connection. */
export function planeResult(rides: readonly PricedRide[], serviceClass: ServiceClass): PlaneResult {
  return {
    route_id: routeIdOf(rides.map((r) => r.view.key)),
    price: rides.reduce((sum, r) => sum + adultPrice(r), 0),
    gds: 'Пересадка',
    segments: [{ flights: rides.map((r, i) => flight(r, i, serviceClass)) }],
  };
}

export function legOf(r: PricedRide, serviceClass: ServiceClass): Leg {
  switch (r.trip.mode) {
    case 'PLANE':
      return { transport_type: 'PLANE', ...planeResult([r], serviceClass) };
    case 'TRAIN':
      return { transport_type: 'TRAIN', ...trainResult(r) };
    case 'BUS':
      return { transport_type: 'BUS', ...busResult(r) };
  }
}
