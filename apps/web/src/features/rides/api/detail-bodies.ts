import type { ApiBody } from '@peresadka/contracts/api';
import type { PassengerCategory, ServiceClass } from '@peresadka/contracts/enums';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import type { Leg } from '@peresadka/contracts/search-results';

/*
 * The bodies of SPEC §7's detail calls, from the result the visitor opened and the search's
 * passengers: the detail page's queries send them, and so does its early call
 * (`early/early-detail.ts`), which needs the same body to hand its answer over.
 */

export type TrainLeg = Extract<Leg, { transport_type: 'TRAIN' }>;
export type BusLeg = Extract<Leg, { transport_type: 'BUS' }>;
export type PlaneLeg = Extract<Leg, { transport_type: 'PLANE' }>;

export const flightsOf = (leg: PlaneLeg) => leg.segments.flatMap((segment) => segment.flights);

/**
 * The search's passengers, one entry each in counter order and numbered from 1: the plane
 * detail prices exactly this list, and the order form asks for the same passengers.
 */
export function searchedPassengers(
  counts: PassengerCounts,
): { category: PassengerCategory; passenger_id: number }[] {
  const byCategory: [PassengerCategory, number][] = [
    ['Adult', counts.adult_quantity],
    ['Child', counts.child_quantity],
    ['BabyWithPlace', counts.baby_with_place_quantity],
    ['BabyWithoutPlace', counts.baby_without_place_quantity],
  ];
  return byCategory
    .flatMap(([category, n]) => Array.from({ length: n }, () => category))
    .map((category, i) => ({ category, passenger_id: i + 1 }));
}

export const trainDetailBody = (leg: TrainLeg, counts: PassengerCounts) =>
  ({
    ...counts,
    route_id: leg.route_id,
    provider: leg.provider,
    departure_date: leg.date,
    origin: leg.origin_code,
    destination: leg.destination_code,
    train_number: leg.train_number,
  }) satisfies ApiBody<'trainDetail'>;

export const busDetailBody = (leg: BusLeg, counts: PassengerCounts) =>
  ({
    ...counts,
    route_id: leg.route_id,
    provider: leg.provider,
    departure_date: leg.date,
    race_id: leg.race_id,
  }) satisfies ApiBody<'busDetail'>;

export const aviaDetailBody = (
  leg: PlaneLeg,
  counts: PassengerCounts,
  serviceClass: ServiceClass,
  fareCode?: string,
) =>
  ({
    gds: leg.gds,
    flights: flightsOf(leg).map((flight) => flight.id),
    passengers: searchedPassengers(counts),
    service_class: serviceClass,
    ...(fareCode === undefined ? {} : { fare_code: fareCode }),
  }) satisfies ApiBody<'aviaDetail'>;
