import { greatCircleKm } from '@peresadka/engine/great-circle';
import type { DemoTransfer, NetworkStation } from '../demo-timetable/demo-feed.ts';
import type { NetworkIndex } from './network-index.ts';

/** Cities this big have airports far out and traffic to match. */
const METROPOLIS = 5_000_000;

/**
 * Minutes to get from one station of a city to another: half an hour to leave, find the way
 * and enter, plus three minutes a kilometre across town; an airport adds check-in, so at
 * least an hour, and at least two in a metropolis (Шереметьево → Казанский вокзал).
 */
export function transferMinutes(
  a: NetworkStation,
  b: NetworkStation,
  cityPopulation: number,
): number {
  const base = 30 + Math.round(greatCircleKm(a, b) * 3);
  if (a.type !== 'Airport' && b.type !== 'Airport') return base;
  return Math.max(base, cityPopulation > METROPOLIS ? 120 : 60);
}

export function generateTransfers(index: NetworkIndex): DemoTransfer[] {
  const transfers: DemoTransfer[] = [];
  for (const city of index.network.cities) {
    const stations = index.stationsOf(city.id);
    for (const a of stations) {
      for (const b of stations) {
        if (a.id === b.id) continue;
        transfers.push({
          fromStationId: a.id,
          toStationId: b.id,
          minutes: transferMinutes(a, b, city.population),
        });
      }
    }
  }
  return transfers;
}
