import type { NetworkCity, NetworkCorridor, NetworkStation } from './demo-timetable/demo-feed.ts';

/** A city of our geography: its GeoNames id is its id everywhere. */
export type GeoCity = NetworkCity & { regionName: string; onRailNetwork: boolean };
export type GeoStation = NetworkStation;
export type GeoCorridor = NetworkCorridor;

export type Geography = {
  cities: GeoCity[];
  stations: GeoStation[];
  corridors: GeoCorridor[];
};

export const CITY_ALIAS_KINDS = [
  'short',
  'colloquial',
  'former',
  'translit',
  'resort',
  'district',
] as const;
export type CityAliasKind = (typeof CITY_ALIAS_KINDS)[number];

/** Another name people type for a city, or a resort or district it serves (`data/city-aliases.tsv`). */
export type CityAlias = { alias: string; cityId: number; kind: CityAliasKind };

/** Station id series: the kind of a station is readable from its id, and ids never move. */
export const STATION_ID_BASE = {
  airport: 100_000_000,
  bus: 200_000_000,
  /** A city's further named bus stations (`data/bus-stations.tsv`), in the bus series. */
  namedBus: 290_000_000,
  rail: 300_000_000,
  namedRail: 400_000_000,
} as const;
