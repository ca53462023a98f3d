import { generateBuses, BUS_CARRIERS } from './buses.ts';
import type { DemoFeed, Mode, NetworkInput } from '../demo-timetable/demo-feed.ts';
import { AIRLINES, generateFlights } from './flights.ts';
import { NetworkIndex } from './network-index.ts';
import { Random } from './random.ts';
import { Services } from './services.ts';
import { generateTrains, TRAIN_CARRIERS } from './trains.ts';
import { generateTransfers } from './transfers.ts';

/** Bump when the generator's output changes, so servers reload the network. */
export const GENERATOR_VERSION = 1;

export type GenerateOptions = {
  seed: number;
  /** First day the services run, 'YYYY-MM-DD'; they never end, so the horizon always has trips. */
  startDate: string;
};

/**
 * The demonstration timetable on our real geography: flights, trains and buses with their
 * vehicles and fares, and the transfers inside every city. Same network and options, same feed.
 */
export function generateDemoFeed(network: NetworkInput, options: GenerateOptions): DemoFeed {
  const index = new NetworkIndex(network);
  const services = new Services(options.startDate);
  // Each mode draws from its own stream, so changing one does not reshuffle the others.
  const flights = generateFlights(index, new Random(options.seed), services);
  const trains = generateTrains(index, new Random(options.seed + 1), services);
  const buses = generateBuses(index, new Random(options.seed + 2), services);
  return {
    carriers: [
      ...AIRLINES.map(({ code, name, mode }) => ({ code, name, mode })),
      ...TRAIN_CARRIERS,
      ...BUS_CARRIERS,
    ],
    services: services.all(),
    trips: [...flights, ...trains, ...buses],
    transfers: generateTransfers(index),
  };
}

/** How many trips of each mode run on a date (by their weekday pattern), trains without suburban ones. */
export function runsOnDay(
  feed: DemoFeed,
  isoDate: string,
): Record<Mode, number> & { suburban: number } {
  const weekday = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  const runs = new Set(feed.services.filter((s) => (s.weekdays >> weekday) & 1).map((s) => s.key));
  const counts = { PLANE: 0, TRAIN: 0, BUS: 0, suburban: 0 };
  for (const trip of feed.trips) {
    if (!runs.has(trip.serviceKey)) continue;
    if (trip.properties.mode === 'TRAIN' && trip.properties.isSuburban) counts.suburban += 1;
    else counts[trip.mode] += 1;
  }
  return counts;
}
