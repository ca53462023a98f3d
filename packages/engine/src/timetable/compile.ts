import { GrowableInt32 } from '../gtfs/growable-int32.ts';
import type { DayNumber } from './day-number.ts';
import { runsOn, serviceBitset } from './service-days.ts';
import {
  MODES,
  STATION_KINDS,
  type SourceTrip,
  type StationKind,
  type TimetableSource,
} from './source.ts';
import { ALIGHTING, BOARDING, Timetable, type TimetableArrays } from './timetable.ts';
import { ZoneClock } from './zone-offset.ts';

/** Changing vehicles without leaving the station: a platform change, a gate, a bay. */
export const SAME_STOP_CHANGE_MINUTES: Record<StationKind, number> = {
  RailwayStation: 20,
  Airport: 60,
  BusStop: 15,
};

export type CompileOptions = {
  firstDay: DayNumber;
  /** The horizon: today … today + 120 is 121 days. */
  days: number;
};

/**
 * Compiles a timetable source for a horizon of days. Trips that started before the horizon
 * but are still running on its first day (a week-long Trans-Siberian run) are included.
 */
export function compileTimetable(
  source: TimetableSource,
  { firstDay, days }: CompileOptions,
): Timetable {
  const zones: string[] = [];
  const zoneIndex = (zone: string) => {
    let i = zones.indexOf(zone);
    if (i < 0) i = zones.push(zone) - 1;
    return i;
  };

  const stations = [...source.stations].sort((a, b) => a.id - b.id);
  const stopOf = new Map(stations.map((s, i) => [s.id, i]));
  const S = stations.length;

  const trips = source.trips.filter(
    (trip) => trip.stops.length >= 2 && trip.stops.every((s) => stopOf.has(s.stationId)),
  );
  const patternKey = (trip: SourceTrip) =>
    `${trip.mode}|${trip.stops.map((s) => `${s.stationId}:${s.arrivalOffset}:${s.departureOffset}:${+s.boarding}${+s.alighting}`).join(',')}`;
  const patternOfKey = new Map<string, number>();
  const patternTrips: number[][] = [];
  const tripPattern = new Int32Array(trips.length);
  trips.forEach((trip, t) => {
    const key = patternKey(trip);
    let p = patternOfKey.get(key);
    if (p === undefined) {
      p = patternTrips.push([]) - 1;
      patternOfKey.set(key, p);
    }
    patternTrips[p]!.push(t);
    tripPattern[t] = p;
  });
  const P = patternTrips.length;

  const patternStopStart = new Int32Array(P + 1);
  patternTrips.forEach((list, p) => {
    patternStopStart[p + 1] = patternStopStart[p]! + trips[list[0]!]!.stops.length;
  });
  const total = patternStopStart[P]!;
  const a = {
    patternStops: new Int32Array(total),
    patternArrival: new Int32Array(total),
    patternDeparture: new Int32Array(total),
    patternDistance: new Int32Array(total),
    patternStopFlags: new Uint8Array(total),
    patternMode: new Uint8Array(P),
  };
  patternTrips.forEach((list, p) => {
    const first = trips[list[0]!]!;
    a.patternMode[p] = MODES.indexOf(first.mode);
    first.stops.forEach((stop, k) => {
      const at = patternStopStart[p]! + k;
      a.patternStops[at] = stopOf.get(stop.stationId)!;
      a.patternArrival[at] = stop.arrivalOffset;
      a.patternDeparture[at] = stop.departureOffset;
      a.patternDistance[at] = stop.distanceKm;
      a.patternStopFlags[at] = (stop.boarding ? BOARDING : 0) | (stop.alighting ? ALIGHTING : 0);
    });
  });

  // Service days start early enough to catch trips still running on the horizon's first day.
  const lead = Math.ceil(
    trips.reduce(
      (most, t) => Math.max(most, t.departureMinute + t.stops.at(-1)!.arrivalOffset),
      0,
    ) / 1440,
  );
  const clock = new ZoneClock();
  const patternInstanceStart = new Int32Array(P + 1);
  const instanceDeparture = new GrowableInt32();
  const instanceTrip = new GrowableInt32();
  const instanceDay = new GrowableInt32();
  const horizonStart = firstDay * 1440;
  const horizonEnd = (firstDay + days) * 1440;
  patternTrips.forEach((list, p) => {
    const instances: { departure: number; trip: number; day: number }[] = [];
    for (const t of list) {
      const trip = trips[t]!;
      const bits = serviceBitset(trip.calendar, firstDay - lead, days + lead);
      const duration = trip.stops.at(-1)!.arrivalOffset;
      for (let i = 0; i < days + lead; i++) {
        if (!runsOn(bits, i)) continue;
        const departure = clock.toUtc(trip.timeZone, firstDay - lead + i, trip.departureMinute);
        if (departure + duration < horizonStart || departure >= horizonEnd) continue;
        instances.push({ departure: departure - horizonStart, trip: t, day: i - lead });
      }
    }
    instances.sort((x, y) => x.departure - y.departure || x.trip - y.trip);
    for (const instance of instances) {
      instanceDeparture.push(instance.departure);
      instanceTrip.push(instance.trip);
      instanceDay.push(instance.day);
    }
    patternInstanceStart[p + 1] = instanceDeparture.length;
  });

  const stopPatternCount = new Int32Array(S + 1);
  for (let i = 0; i < total; i++) stopPatternCount[a.patternStops[i]! + 1]!++;
  const stopPatternStart = new Int32Array(S + 1);
  for (let s = 0; s < S; s++)
    stopPatternStart[s + 1] = stopPatternStart[s]! + stopPatternCount[s + 1]!;
  const stopPatterns = new Int32Array(total);
  const stopPatternPosition = new Int32Array(total);
  const fill = stopPatternStart.slice(0, S);
  for (let p = 0; p < P; p++) {
    for (let k = patternStopStart[p]!; k < patternStopStart[p + 1]!; k++) {
      const s = a.patternStops[k]!;
      stopPatterns[fill[s]!] = p;
      stopPatternPosition[fill[s]!] = k - patternStopStart[p]!;
      fill[s]!++;
    }
  }

  const transfers = source.transfers
    .filter(
      (t) =>
        stopOf.has(t.fromStationId) &&
        stopOf.has(t.toStationId) &&
        t.fromStationId !== t.toStationId,
    )
    .map((t) => ({
      from: stopOf.get(t.fromStationId)!,
      to: stopOf.get(t.toStationId)!,
      minutes: t.minutes,
    }))
    .sort((x, y) => x.from - y.from || x.to - y.to);
  const transferStart = new Int32Array(S + 1);
  for (const t of transfers) transferStart[t.from + 1]!++;
  for (let s = 0; s < S; s++) transferStart[s + 1]! += transferStart[s]!;

  const sameStopChange = new Map(
    source.transfers
      .filter((t) => t.fromStationId === t.toStationId)
      .map((t) => [t.fromStationId, t.minutes]),
  );
  const arrays: TimetableArrays = {
    stationId: Int32Array.from(stations, (s) => s.id),
    stopCity: Int32Array.from(stations, (s) => s.cityId ?? -1),
    stopKind: Uint8Array.from(stations, (s) => STATION_KINDS.indexOf(s.kind)),
    stopZone: Uint16Array.from(stations, (s) => zoneIndex(s.timeZone)),
    stopLatitude: Float64Array.from(stations, (s) => s.latitude),
    stopLongitude: Float64Array.from(stations, (s) => s.longitude),
    stopMinChange: Int32Array.from(
      stations,
      (s) => sameStopChange.get(s.id) ?? SAME_STOP_CHANGE_MINUTES[s.kind],
    ),
    ...a,
    patternStopStart,
    patternInstanceStart,
    instanceDeparture: instanceDeparture.toArray(),
    instanceTrip: instanceTrip.toArray(),
    instanceDay: Int16Array.from(instanceDay.view()),
    tripId: Int32Array.from(trips, (t) => t.id),
    tripPattern,
    tripFareBase: Int32Array.from(trips, (t) => t.fare?.base ?? 0),
    tripFarePerKm: Float32Array.from(trips, (t) => t.fare?.perKm ?? Number.NaN),
    stopPatternStart,
    stopPatterns,
    stopPatternPosition,
    transferStart,
    transferTo: Int32Array.from(transfers, (t) => t.to),
    transferMinutes: Int32Array.from(transfers, (t) => t.minutes),
  };
  trips.forEach((trip) => zoneIndex(trip.timeZone));
  return new Timetable(arrays, { firstDay, days, zones });
}
