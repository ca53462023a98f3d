import type {
  DemoFeed,
  DemoTrip,
  NetworkCity,
  NetworkStation,
} from '@peresadka/geo/demo-timetable/demo-feed';
import { enqueueDisruptionScan } from '../disruptions/scan-job.ts';
import { liftTimeouts, type Db } from '../infra/db/database.ts';
import { appendTripStops, emptyTripStops, TimetableWriter } from './timetable-writer.ts';

export const DEMO_FEED_NAME = 'demo';

export type DemoGeography = {
  cities: (NetworkCity & { regionName: string })[];
  stations: NetworkStation[];
};

export type DemoSummary = {
  version: string;
  cities: number;
  stations: number;
  trips: number;
  stopTimes: number;
  transfers: number;
};

/**
 * Replaces the demonstration network in one transaction: our cities (kept by GeoNames id),
 * their stations, and the generated trips.
 */
export async function loadDemoNetwork(
  db: Db,
  geography: DemoGeography,
  feed: DemoFeed,
  version: string,
): Promise<DemoSummary> {
  return db.transaction(async (tx) => {
    await liftTimeouts(tx);
    const writer = await TimetableWriter.replaceFeed(tx, DEMO_FEED_NAME, 'demo');
    await writer.upsertCities(geography.cities);
    await writer.insertStations(geography.stations.map((s) => ({ ...s, externalId: null })));
    const carrierIds = await writer.insertCarriers(feed.carriers);
    const carrierId = new Map(feed.carriers.map((c, i) => [c.code, carrierIds[i]!]));
    const serviceIds = await writer.insertServices(
      feed.services.map((s) => ({
        weekdays: s.weekdays,
        startDate: s.startDate,
        endDate: null,
        addedDates: [],
        removedDates: [],
      })),
    );
    const serviceId = new Map(feed.services.map((s, i) => [s.key, serviceIds[i]!]));
    const tripIds = await writer.insertTrips(
      feed.trips.map((trip) => ({
        serviceId: serviceId.get(trip.serviceKey)!,
        carrierId: carrierId.get(trip.carrierCode)!,
        mode: trip.mode,
        number: trip.number,
        name: trip.name,
        timeZone: trip.timeZone,
        departureMinute: trip.departureMinute,
        properties: trip.properties,
        fare: rankingFare(trip),
      })),
    );
    const columns = emptyTripStops();
    feed.trips.forEach((trip, i) => appendTripStops(columns, tripIds[i]!, trip.stops));
    await writer.insertTripStops(columns);
    await writer.insertTransfers(feed.transfers);
    const summary: DemoSummary = {
      version,
      cities: geography.cities.length,
      stations: geography.stations.length,
      trips: feed.trips.length,
      stopTimes: columns.trip.length,
      transfers: feed.transfers.length,
    };
    await writer.setSummary(summary);
    // Paid orders may ride trips that changed or left: checked once the new network is in.
    await enqueueDisruptionScan(
      tx,
      `расписание «${DEMO_FEED_NAME}» ${version}`,
      `feed:${writer.feedId}`,
    );
    return summary;
  });
}

/**
 * The fare search ranks a trip by: the cheapest economy family of a flight, the car that is
 * cheapest over the whole line of a train, a bus's own tariff.
 */
function rankingFare(trip: DemoTrip): { base: number; perKm: number } | null {
  const p = trip.properties;
  switch (p.mode) {
    case 'PLANE': {
      const economy = p.fareFamilies.filter((f) => f.serviceClass === 'Economic');
      const prices = (economy.length > 0 ? economy : p.fareFamilies).map((f) => f.price);
      return prices.length > 0 ? { base: Math.min(...prices), perKm: 0 } : null;
    }
    case 'TRAIN': {
      const km = trip.stops.at(-1)?.distanceKm ?? 0;
      const cars = p.cars.filter((car) => !car.saleForbidden);
      const cheapest = cars.reduce<(typeof cars)[number] | null>(
        (best, car) =>
          best === null || car.fareBase + car.farePerKm * km < best.fareBase + best.farePerKm * km
            ? car
            : best,
        null,
      );
      return cheapest && { base: cheapest.fareBase, perKm: cheapest.farePerKm };
    }
    case 'BUS':
      return { base: p.fareBase, perKm: p.farePerKm };
  }
}
