import type { CombinedRoute, Leg } from './search-results.ts';

/** A change longer than this is worth a word of its own: a day's part spent at a station. */
export const LONG_CHANGE_MINUTES = 6 * 60;

/**
 * The night at a station: from midnight to 6:00 on its clock. City transport and most
 * waiting rooms' shops are shut, a crossing of town needs a taxi, and the traveller waits
 * instead of sleeping.
 */
const NIGHT_ENDS_MINUTE = 6 * 60;
const DAY = 24 * 60;

/** Minutes of the station's own clock since 1970 of an ISO time with its offset. */
function localMinutes(iso: string): number {
  const offset = /([+-])(\d\d):(\d\d)$/.exec(iso);
  const shift = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
    : 0;
  return Date.parse(iso) / 60_000 + shift;
}

/**
 * Whether some of the wait between arriving (`arrival`) and leaving (`departure`) falls in
 * the night on the station's clock. Both times carry the station's offset, as every time the
 * API gives does. A wait of a day or more always takes in the next night.
 */
export function nightChange(arrival: string, departure: string): boolean {
  const from = localMinutes(arrival);
  const to = localMinutes(departure);
  const midnight = Math.floor(from / DAY) * DAY;
  return [midnight, midnight + DAY].some(
    (night) => Math.max(from, night) < Math.min(to, night + NIGHT_ENDS_MINUTE),
  );
}

/** When a leg leaves its first station and reaches its last. */
export function legTimes(leg: Leg): { departure: string; arrival: string } {
  if (leg.transport_type !== 'PLANE')
    return { departure: leg.departure_time, arrival: leg.arrival_time };
  const flights = leg.segments.flatMap((s) => s.flights);
  return { departure: flights[0]!.departure_time, arrival: flights.at(-1)!.arrival_time };
}

/**
 * What a card says of each change beside its place and wait: «ночью» when the wait takes in
 * night hours, «дольше 6 ч» past six hours. `route.transfers[i]`'s words are at `[i]`.
 */
export function changeWarnings(route: Pick<CombinedRoute, 'legs' | 'transfers'>): string[][] {
  return route.transfers.map((t, i) => [
    ...(nightChange(legTimes(route.legs[i]!).arrival, legTimes(route.legs[i + 1]!).departure)
      ? ['ночью']
      : []),
    ...(t.wait_minutes > LONG_CHANGE_MINUTES ? ['дольше 6 ч'] : []),
  ]);
}
