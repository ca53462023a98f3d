import type { CitySuggestion, TransportNodeSuggestion } from '@peresadka/contracts/suggest';
import type { StationType } from '@peresadka/contracts/enums';
import {
  bestScore,
  exactKeys,
  leadingWords,
  nameKeys,
  normalizeText,
  queryVariants,
} from './text-match.ts';

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

/** Another name a city is found under («Питер»; «Адлер» for Сочи), from `geo/city-aliases`. */
export type AliasRow = { cityId: number; alias: string };

type IndexedCity = CityRow & {
  /** Place in the index's order, which settles ties. */
  order: number;
  keys: string[];
  aliasKeys: string[];
  regionKey: string;
  stations: IndexedStation[];
};
type IndexedStation = StationRow & {
  order: number;
  keys: string[];
  codeKey: string | null;
  city: IndexedCity | null;
};

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

function indexBy<T>(index: Map<string, T[]>, keys: readonly string[], item: T): void {
  for (const key of new Set(keys)) {
    const items = index.get(key);
    if (items) items.push(item);
    else index.set(key, [item]);
  }
}

/** The item that comes first by `before` among those `allowed`. */
function first<T>(
  items: readonly T[],
  allowed: (item: T) => boolean,
  before: (a: T, b: T) => number,
): T | undefined {
  let best: T | undefined;
  for (const item of items) if (allowed(item) && (!best || before(item, best) < 0)) best = item;
  return best;
}

/** A station's own name scores below its city's name, so «Москва» lists the city before «Москва-Пассажирская». */
const STATION_MATCH_WEIGHT = 0.5;
/**
 * A city is offered for one of its stations only when the text names that station outright
 * («Пулково», «SVO»): «Моск» must not offer Нижний Новгород for its «Московский» station.
 */
const STRONG_MATCH = 2;

const strong = (score: number): number => (score >= STRONG_MATCH ? score : 0);

const EXACT_MATCH = 3;
/**
 * An alias typed in full counts as the name itself (the table lets no alias be another city's
 * name), but one only begun yields to names begun: «Пушки» is Пушкино before the Пушкин of
 * Saint Petersburg.
 */
const ALIAS_PARTIAL_WEIGHT = 0.9;

const aliasScore = (score: number): number =>
  score >= EXACT_MATCH ? score : score * ALIAS_PARTIAL_WEIGHT;

/**
 * Everything the suggestion boxes search, held in memory: a few thousand places answer in
 * well under a millisecond, where a database round trip per keystroke would not.
 */
export class PlaceIndex {
  private readonly cities: IndexedCity[];
  private readonly stations: IndexedStation[];
  private readonly stationById = new Map<number, IndexedStation>();
  /** By each exact key: a search resolves its two places without reading every city. */
  private readonly citiesByKey = new Map<string, IndexedCity[]>();
  /** By the leading words of each key: «ростов» → Ростов-на-Дону. */
  private readonly citiesByLeadingWords = new Map<string, IndexedCity[]>();
  private readonly citiesByAlias = new Map<string, IndexedCity[]>();
  private readonly stationsByKey = new Map<string, IndexedStation[]>();

  constructor(
    cityRows: readonly CityRow[],
    stationRows: readonly StationRow[],
    aliasRows: readonly AliasRow[] = [],
  ) {
    const byId = new Map<number, IndexedCity>();
    this.cities = cityRows.map((row, order) => {
      const city = {
        ...row,
        order,
        keys: nameKeys(row.name),
        aliasKeys: [],
        regionKey: normalizeText(row.regionName),
        stations: [],
      };
      byId.set(row.id, city);
      return city;
    });
    // An alias of a city the database does not hold (a feed without our geography) is moot.
    for (const { cityId, alias } of aliasRows) byId.get(cityId)?.aliasKeys.push(...nameKeys(alias));
    this.stations = stationRows.map((row, order) => {
      const city = row.cityId === null ? null : (byId.get(row.cityId) ?? null);
      const station = {
        ...row,
        order,
        keys: [...nameKeys(row.name), ...(row.code ? [normalizeText(row.code)] : [])],
        codeKey: row.code ? normalizeText(row.code) : null,
        city,
      };
      city?.stations.push(station);
      this.stationById.set(station.id, station);
      return station;
    });
    for (const city of this.cities) {
      indexBy(this.citiesByKey, city.keys, city);
      indexBy(this.citiesByLeadingWords, city.keys.flatMap(leadingWords), city);
      indexBy(this.citiesByAlias, city.aliasKeys, city);
    }
    for (const station of this.stations) indexBy(this.stationsByKey, station.keys, station);
  }

