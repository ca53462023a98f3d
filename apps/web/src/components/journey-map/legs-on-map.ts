import type { Leg, Point, TripTimes } from '@peresadka/contracts/search-results';

export type MapLine = { mode: Leg['transport_type']; from: Point; to: Point; label: string };
export type MapStop = { point: Point; name: string };

/** What the map draws of a ride: its stations, their positions and its mode. */
export type MapRide = TripTimes & { mode: Leg['transport_type'] };

/** A leg's rides: a flight connection is drawn flight by flight. */
function ridesOf(leg: Leg): MapRide[] {
  if (leg.transport_type !== 'PLANE') return [{ ...leg, mode: leg.transport_type }];
  return leg.segments.flatMap((s) => s.flights).map((f) => ({ ...f, mode: 'PLANE' as const }));
}

/** Search results' legs as the map's rides. */
export const mapRidesOf = (legs: readonly Leg[]): MapRide[] => legs.flatMap(ridesOf);

/** The lines of a journey (one per ride) and its stops, where known. */
export function ridesOnMap(rides: readonly MapRide[]): { lines: MapLine[]; stops: MapStop[] } {
  const lines: MapLine[] = [];
  const stops: MapStop[] = [];
  for (const ride of rides) {
    if (!ride.origin_point || !ride.destination_point) continue;
    lines.push({
      mode: ride.mode,
      from: ride.origin_point,
      to: ride.destination_point,
      label: `${ride.origin_name} → ${ride.destination_name}`,
    });
    stops.push({ point: ride.origin_point, name: ride.origin_name });
  }
  const last = rides.at(-1);
  if (last?.destination_point)
    stops.push({ point: last.destination_point, name: last.destination_name });
  return { lines, stops };
}
