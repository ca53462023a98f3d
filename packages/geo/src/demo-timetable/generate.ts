import { AIRLINES } from './airlines.ts';
import { BUS_CARRIERS } from './bus-fleet.ts';
import { generateBuses } from './buses.ts';
import { withDemand } from './demand.ts';
import type { DemoCarrier, DemoFeed, DemoTrip, NetworkInput } from './demo-feed.ts';
import { generateFlights } from './flights.ts';
import { NetworkIndex } from './network.ts';
import { ServiceBook } from './schedule.ts';
import { TRAIN_CARRIERS } from './train-lines.ts';
import { generateTrains } from './trains.ts';
import { generateTransfers } from './transfers.ts';

/** Bump when the generator's output changes, so servers reload the network. */
export const GENERATOR_VERSION = 6;

export type DemoFeedOptions = {
  /** Same network and seed, same feed, byte for byte. */
  seed: number;
  /** YYYY-MM-DD: every service runs weekly from this date on, without end. */
  startDate: string;
};

/**
 * The demonstration timetable of a network: direct flights between its airports, trains
 * along its corridors, buses between neighbouring towns, and the transfers between the
 * stations of each city.
 */
export function generateDemoFeed(network: NetworkInput, options: DemoFeedOptions): DemoFeed {
  const index = new NetworkIndex(network);
  const services = new ServiceBook(options.startDate);
  const generated = [
    ...generateFlights(index, services, options.seed),
    ...generateTrains(index, network.corridors, services, options.seed),
    ...generateBuses(index, services, options.seed),
  ];
  const weekdays = new Map(services.services().map((s) => [s.key, s.weekdays]));
  const daysAWeek = (t: DemoTrip) =>
    weekdays.get(t.serviceKey)!.toString(2).replaceAll('0', '').length;
  const trips = withDemand(generated, daysAWeek, options.seed);
  return {
    carriers: carriersOf(trips),
    services: services.services(),
    trips,
    transfers: generateTransfers(index),
  };
}

const ALL_CARRIERS: DemoCarrier[] = [
  ...AIRLINES.map((a) => ({ code: a.code, name: a.name, mode: 'PLANE' as const })),
  ...TRAIN_CARRIERS.map((c) => ({ ...c, mode: 'TRAIN' as const })),
  ...BUS_CARRIERS.map((c) => ({ ...c, mode: 'BUS' as const })),
];

/** The carriers that operate at least one trip. */
function carriersOf(trips: readonly DemoTrip[]): DemoCarrier[] {
  const used = new Set(trips.map((t) => t.carrierCode));
  return ALL_CARRIERS.filter((c) => used.has(c.code));
}
