import type { Ride } from '@peresadka/engine/search/ride';
import { isoOf } from '@peresadka/engine/timetable/day-number';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import type { StationRow } from '../suggest/place-index.ts';
import { localDateTime } from './local-time.ts';
import type { LoadedRide } from './ride-lookup.ts';
import type { RideKey } from './route-id.ts';

/** What results print about a station, and where it is for the map. */
export type StationView = {
  id: number;
  name: string;
  code: string | null;
  point?: { latitude: number; longitude: number };
};

/** One ride of the engine in the terms of the site: stations, wall-clock times, distance. */
export type RideView = {
  key: RideKey;
  from: StationView;
  to: StationView;
  /** Local time at each end, '2026-11-05T08:30:00+03:00'. */
  departureTime: string;
  arrivalTime: string;
  minutes: number;
  km: number;
  /**
   * Stop sequences in trip_stops where the ride starts and ends: a compiled pattern keeps
   * every stop of its trips in order, so the sequence is the 1-based position.
   */
  fromSequence: number;
  toSequence: number;
  /** Kopecks as the engine priced the ride (the trip's cheapest fare), or null. */
  enginePrice: number | null;
};

export function rideView(
  timetable: Timetable,
  station: (id: number) => StationRow | undefined,
  ride: Ride,
): RideView {
  const a = timetable.a;
  const base = a.patternStopStart[ride.pattern]!;
  const stationAt = (stop: number): StationView => {
    const id = a.stationId[stop]!;
    const row = station(id);
    return {
      id,
      name: row?.name ?? `#${id}`,
      code: row?.code ?? null,
      ...(row?.latitude !== undefined && row.longitude !== undefined
        ? { point: { latitude: row.latitude, longitude: row.longitude } }
        : {}),
    };
  };
  const from = stationAt(ride.fromStop);
  const to = stationAt(ride.toStop);
  const departure = timetable.epochMinute(ride.departure);
  const arrival = timetable.epochMinute(ride.arrival);
  return {
    key: {
      tripId: a.tripId[ride.trip]!,
      serviceDate: isoOf(timetable.meta.firstDay + a.instanceDay[ride.instance]!),
      fromStationId: from.id,
      toStationId: to.id,
    },
    from,
    to,
    departureTime: localDateTime(departure, timetable.zoneOf(ride.fromStop)),
    arrivalTime: localDateTime(arrival, timetable.zoneOf(ride.toStop)),
    minutes: arrival - departure,
    km: a.patternDistance[base + ride.toPosition]! - a.patternDistance[base + ride.fromPosition]!,
    fromSequence: ride.fromPosition + 1,
    toSequence: ride.toPosition + 1,
    enginePrice: ride.price,
  };
}

/** A ride read back by its route id, in the shape results use, so it shows like a fresh result. */
export const rideViewOf = (ride: LoadedRide): RideView => ({
  key: ride.key,
  from: {
    id: ride.from.stationId,
    name: ride.from.name,
    code: ride.from.code,
    point: ride.from.point,
  },
  to: { id: ride.to.stationId, name: ride.to.name, code: ride.to.code, point: ride.to.point },
  departureTime: ride.from.departureTime!,
  arrivalTime: ride.to.arrivalTime!,
  minutes: ride.minutes,
  km: ride.km,
  fromSequence: ride.from.sequence,
  toSequence: ride.to.sequence,
  enginePrice: null,
});
