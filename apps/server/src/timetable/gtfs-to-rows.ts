import { greatCircleKm } from '@peresadka/engine/great-circle';
import type { GtfsFeed, TransportMode } from '@peresadka/engine/gtfs/gtfs-feed';

export type StationType = 'RailwayStation' | 'Airport' | 'BusStop';

const stationTypeOf: Record<TransportMode, StationType> = {
  PLANE: 'Airport',
  TRAIN: 'RailwayStation',
  BUS: 'BusStop',
};

/** Airports outrank rail stations outrank bus stops when several modes serve one place. */
const typeRank: Record<StationType, number> = { Airport: 3, RailwayStation: 2, BusStop: 1 };

export type StationRow = {
  stopIndex: number;
  externalId: string;
  name: string;
  type: StationType;
  latitude: number;
  longitude: number;
  timeZone: string;
};

/**
 * Platforms are folded into their parent station: a traveller boards at «Van Cortlandt
 * Park-242 St», not at platform 101N, and transfers between platforms are the station's own.
 */
export function stationRows(feed: GtfsFeed): { rows: StationRow[]; stationOfStop: Int32Array } {
  const indexById = new Map(feed.stops.map((stop, i) => [stop.id, i]));
  const stationOfStop = new Int32Array(feed.stops.length).fill(-1);
  feed.stops.forEach((stop, i) => {
    const parent = stop.parentId ? indexById.get(stop.parentId) : undefined;
    stationOfStop[i] = parent ?? i;
  });
  const types = new Map<number, StationType>();
  for (const trip of feed.trips) {
    const type = stationTypeOf[feed.routes[trip.routeIndex]!.mode];
    for (let k = trip.firstStopTime; k < trip.firstStopTime + trip.stopTimeCount; k++) {
      const station = stationOfStop[feed.stopTimes.stop[k]!]!;
      const known = types.get(station);
      if (!known || typeRank[type] > typeRank[known]) types.set(station, type);
    }
  }
  const timeZone = feed.agencies[0]?.timeZone ?? 'UTC';
  const rows = [...types].map(([stopIndex, type]) => {
    const stop = feed.stops[stopIndex]!;
    return {
      stopIndex,
      externalId: stop.id,
      name: stop.name,
      type,
      latitude: stop.latitude,
      longitude: stop.longitude,
      timeZone,
    };
  });
  return { rows, stationOfStop };
}

export type RowStop = {
  stationId: number;
  arrivalOffset: number;
  departureOffset: number;
  distanceKm: number;
};

/**
 * A trip's stops as elapsed minutes from its first departure, which is how the timetable
 * stores every trip whatever its source. Consecutive stops folded into the same station
 * (two platforms of one station) collapse into one stop.
 */
export function tripStops(
  feed: GtfsFeed,
  tripIndex: number,
  stationOfStop: Int32Array,
  stationIdOf: (stopIndex: number) => number,
): { departureMinute: number; stops: RowStop[] } {
  const trip = feed.trips[tripIndex]!;
  const { stop, arrival, departure } = feed.stopTimes;
  const first = departure[trip.firstStopTime]!;
  const minutesFromFirst = (seconds: number) => Math.round((seconds - first) / 60);
  const stops: RowStop[] = [];
  let distance = 0;
  let previous = -1;
  for (let k = trip.firstStopTime; k < trip.firstStopTime + trip.stopTimeCount; k++) {
    const station = stationOfStop[stop[k]!]!;
    if (station === previous) {
      stops[stops.length - 1]!.departureOffset = minutesFromFirst(departure[k]!);
      continue;
    }
    if (previous >= 0) distance += greatCircleKm(feed.stops[previous]!, feed.stops[station]!);
    previous = station;
    stops.push({
      stationId: stationIdOf(station),
      arrivalOffset: minutesFromFirst(arrival[k]!),
      departureOffset: minutesFromFirst(departure[k]!),
      distanceKm: Math.round(distance),
    });
  }
  return { departureMinute: Math.round(first / 60), stops };
}
