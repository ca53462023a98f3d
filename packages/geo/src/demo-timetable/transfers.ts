import type { DemoTransfer, NetworkStation } from './demo-feed.ts';
import { greatCircleKm } from './distance.ts';
import type { NetworkIndex } from './network.ts';

/** Cities this large have airports far out and traffic to match. */
const MEGACITY = 5_000_000;

/**
 * Minutes to change between two stations of one city, both ways:
 * 30 min to leave one station and find the next, plus 3 min per km between them (by the
 * straight line: city transport is slow), rounded up to 5 min;
 * at least 60 between two airports (check-in closes 40 min before departure);
 * at least 120 when an airport is involved in a city of more than 5 million (Moscow's
 * airports are an hour out with security on the way in).
 * A change within one station is the engine's business, not a transfer.
 */
export function transferMinutes(
  from: NetworkStation,
  to: NetworkStation,
  cityPopulation: number,
): number {
  const airports = [from, to].filter((s) => s.type === 'Airport').length;
  let minutes = Math.ceil((30 + greatCircleKm(from, to) * 3) / 5) * 5;
  if (airports === 2) minutes = Math.max(minutes, 60);
  if (airports > 0 && cityPopulation > MEGACITY) minutes = Math.max(minutes, 120);
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
