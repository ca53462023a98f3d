import { serviceCalendarOf, type GtfsFeed } from '@peresadka/engine/gtfs/gtfs-feed';
import { enqueueDisruptionScan } from '../disruptions/scan-job.ts';
import { liftTimeouts, type Db } from '../infra/db/database.ts';
import { stationRows, tripStops } from './gtfs-to-rows.ts';
import { appendTripStops, emptyTripStops, TimetableWriter } from './timetable-writer.ts';

/** Imported stops get ids above every id of our own geography, so the two never collide. */
const FIRST_IMPORTED_STATION_ID = 1_000_000_000;
const TRIPS_PER_BATCH = 2000;

export type ImportSummary = {
  feed: string;
  stations: number;
  trips: number;
  stopTimes: number;
  services: number;
  transfers: number;
  problems: number;
};

export type ImportProgress = (done: number, total: number) => void;

/**
 * Writes a parsed GTFS feed into the timetable tables, replacing an earlier import of the
 * same name, in one transaction: a half-imported feed is never visible to search.
 */
export async function importGtfs(
  db: Db,
  name: string,
  feed: GtfsFeed,
  onProgress: ImportProgress = () => {},
): Promise<ImportSummary> {
  const { rows: stationList, stationOfStop } = stationRows(feed);
  return db.transaction(async (tx) => {
    // A large feed takes minutes to write.
    await liftTimeouts(tx);
    const writer = await TimetableWriter.replaceFeed(tx, name, 'gtfs');
    const base =
      ((await writer.maxStationId(FIRST_IMPORTED_STATION_ID)) ?? FIRST_IMPORTED_STATION_ID - 1) + 1;
    const stationId = new Map(stationList.map((row, i) => [row.stopIndex, base + i]));
    await writer.insertStations(
      stationList.map((row) => ({
        ...row,
        id: stationId.get(row.stopIndex)!,
        cityId: null,
        code: null,
      })),
    );
    const carrierIds = await writer.insertCarriers(
      feed.agencies.map((agency) => ({ code: agency.id || agency.name, name: agency.name })),
    );
    const serviceList = [...feed.services.values()];
    const serviceIds = await writer.insertServices(serviceList.map(serviceCalendarOf));
    const serviceIdByKey = new Map(serviceList.map((s, i) => [s.id, serviceIds[i]!]));
    const stationIdOf = (stopIndex: number) => stationId.get(stopIndex)!;

    const summary: ImportSummary = {
      feed: name,
      stations: stationList.length,
      trips: 0,
      stopTimes: 0,
      services: serviceList.length,
      transfers: 0,
      problems: feed.problems.length,
    };
    for (let start = 0; start < feed.trips.length; start += TRIPS_PER_BATCH) {
      const batch = feed.trips
        .slice(start, start + TRIPS_PER_BATCH)
        .map((trip, i) => ({ trip, ...tripStops(feed, start + i, stationOfStop, stationIdOf) }))
        .filter((t) => t.stops.length >= 2);
      const tripIds = await writer.insertTrips(
        batch.map(({ trip, departureMinute }) => {
          const route = feed.routes[trip.routeIndex]!;
          return {
            serviceId: serviceIdByKey.get(trip.serviceId)!,
            carrierId: carrierIds[route.agencyIndex]!,
            mode: route.mode,
            number: trip.shortName || route.shortName || trip.id,
            name: route.longName || trip.headsign || null,
            timeZone: feed.agencies[route.agencyIndex]!.timeZone,
            departureMinute,
            properties: {
              source: 'gtfs',
              trip_id: trip.id,
              route_id: route.id,
              headsign: trip.headsign,
            },
            // GTFS fares are zone tables we do not model; such trips rank as price unknown.
            fare: null,
          };
        }),
      );
      const columns = emptyTripStops();
      batch.forEach(({ stops }, i) => appendTripStops(columns, tripIds[i]!, stops));
      await writer.insertTripStops(columns);
      summary.trips += batch.length;
      summary.stopTimes += columns.trip.length;
      onProgress(Math.min(start + TRIPS_PER_BATCH, feed.trips.length), feed.trips.length);
    }

    const transferMinutes = new Map<
      string,
      { fromStationId: number; toStationId: number; minutes: number }
    >();
    for (const t of feed.transfers) {
      // A transfer at a stop no imported trip serves leads nowhere.
      const fromStationId = stationId.get(stationOfStop[t.fromStop]!);
      const toStationId = stationId.get(stationOfStop[t.toStop]!);
      if (fromStationId === undefined || toStationId === undefined) continue;
      const key = `${fromStationId}:${toStationId}`;
      const minutes = Math.max(
        transferMinutes.get(key)?.minutes ?? 0,
        Math.ceil(t.minSeconds / 60),
      );
      transferMinutes.set(key, { fromStationId, toStationId, minutes });
    }
    await writer.insertTransfers([...transferMinutes.values()]);
    summary.transfers = transferMinutes.size;
    await writer.setSummary(summary);
    // Paid orders may ride trips that changed or left: checked once the new feed is in.
    await enqueueDisruptionScan(tx, `импорт «${name}»`, `feed:${writer.feedId}`);
    return summary;
  });
}
