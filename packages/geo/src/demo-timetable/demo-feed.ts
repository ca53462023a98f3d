import type {
  BusProperties,
  PlaneProperties,
  TrainProperties,
} from '@peresadka/contracts/trip-properties';

/**
 * What the demonstration timetable generator produces and the server loads into its
 * timetable tables (feeds, carriers, services, trips, trip_stops, transfers). Every amount is
 * an integer number of kopecks; every time is minutes.
 */

export type Mode = 'PLANE' | 'TRAIN' | 'BUS';

/** Input: our geography, whatever module produced it. */
export type NetworkCity = {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  timeZone: string;
};
export type NetworkStation = {
  id: number;
  cityId: number;
  name: string;
  type: 'RailwayStation' | 'Airport' | 'BusStop';
  /** IATA code for airports. */
  code: string | null;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** A station past the city's own one where the lines ending in the city end (Адлер). */
  lineEnd?: boolean;
  /** YYYY-MM-DD since which an airport takes no civil flights (`data/airports-closed.tsv`). */
  closedSince?: string;
};
/**
 * A rail line through cities in order. `km`: the kilometre post of each city from the first
 * one along the real line; without it hops are a quarter longer than the straight way.
 * `speeds`: each hop's speed against an ordinary line (1 without it); `expressSpeeds` the same
 * for day expresses, where the line's curves or single track slow them more (Туапсе — Сочи).
 */
export type NetworkCorridor = {
  id: string;
  name: string;
  cityIds: number[];
  km?: number[];
  speeds?: number[];
  /** Each hop's speed for day expresses (Ласточка) where it differs from `speeds`. */
  expressSpeeds?: number[];
};
export type NetworkInput = {
  cities: NetworkCity[];
  stations: NetworkStation[];
  corridors: NetworkCorridor[];
};

export type DemoCarrier = { code: string; name: string; mode: Mode };

/** Runs on the weekdays of the mask (bit 0 = Monday) from `startDate` on, with no end. */
export type DemoService = { key: string; weekdays: number; startDate: string };

export type DemoStop = {
  stationId: number;
  /** Elapsed minutes from the trip's first departure. */
  arrivalOffset: number;
  departureOffset: number;
  /** Cumulative distance from the first stop along the line. */
  distanceKm: number;
  boarding: boolean;
  alighting: boolean;
};

export type DemoTrip = {
  mode: Mode;
  /** Flight «SU 1402», train «001А», bus race number. */
  number: string;
  name: string | null;
  carrierCode: string;
  serviceKey: string;
  /** Zone of the first stop; departureMinute is local clock minutes after midnight there. */
  timeZone: string;
  departureMinute: number;
  stops: DemoStop[];
  properties: PlaneProperties | TrainProperties | BusProperties;
};

export type DemoTransfer = { fromStationId: number; toStationId: number; minutes: number };

export type DemoFeed = {
  carriers: DemoCarrier[];
  services: DemoService[];
  trips: DemoTrip[];
  transfers: DemoTransfer[];
};
