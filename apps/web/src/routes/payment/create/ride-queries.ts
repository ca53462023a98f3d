import type { ApiBody, ApiName } from '@peresadka/contracts/api';
import type { ServiceClass } from '@peresadka/contracts/enums';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { searchedPassengers } from './form-model.ts';
import { flightsOf, type BusLeg, type PlaneLeg, type TrainLeg } from './order-bodies.ts';

/**
 * What the order page reads to offer choices: the ride's detail (cars, tariffs, seats,
 * services), seat plans and countries. Keyed [operation, input] like every query of the app,
 * so the detail the visitor just saw is reused, and a refused order refreshes them all.
 */
const key = <Name extends ApiName>(name: Name, body: ApiBody<Name>) => [name, body] as const;

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
    queryKey: key('trainDetail', body),
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
    queryKey: key('busDetail', body),
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
    queryKey: key('aviaDetail', body),
    queryFn: ({ signal }) => callApi('aviaDetail', { body, signal }),
  });
}

export function trainSchemaQuery(body: ApiBody<'trainSchema'>) {
  return queryOptions({
    queryKey: key('trainSchema', body),
    queryFn: ({ signal }) => callApi('trainSchema', { body, signal }),
    retry: false,
  });
}

export function aviaSchemaQuery(body: ApiBody<'aviaSchema'>) {
  return queryOptions({
    queryKey: key('aviaSchema', body),
    queryFn: ({ signal }) => callApi('aviaSchema', { body, signal }),
    retry: false,
  });
}

export function countriesQuery(searchText: string) {
  const body = { search_text: searchText };
  return queryOptions({
    queryKey: key('searchCountry', body),
    queryFn: ({ signal }) => callApi('searchCountry', { body, signal }),
    enabled: searchText.trim() !== '',
    staleTime: Infinity,
  });
}

/** Places change hands: after a refused order every ride answer is read again. */
export const RIDE_OPERATIONS: readonly ApiName[] = [
  'trainDetail',
  'busDetail',
  'aviaDetail',
  'trainSchema',
  'aviaSchema',
];
