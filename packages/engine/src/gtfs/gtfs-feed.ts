import type { ServiceCalendar } from '../timetable/service-days.ts';
import type { GtfsProblem } from './csv-rows.ts';

export type TransportMode = 'PLANE' | 'TRAIN' | 'BUS';

export type GtfsAgency = { id: string; name: string; timeZone: string };

export type GtfsStop = {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  parentId: string | null;
  /** location_type 1: a station grouping platforms, never itself served by a trip. */
  isStation: boolean;
};

export type GtfsRoute = {
  id: string;
  agencyIndex: number;
  shortName: string;
  longName: string;
  mode: TransportMode;
};

export type GtfsService = {
  id: string;
  /** Bit 0 is Monday, as in calendar.txt's column order. */
  weekdays: number;
  startDate: number | null;
  endDate: number | null;
  added: number[];
  removed: number[];
};

export type GtfsTrip = {
  id: string;
  routeIndex: number;
  serviceId: string;
  headsign: string;
  shortName: string;
  /** This trip's stop times are [firstStopTime, firstStopTime + stopTimeCount) of `stopTimes`. */
  firstStopTime: number;
  stopTimeCount: number;
};

/** Stop times of all trips, trip after trip, in stop_sequence order; times in GTFS seconds. */
export type GtfsStopTimes = { stop: Int32Array; arrival: Int32Array; departure: Int32Array };

export type GtfsTransfer = { fromStop: number; toStop: number; minSeconds: number };

export type GtfsFeed = {
  agencies: GtfsAgency[];
  stops: GtfsStop[];
  routes: GtfsRoute[];
  services: Map<string, GtfsService>;
  trips: GtfsTrip[];
  stopTimes: GtfsStopTimes;
  transfers: GtfsTransfer[];
  /** Every row the import could not use, with the reason. Nothing is invented in its place. */
  problems: GtfsProblem[];
};

/** A GTFS date number (20261122) as ISO text. */
export const isoOfGtfsDate = (date: number): string =>
  `${Math.floor(date / 10000)}-${String(Math.floor(date / 100) % 100).padStart(2, '0')}-${String(date % 100).padStart(2, '0')}`;

/** calendar.txt and calendar_dates.txt of one service_id, in the engine's calendar form. */
export function serviceCalendarOf(service: GtfsService): ServiceCalendar {
  return {
    weekdays: service.weekdays,
    startDate: service.startDate === null ? null : isoOfGtfsDate(service.startDate),
    endDate: service.endDate === null ? null : isoOfGtfsDate(service.endDate),
    addedDates: service.added.map(isoOfGtfsDate),
    removedDates: service.removed.map(isoOfGtfsDate),
  };
}

/** route_type (basic and extended) → our three modes; null for what we do not sell (ferries, cable cars). */
export function modeOfRouteType(routeType: number): TransportMode | null {
  if ([0, 1, 2, 5, 7, 12].includes(routeType)) return 'TRAIN';
  if ([3, 11].includes(routeType)) return 'BUS';
  if (routeType >= 100 && routeType < 200) return 'TRAIN';
  if (routeType >= 200 && routeType < 300) return 'BUS';
  if (routeType >= 400 && routeType < 500) return 'TRAIN';
  if (routeType >= 700 && routeType < 900) return 'BUS';
  if (routeType >= 900 && routeType < 1000) return 'TRAIN';
  if (routeType >= 1100 && routeType < 1200) return 'PLANE';
  return null;
}
