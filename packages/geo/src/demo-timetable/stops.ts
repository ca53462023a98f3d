import type { DemoStop } from './demo-feed.ts';

/** One step of a line: ride to the station, then stand there. */
export type Leg = { stationId: number; runMinutes: number; dwellMinutes: number; km: number };

/**
 * The stops of a trip from its first station and the legs after it: offsets and distances
 * accumulate; nobody alights at the first stop or boards at the last; the last stop has no
 * dwell.
 */
export function lineStops(firstStationId: number, legs: readonly Leg[]): DemoStop[] {
  const stops: DemoStop[] = [
    {
      stationId: firstStationId,
      arrivalOffset: 0,
      departureOffset: 0,
      distanceKm: 0,
      boarding: true,
      alighting: false,
    },
  ];
  let clock = 0;
  let km = 0;
  legs.forEach((leg, i) => {
    const last = i === legs.length - 1;
    clock += leg.runMinutes;
    km += leg.km;
    const arrival = clock;
    if (!last) clock += leg.dwellMinutes;
    stops.push({
      stationId: leg.stationId,
      arrivalOffset: arrival,
      departureOffset: clock,
      distanceKm: Math.round(km),
      boarding: !last,
      alighting: true,
    });
  });
  return stops;
}