  /**
   * What a search field names: a city by its exact name (the region settles namesakes, else
   * the most populous wins — a name that also begins a bigger city's is one more namesake:
   * «Ростов» is Ростов-на-Дону, as the suggestions list it first) or by an alias («Питер»,
   * «Адлер» → Сочи), or else a station by its exact name or code («Пулково», «SVO»). Latin
   * spellings count («Kazan»).
   */
  resolve(name: string, region?: string | null): ResolvedPlace | null {
    const keys = exactKeys(name);
    if (keys.length === 0) return null;
    const regionKey = region ? normalizeText(region) : null;
    const under = (byKey: Map<string, IndexedCity[]>) =>
      keys.flatMap((key) => byKey.get(key) ?? []);
    const largest = (cities: IndexedCity[]) =>
      first(
        cities,
        (c) => regionKey === null || c.regionKey === regionKey,
        (a, b) => b.population - a.population || a.order - b.order,
      );
    const exactly = under(this.citiesByKey);
    const city =
      (exactly.length > 0
        ? largest([...exactly, ...under(this.citiesByLeadingWords)])
        : undefined) ?? largest(under(this.citiesByAlias));
    if (city) return { city: cityRow(city), stations: city.stations.map(stationRow) };
    const station = first(
      keys.flatMap((key) => this.stationsByKey.get(key) ?? []),
      () => true,
      (a, b) => a.order - b.order,
    );
    if (!station) return null;
    return { city: station.city ? cityRow(station.city) : null, stations: [stationRow(station)] };
  }

  /** The most populous cities with a station, biggest first: where searches are made most. */
  busiest(count: number): CityRow[] {
    return this.cities
      .filter((c) => c.stations.length > 0)
      .sort((a, b) => b.population - a.population || a.order - b.order)
      .slice(0, count)
      .map(cityRow);
  }

  station(id: number): StationRow | undefined {
    const station = this.stationById.get(id);
    return station && stationRow(station);
  }

  /** Cities by name or alias, or by the name or code of a station («SVO», «Пулково»). */
  searchCities(text: string, limit = 10): CitySuggestion[] {
    const variants = queryVariants(text);
    if (variants.length === 0) return [];
    return rank(
      this.cities,
      (city) =>
        Math.max(
          cityScore(variants, city),
          // A station's code typed in full names its city as surely as the city's name: «SVO»
          // is Москва before Свободный, whose Latin spelling "Svobodny" it begins.
          ...city.stations.map((s) =>
            s.codeKey !== null && variants.includes(s.codeKey)
              ? EXACT_MATCH
              : strong(bestScore(variants, s.keys)) * STATION_MATCH_WEIGHT,
          ),
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
          (s.city ? cityScore(variants, s.city) : 0) * STATION_MATCH_WEIGHT,
        ),
      (s) => s.city?.population ?? 0,
      limit,
    ).map((s) => ({ id: s.id, name: s.name, city: s.city?.name ?? '', type: s.type }));
  }
}

/** How well a query names a city, by its name or by one of its aliases. */
function cityScore(variants: readonly string[], city: IndexedCity): number {
  return Math.max(bestScore(variants, city.keys), aliasScore(bestScore(variants, city.aliasKeys)));
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
