import type { DemoTransfer, NetworkStation } from './demo-feed.ts';
import { greatCircleKm } from './distance.ts';
import type { NetworkIndex } from './network.ts';

/** Cities this large have airports far out and traffic to match (Moscow, St Petersburg). */
const MEGACITY = 5_000_000;

/**
 * The least minutes of a change that involves an airport, whatever the distance: check-in
 * closes 40 min before departure, and a megacity's airports are an hour or more out of town
 * with security on the way in. Between two of Moscow's airports (Шереметьево, Внуково,
 * Домодедово, Жуковский) the road runs through the whole city: 3 hours. The help centre's
 * «Сколько времени на пересадку» states these.
 */
export const AIRPORT_CHANGE_MINUTES = {
  /** Two airports of one city. */
  betweenAirports: 60,
  /** An airport and anything else of a megacity. */
  megacityAirport: 120,
  /** Two airports of a megacity. */
  betweenMegacityAirports: 180,
} as const;

/**
 * Minutes to change between two stations of one city, both ways:
 * 30 min to leave one station and find the next, plus 3 min per km between them (by the
 * straight line: city transport is slow), rounded up to 5 min; never less than
 * AIRPORT_CHANGE_MINUTES when an airport is involved.
 * A change within one station is the engine's business, not a transfer.
 */
export function transferMinutes(
  from: NetworkStation,
  to: NetworkStation,
  cityPopulation: number,
): number {
  const airports = [from, to].filter((s) => s.type === 'Airport').length;
  const megacity = cityPopulation > MEGACITY;
  let minutes = Math.ceil((30 + greatCircleKm(from, to) * 3) / 5) * 5;
  if (airports === 2) minutes = Math.max(minutes, AIRPORT_CHANGE_MINUTES.betweenAirports);
  if (airports > 0 && megacity) minutes = Math.max(minutes, AIRPORT_CHANGE_MINUTES.megacityAirport);
  if (airports === 2 && megacity) {
    minutes = Math.max(minutes, AIRPORT_CHANGE_MINUTES.betweenMegacityAirports);
  }
  return minutes;
}

/** Every ordered pair of distinct stations in every city that has several. */
export function generateTransfers(network: NetworkIndex): DemoTransfer[] {
  return network.cities.flatMap((city) => {
    const stations = network.stations(city.id);
    return stations.flatMap((from) =>
      stations
        .filter((to) => to.id !== from.id)
        .map((to) => ({
          fromStationId: from.id,
          toStationId: to.id,
          minutes: transferMinutes(from, to, city.population),
        })),
    );
  });
}
