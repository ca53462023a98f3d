import type { ApiBody, ApiName } from '@peresadka/contracts/api';
import type { PassengerCategory, ServiceClass } from '@peresadka/contracts/enums';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import type { Leg } from '@peresadka/contracts/search-results';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

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

/** Keys are [operation, input] like every query of the app. */
export const queryKeyOf = <Name extends ApiName>(name: Name, body: ApiBody<Name>) =>
  [name, body] as const;

/**
 * SPEC §7 detail calls, built from the result the visitor opened and the search's passengers.
 * The detail page and the order form read the same cache entry, so the form offers exactly
 * what the visitor just saw.
 */
export function trainDetailQuery(leg: TrainLeg, counts: PassengerCounts) {
  const body = {
    ...counts,
    route_id: leg.route_id,
    provider: leg.provider,
    departure_date: leg.date,
    origin: leg.origin_code,
    destination: leg.destination_code,
    train_number: leg.train_number,
  };
  return queryOptions({
    queryKey: queryKeyOf('trainDetail', body),
    queryFn: ({ signal }) => callApi('trainDetail', { body, signal }),
  });
}

export function busDetailQuery(leg: BusLeg, counts: PassengerCounts) {
  const body = {
    ...counts,
    route_id: leg.route_id,
    provider: leg.provider,
    departure_date: leg.date,
    race_id: leg.race_id,
  };
  return queryOptions({
    queryKey: queryKeyOf('busDetail', body),
    queryFn: ({ signal }) => callApi('busDetail', { body, signal }),
  });
}

export function aviaDetailQuery(
  leg: PlaneLeg,
  counts: PassengerCounts,
  serviceClass: ServiceClass,
) {
  const body = {
    gds: leg.gds,
    flights: flightsOf(leg).map((flight) => flight.id),
    passengers: searchedPassengers(counts),
    service_class: serviceClass,
  };
  return queryOptions({
    queryKey: queryKeyOf('aviaDetail', body),
    queryFn: ({ signal }) => callApi('aviaDetail', { body, signal }),
  });
}
