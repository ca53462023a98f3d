import path from 'node:path';
import {
  CITY_ALIAS_KINDS,
  type CityAlias,
  type CityAliasKind,
  type Geography,
} from '../src/geography-types.ts';
import { latinKey, normalizePlaceName } from '../src/place-names.ts';
import { readTsv } from './tsv.ts';

const isKind = (kind: string): kind is CityAliasKind =>
  (CITY_ALIAS_KINDS as readonly string[]).includes(kind);

/**
 * The alias table with its cities resolved to ids. It refuses what would take a way to a place
 * away rather than add one: an alias that reads as another city's name or another city's
 * station, or as another city's alias (in Cyrillic or in any Latin spelling), an alias given
 * twice, and an alias that is only its own city's name again.
 */
export function buildCityAliases(file: string, geography: Geography): CityAlias[] {
  const { cities, stations } = geography;
  const cityById = new Map(cities.map((c) => [c.id, c]));
  /** Every reading of every city's and station's name → the city it belongs to. */
  const owners = new Map<string, Set<number>>();
  const own = (name: string, cityId: number) => {
    for (const key of [normalizePlaceName(name), latinKey(name)]) {
      owners.set(key, (owners.get(key) ?? new Set()).add(cityId));
    }
  };
  for (const c of cities) own(c.name, c.id);
  for (const s of stations) own(s.name, s.cityId);

  const seen = new Map<string, { alias: string; cityId: number }>();
  return readTsv(file).map((row) => {
    const where = `${path.basename(file)}: «${row.alias}»`;
    const alias = row.alias!;
    if (!isKind(row.kind!)) throw new Error(`${where}: неизвестный вид «${row.kind}»`);
    const targets = cities.filter(
      (c) => c.name === row.city && (!row.region || c.regionName === row.region),
    );
    if (targets.length !== 1) {
      throw new Error(`${where}: город «${row.city}» ${row.region ?? ''} не найден однозначно`);
    }
    const city = targets[0]!;
    const name = normalizePlaceName(alias);
    if (name === '') throw new Error(`${where}: пустое название`);
    if (name === normalizePlaceName(city.name)) {
      throw new Error(`${where}: совпадает с названием самого города`);
    }
    if (seen.has(name)) throw new Error(`${where}: повторяет «${seen.get(name)!.alias}»`);
    // Latin spellings of one name meet in one key («Ekaterinburg», «Yekaterinburg»): listing
    // both for one city is fine, a key shared by two cities is not.
    for (const key of [name, latinKey(alias)]) {
      for (const owner of owners.get(key) ?? []) {
        if (owner !== city.id) {
          throw new Error(`${where}: так называется ${cityById.get(owner)!.name} или его станция`);
        }
      }
      const earlier = seen.get(key);
      if (earlier && earlier.cityId !== city.id) {
        throw new Error(`${where}: так же читается «${earlier.alias}» другого города`);
      }
      seen.set(key, { alias, cityId: city.id });
    }
    return { alias, cityId: city.id, kind: row.kind };
  });
}
