import type { FavoriteRoute } from '@peresadka/contracts/profile';
import type { Leg } from '@peresadka/contracts/search-results';

type TripEnds = {
  origin_name: string;
  destination_name: string;
  departure_time: string;
  arrival_time: string;
  origin_point?: { latitude: number; longitude: number } | undefined;
  destination_point?: { latitude: number; longitude: number } | undefined;
};

/** Where and when a leg starts and ends; a flight connection from its first to last flight. */
function endsOf(leg: Leg): TripEnds {
  if (leg.transport_type !== 'PLANE') return leg;
  const flights = leg.segments.flatMap((segment) => segment.flights);
  const first = flights[0]!;
  const last = flights[flights.length - 1]!;
  return {
    origin_name: first.origin_name,
    destination_name: last.destination_name,
    departure_time: first.departure_time,
    arrival_time: last.arrival_time,
    origin_point: first.origin_point,
    destination_point: last.destination_point,
  };
}

const minutesBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/**
 * The journey as the profile lists it, from its legs as they are now. Null when the legs do not
 * follow one another in time, which no result we issued ever does.
 */
export function favoriteSnapshot(
  legs: readonly Leg[],
  routeIds: readonly string[],
): Omit<FavoriteRoute, 'in_favorite' | 'now'> | null {
  const ends = legs.map(endsOf);
  const first = ends[0]!;
  const last = ends[ends.length - 1]!;
  let transfer = 0;
  for (let i = 1; i < ends.length; i++) {
    const wait = minutesBetween(ends[i - 1]!.arrival_time, ends[i]!.departure_time);
    if (wait < 0) return null;
    transfer += wait;
  }
  const price = legs.reduce((sum, leg) => sum + leg.price, 0);
  return {
    starting_point: first.origin_name,
    ending_point: last.destination_name,
    transport_type: legs.length === 1 ? legs[0]!.transport_type : 'COMBINED',
    travel_time: minutesBetween(first.departure_time, last.arrival_time),
    departure_time: first.departure_time,
    arrival_time: last.arrival_time,
    ...(first.origin_point ? { origin_point: first.origin_point } : {}),
    ...(last.destination_point ? { destination_point: last.destination_point } : {}),
    // Every leg's price already holds our fee, so the route's price is its total.
    price,
    transfer_time: transfer,
    total_price: price,
    routes_ids: [...routeIds],
    legs: [...legs],
  };
}
