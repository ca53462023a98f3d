import type { CitySuggestion, TransportNodeSuggestion } from '@peresadka/contracts/suggest';
import type { StationType } from '@peresadka/contracts/enums';
import { bestScore, normalizeText, queryVariants } from './text-match.ts';

export type CityRow = { id: number; name: string; regionName: string; population: number };
export type StationRow = {
  id: number;
  cityId: number | null;
  name: string;
  type: StationType;
  code: string | null;
  /** For the journey map; the suggestion lists never show it. */
  latitude?: number;
  longitude?: number;
};

type IndexedCity = CityRow & { keys: string[]; stations: IndexedStation[] };
type IndexedStation = StationRow & { keys: string[]; city: IndexedCity | null };

export type ResolvedPlace = { city: CityRow | null; stations: StationRow[] };

const cityRow = ({ id, name, regionName, population }: IndexedCity): CityRow => ({
  id,
  name,
  regionName,
  population,
});
const stationRow = ({
  id,
  cityId,
  name,
  type,
  code,
  latitude,
  longitude,
}: IndexedStation): StationRow => ({ id, cityId, name, type, code, latitude, longitude });

/** A station's own name scores below its city's name, so «Москва» lists the city before «Москва-Пассажирская». */
const STATION_MATCH_WEIGHT = 0.5;
/**
 * A city is offered for one of its stations only when the text names that station outright
 * («Пулково», «SVO»): «Моск» must not offer Нижний Новгород for its «Московский» station.
 */
const STRONG_MATCH = 2;

const strong = (score: number): number => (score >= STRONG_MATCH ? score : 0);

/**
 * Everything the suggestion boxes search, held in memory: a few thousand places answer in
 * well under a millisecond, where a database round trip per keystroke would not.
 */
export class PlaceIndex {
  private readonly cities: IndexedCity[];
  private readonly stations: IndexedStation[];
  private readonly stationById = new Map<number, IndexedStation>();

  constructor(cityRows: readonly CityRow[], stationRows: readonly StationRow[]) {
    const byId = new Map<number, IndexedCity>();
    this.cities = cityRows.map((row) => {
      const city = { ...row, keys: [normalizeText(row.name)], stations: [] };
      byId.set(row.id, city);
      return city;
    });
    this.stations = stationRows.map((row) => {
      const city = row.cityId === null ? null : (byId.get(row.cityId) ?? null);
      const station = {
        ...row,
        keys: [normalizeText(row.name), ...(row.code ? [normalizeText(row.code)] : [])],
        city,
      };
      city?.stations.push(station);
      this.stationById.set(station.id, station);
      return station;
    });
  }

  /**
   * What a search field names: a city by its exact name (the region settles namesakes, else
   * the most populous wins), or else a station by its exact name or code («Пулково», «SVO»).
   */
  resolve(name: string, region?: string | null): ResolvedPlace | null {
    const key = normalizeText(name);
    if (key === '') return null;
    const regionKey = region ? normalizeText(region) : null;
    const city = this.cities
      .filter((c) => c.keys.includes(key))
      .filter((c) => regionKey === null || normalizeText(c.regionName) === regionKey)
      .sort((a, b) => b.population - a.population)[0];
    if (city) return { city: cityRow(city), stations: city.stations.map(stationRow) };
    const station = this.stations.find((s) => s.keys.includes(key));
    if (!station) return null;
    return { city: station.city ? cityRow(station.city) : null, stations: [stationRow(station)] };
  }

  station(id: number): StationRow | undefined {
    const station = this.stationById.get(id);
    return station && stationRow(station);
  }

  /** Cities by name, or by the name or code of one of their stations («SVO», «Пулково»). */
  searchCities(text: string, limit = 10): CitySuggestion[] {
    const variants = queryVariants(text);
    if (variants.length === 0) return [];
    return rank(
      this.cities,
      (city) =>
        Math.max(
          bestScore(variants, city.keys),
          ...city.stations.map((s) => strong(bestScore(variants, s.keys)) * STATION_MATCH_WEIGHT),
        ),
      (city) => city.population,
      limit,
    ).map((city) => ({
      city_id: city.id,
      name: city.name,
      region_name: city.regionName,
      stations: city.stations.map(({ id, name, type }) => ({ id, name, type })),
    }));
  }

  /** Stations by their name or code, or every station of a matching city. */
  searchNodes(text: string, limit = 10): TransportNodeSuggestion[] {
    const variants = queryVariants(text);
    if (variants.length === 0) return [];
    return rank(
      this.stations,
      (s) =>
        Math.max(
          bestScore(variants, s.keys),
          bestScore(variants, s.city?.keys ?? []) * STATION_MATCH_WEIGHT,
        ),
      (s) => s.city?.population ?? 0,
      limit,
    ).map((s) => ({ id: s.id, name: s.name, city: s.city?.name ?? '', type: s.type }));
  }
}

function rank<T>(
  items: readonly T[],
  score: (item: T) => number,
  weight: (item: T) => number,
  limit: number,
): T[] {
  const scored: { item: T; score: number }[] = [];
  for (const item of items) {
    const s = score(item);
    if (s > 0) scored.push({ item, score: s });
  }
  return scored
    .sort((a, b) => b.score - a.score || weight(b.item) - weight(a.item))
    .slice(0, limit)
    .map(({ item }) => item);
}
