import type { Leg, Point, TripTimes } from '@peresadka/contracts/search-results';

export type MapLine = { mode: Leg['transport_type']; from: Point; to: Point; label: string };
export type MapStop = { point: Point; name: string };

type MapRide = TripTimes & { mode: Leg['transport_type'] };

/** A leg's rides: a flight connection is drawn flight by flight. */
function ridesOf(leg: Leg): MapRide[] {
  if (leg.transport_type !== 'PLANE') return [{ ...leg, mode: leg.transport_type }];
  return leg.segments.flatMap((s) => s.flights).map((f) => ({ ...f, mode: 'PLANE' as const }));
}

/** The lines of a journey (one per ride, flights one by one) and its stops, where known. */
export function legsOnMap(legs: readonly Leg[]): { lines: MapLine[]; stops: MapStop[] } {
  const lines: MapLine[] = [];
  const stops: MapStop[] = [];
  const rides = legs.flatMap(ridesOf);
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
