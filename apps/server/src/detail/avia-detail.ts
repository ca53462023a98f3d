import type {
  AviaDetailRequest,
  AviaDetailResponse,
  FareFamilyOffer,
} from '@peresadka/contracts/detail';
import { AppError } from '@peresadka/contracts/errors';
import type { PassengerCategory } from '@peresadka/contracts/enums';
import { formatRubles } from '@peresadka/contracts/money';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { fareFamilyRefundText } from '@peresadka/contracts/refund-rules';
import type { CabinClass, FareFamily, PlaneProperties } from '@peresadka/contracts/trip-properties';
import type { InventoryService } from '../suppliers/local/inventory-service.ts';
import { segmentOf } from '../suppliers/local/segment.ts';
import type { Seat } from '../suppliers/local/vehicle-seats.ts';
import {
  EXTRA_BAGGAGE,
  EXTRA_BAGGAGE_CODE,
  EXTRA_BAGGAGE_NAME,
  seatChoicePrice,
} from '../pricing/extras.ts';
import { passengersPrice } from '../pricing/passenger-prices.ts';
import { cabinOf, familyFare, runOf, saleFamily } from '../pricing/trip-fares.ts';
import { localDateTime } from '../rides/local-time.ts';
import { rideNotFound, type LoadedRide } from '../rides/ride-lookup.ts';
import { routeIdOf } from '../rides/route-id.ts';
import { breakdown } from './route-scheme.ts';

const kg = (n: number) => (n > 0 ? `${n} кг` : null);

function fareDescription(f: FareFamily) {
  return {
    baggage: kg(f.baggageKg) ?? 'Без багажа',
    refund: fareFamilyRefundText(f),
    exchange: f.exchangeable
      ? f.exchangeFee > 0
        ? `Обмен со сбором ${formatRubles(f.exchangeFee)}`
        : 'Обмен без сбора'
      : 'Без обмена',
    meal: f.meal ? 'Питание включено' : 'Без питания',
    carry_on: kg(f.carryOnKg) ?? 'Без ручной клади',
    flight_type: 'Регулярный рейс',
    additional_info: f.name,
  };
}

/** A flight of the result with the fare family it is sold at. */
export type PricedFlight = {
  ride: LoadedRide;
  plane: PlaneProperties;
  family: FareFamily;
  id: string;
};

/**
 * The flights of a result, each at the fare family asked for by its code (`fareCode`), or at
 * the cheapest of the cabin asked for without one.
 */
export function pricedFlights(
  rides: readonly LoadedRide[],
  serviceClass: AviaDetailRequest['service_class'],
  fareCode?: string,
): PricedFlight[] {
  return rides.map((ride) => {
    const plane = ride.trip.properties;
    if (plane?.mode !== 'PLANE') throw rideNotFound();
    const family = saleFamily(plane, cabinOf(serviceClass), fareCode);
    if (!family) throw fareCode === undefined ? rideNotFound() : fareNotSold(ride.trip.number);
    return { ride, plane, family, id: routeIdOf([ride.key]) };
  });
}

export const fareNotSold = (flightNumber: string) =>
  new AppError('validation', 'Fare family not sold on the flight', {
    fieldErrors: { fare_code: [`Рейс ${flightNumber} не продаёт этот тариф`] },
  });

/**
 * The fare families every flight of the result sells in the cabin, each as one family per
 * flight (the same code), cheapest first.
 */
function familiesOnEveryFlight(flights: readonly PricedFlight[], cabin: CabinClass) {
  const codes = flights[0]!.plane.fareFamilies
    .filter((f) => f.serviceClass === cabin)
    .map((f) => f.code);
  return codes
    .map((code) => flights.map((f) => saleFamily(f.plane, cabin, code)))
    .filter((families): families is FareFamily[] => families.every((f) => f !== null));
}

/** The request's passenger list as the search's counters. */
function countsOf(passengers: readonly { category: PassengerCategory }[]): PassengerCounts {
  const n = (category: PassengerCategory) =>
    passengers.filter((p) => p.category === category).length;
  return {
    adult_quantity: n('Adult'),
    child_quantity: n('Child'),
    baby_with_place_quantity: n('BabyWithPlace'),
    baby_without_place_quantity: n('BabyWithoutPlace'),
  };
}

/** A flight's seats still free in one cabin: what its detail counts and draws. */
async function freeSeatsInCabin(
  inventory: InventoryService,
  plane: PlaneProperties,
  ride: LoadedRide,
  cabin: CabinClass,
  now: Date,
): Promise<Seat[]> {
  const free = await inventory.free(plane, segmentOf(ride), now);
  return free.filter((s) => cabinOfSeat(plane, s.seat) === cabin);
}

