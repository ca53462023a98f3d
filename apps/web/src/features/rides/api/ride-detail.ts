import type { ApiBody, ApiName } from '@peresadka/contracts/api';
import type { ServiceClass } from '@peresadka/contracts/enums';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import {
  aviaDetailBody,
  busDetailBody,
  trainDetailBody,
  type BusLeg,
  type PlaneLeg,
  type TrainLeg,
} from './detail-bodies.ts';

export {
  flightsOf,
  searchedPassengers,
  type BusLeg,
  type PlaneLeg,
  type TrainLeg,
} from './detail-bodies.ts';

/** Keys are [operation, input] like every query of the app. */
export const queryKeyOf = <Name extends ApiName>(name: Name, body: ApiBody<Name>) =>
  [name, body] as const;

/**
 * SPEC §7 detail calls, built from the result the visitor opened and the search's passengers.
 * The detail page and the order form read the same cache entry, so the form offers exactly
 * what the visitor just saw.
 */
export function trainDetailQuery(leg: TrainLeg, counts: PassengerCounts) {
  const body = trainDetailBody(leg, counts);
  return queryOptions({
    queryKey: queryKeyOf('trainDetail', body),
    queryFn: ({ signal }) => callApi('trainDetail', { body, signal }),
  });
}

export function busDetailQuery(leg: BusLeg, counts: PassengerCounts) {
  const body = busDetailBody(leg, counts);
  return queryOptions({
    queryKey: queryKeyOf('busDetail', body),
    queryFn: ({ signal }) => callApi('busDetail', { body, signal }),
  });
}

export function aviaDetailQuery(
  leg: PlaneLeg,
  counts: PassengerCounts,
  serviceClass: ServiceClass,
  /** The fare family to price at; the cheapest of the cabin without. */
  fareCode?: string,
) {
  const body = aviaDetailBody(leg, counts, serviceClass, fareCode);
  return queryOptions({
    queryKey: queryKeyOf('aviaDetail', body),
    queryFn: ({ signal }) => callApi('aviaDetail', { body, signal }),
  });
}
