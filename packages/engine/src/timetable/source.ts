import type { ServiceCalendar } from './service-days.ts';

/** What the engine compiles: one timetable source, whatever produced it (demo network, GTFS). */

export type Mode = 'PLANE' | 'TRAIN' | 'BUS';
export const MODES: readonly Mode[] = ['PLANE', 'TRAIN', 'BUS'];

/** Bit i set for MODES[i] allowed: tested against a pattern's `patternMode` in the scans. */
export function modeMaskOf(modes: readonly Mode[]): number {
  let mask = 0;
  for (const mode of modes) mask |= 1 << MODES.indexOf(mode);
  return mask;
}

export type StationKind = 'RailwayStation' | 'Airport' | 'BusStop';
export const STATION_KINDS: readonly StationKind[] = ['RailwayStation', 'Airport', 'BusStop'];

export type SourceStation = {
  id: number;
  cityId: number | null;
  kind: StationKind;
  latitude: number;
  longitude: number;
  timeZone: string;
};

export type SourceStop = {
  stationId: number;
  arrivalOffset: number;
  departureOffset: number;
  distanceKm: number;
  boarding: boolean;
  alighting: boolean;
};

/** Fare of a ride from stop i to stop j: base + perKm × (km_j − km_i), in kopecks. */
export type SourceFare = { base: number; perKm: number };

export type SourceTrip = {
  id: number;
  mode: Mode;
  timeZone: string;
  /** Local clock minutes after the service date's midnight in `timeZone`. */
  departureMinute: number;
  calendar: ServiceCalendar;
  stops: readonly SourceStop[];
  /** The cheapest fare sold on the trip; null when the source publishes no prices. */
  fare: SourceFare | null;
};

export type SourceTransfer = { fromStationId: number; toStationId: number; minutes: number };

export type TimetableSource = {
  stations: readonly SourceStation[];
  trips: readonly SourceTrip[];
  transfers: readonly SourceTransfer[];
};