/** SPEC §2 plane detail for the flights of one result, priced for the requested passengers. */
export async function aviaDetail(
  inventory: InventoryService,
  rides: readonly LoadedRide[],
  request: AviaDetailRequest,
  zones: Map<string, string>,
  now: Date,
): Promise<AviaDetailResponse> {
  const flights = pricedFlights(rides, request.service_class, request.fare_code);
  const cabin = cabinOf(request.service_class);
  const free = await Promise.all(
    flights.map((f) => freeSeatsInCabin(inventory, f.plane, f.ride, cabin, now)),
  );
  const counts = countsOf(request.passengers);
  // One family per flight, each at the fare of that flight's run.
  const priceAt = (families: readonly FareFamily[]) =>
    passengersPrice(
      'PLANE',
      counts,
      families.map((f, i) =>
        familyFare(f, runOf(flights[i]!.ride.trip, flights[i]!.ride.key.serviceDate)),
      ),
    );
  const price = priceAt(flights.map((f) => f.family));
  const offers = familiesOnEveryFlight(flights, cabin)
    .map((families): FareFamilyOffer => ({
      code: families[0]!.code,
      name: families[0]!.name,
      baggage_included: families.every((f) => f.baggageKg > 0),
      fare_description: fareDescription(families[0]!),
      total_price: priceAt(families).total_price,
    }))
    .sort((a, b) => a.total_price - b.total_price);
  const sum = (pick: (p: (typeof price.passengers)[number]) => number) =>
    price.passengers.reduce((s, p) => s + pick(p) * p.quantity, 0);

  return {
    common: {
      ...breakdown(
        sum((p) => p.price),
        sum((p) => p.service_charge),
      ),
      fare_code: flights[0]!.family.code,
      fare_families: offers,
      segments: [
        {
          flights: flights.map(({ ride, plane, family, id }) => ({
            id,
            flight_number: ride.trip.number,
            airline_code: ride.trip.carrierCode,
            airplane: plane.aircraftName,
            origin_name: ride.from.name,
            destination_name: ride.to.name,
            travel_time: ride.minutes,
            departure_time: ride.from.departureTime!,
            arrival_time: ride.to.arrivalTime!,
            fare_description: fareDescription(family),
            technical_landings: plane.technicalLandings.map((t) => {
              const start = ride.departsAt.getTime() / 60_000;
              const zone = zones.get(t.stationCode) ?? 'Europe/Moscow';
              return {
                location_code: t.stationCode,
                arrival_time: localDateTime(start + t.arrivalOffset, zone),
                departure_time: localDateTime(start + t.departureOffset, zone),
              };
            }),
          })),
        },
      ],
      // Seats of the cabin sold; an infant on a lap needs none.
      available_place_quantity: Math.min(...free.map((seats) => seats.length)),
      passengers_price: price,
    },
    detail: {
      passenger_types: request.passengers.map((p) => ({
        passenger_id: p.passenger_id,
        passenger_type_id: p.category,
      })),
      additional_service: flights.flatMap(({ id }) =>
        [...new Set(request.passengers.map((p) => p.category))]
          .filter((category) => category !== 'BabyWithoutPlace')
          .map((category) => ({
            ...breakdown(EXTRA_BAGGAGE, 0),
            service_type: 'Baggage',
            service_type_name: EXTRA_BAGGAGE_NAME,
            code: EXTRA_BAGGAGE_CODE,
            passenger_type_id: category,
            flight_ids: [id],
          })),
      ),
      avia_schema: flights.flatMap(({ plane, id }, i) =>
        free[i]!.flatMap((seat) => {
          const row = rowOfSeat(plane, seat.seat);
          if (!row) return [];
          return [
            {
              row: row.row,
              seat: seat.seat.slice(String(row.row).length),
              code: seat.seat,
              price: seatChoicePrice(row),
              flight_ids: [id],
            },
          ];
        }),
      ),
      flights_ids_with_available_place_selection: flights
        .filter((f) => f.plane.seatMap.length > 0)
        .map((f) => f.id),
      flights_schemas_ids: flights.map((f) => ({
        flight_id: f.id,
        schema_id: f.plane.aircraftCode,
      })),
      service_class: request.service_class,
    },
  };
}

/** The row of a seat code such as '12A'. */
export function rowOfSeat(plane: PlaneProperties, code: string) {
  const row = Number.parseInt(code, 10);
  return plane.seatMap.find(
    (r) => r.row === row && r.seats.includes(code.slice(String(row).length)),
  );
}

const cabinOfSeat = (plane: PlaneProperties, code: string) => rowOfSeat(plane, code)?.serviceClass;
