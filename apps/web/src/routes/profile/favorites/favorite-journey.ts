import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import type { CombinedRoute, Leg } from '@peresadka/contracts/search-results';
import type { StationType } from '@peresadka/contracts/enums';
import { legEnds } from '../../../components/trip/trip-text.ts';

/** A favorite opens for one adult in economy, as a search with nothing changed would. */
export const FAVORITE_COUNTS: PassengerCounts = {
  adult_quantity: 1,
  child_quantity: 0,
  baby_with_place_quantity: 0,
  baby_without_place_quantity: 0,
};

/** What a leg arrives at and leaves from: a plane an airport, a train a station, a bus a stop. */
const STATION_KINDS: Record<Leg['transport_type'], StationType> = {
  PLANE: 'Airport',
  TRAIN: 'RailwayStation',
  BUS: 'BusStop',
};

/**
 * A saved combined journey as the trip page shows one, from its legs as they are now: the
 * changes between them (the wait, and whether the traveller crosses to another station) are
 * what the search would have said of the same legs.
 */
export function tripOfLegs(legs: readonly Leg[]): CombinedRoute {
  const ends = legs.map(legEnds);
  return {
    route_id: legs.map((leg) => leg.route_id).join('.'),
    routes_price: legs.reduce((sum, leg) => sum + leg.price, 0),
    routes_time: Math.round(
      (Date.parse(ends.at(-1)!.arrival) - Date.parse(ends[0]!.departure)) / 60_000,
    ),
    legs: [...legs],
    transfers: legs.slice(1).map((leg, i) => ({
      arrival_station: ends[i]!.to,
      departure_station: ends[i + 1]!.from,
      arrival_kind: STATION_KINDS[legs[i]!.transport_type],
      departure_kind: STATION_KINDS[leg.transport_type],
      wait_minutes: Math.round(
        (Date.parse(ends[i + 1]!.departure) - Date.parse(ends[i]!.arrival)) / 60_000,
      ),
      station_change: ends[i]!.to !== ends[i + 1]!.from,
    })),
  };
}
