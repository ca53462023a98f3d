import type { NetworkCity, NetworkCorridor } from './demo-feed.ts';
import { greatCircleKm } from './distance.ts';
import { normalName, type NetworkIndex } from './network.ts';
import type { TrainKind } from './train-numbers.ts';

/** Rails wind: a line is about a quarter longer than the straight way between its cities. */
export const RAIL_FACTOR = 1.25;

/**
 * What runs between two cities of a corridor, each way: `cities` are the corridor's cities
 * from the first terminal to the last, in corridor order, every one a stop.
 */
export type TrainLine = {
  cities: NetworkCity[];
  kind: TrainKind;
  name: string | null;
  perDay: number;
  carrier: string;
  /** Local departure minute fixed by tradition, for the few trains that have one. */
  departure: number | null;
};

/** Cities big enough that trains start and end there; corridor ends always qualify. */
const TERMINAL_POPULATION = 300_000;
/** Daily trains each way between two cities of a million people at the best distance. */
const TRAINS_PER_MILLION = 1.8;
const MAX_PER_DAY = 16;
/** Beyond this trains thin out as flying takes over. */
const LONG_KM = 1_500;
/** Shorter than this is suburban territory. */
const MIN_LONG_DISTANCE_KM = 150;
/** Suburban trains run from a city of this size to its neighbours up to SUBURBAN_KM away. */
const SUBURBAN_POPULATION = 500_000;
const SUBURBAN_KM = 200;

type NamedTrain = {
  ends: [string, string];
  name: string;
  kind: TrainKind;
  perDay?: number;
  departure?: number;
  carrier?: string;
};

/** The trains Russians know by name, on the city pairs they connect. */
const NAMED: readonly NamedTrain[] = [
  { ends: ['Москва', 'Санкт-Петербург'], name: 'Сапсан', kind: 'highSpeed', perDay: 12 },
  {
    ends: ['Москва', 'Санкт-Петербург'],
    name: 'Красная стрела',
    kind: 'fast',
    departure: 23 * 60 + 55,
  },
  {
    ends: ['Москва', 'Санкт-Петербург'],
    name: 'Гранд Экспресс',
    kind: 'fast',
    departure: 23 * 60 + 40,
    carrier: 'GSE',
  },
  { ends: ['Москва', 'Нижний Новгород'], name: 'Стриж', kind: 'express' },
  { ends: ['Москва', 'Владивосток'], name: 'Россия', kind: 'fast' },
  { ends: ['Москва', 'Мурманск'], name: 'Арктика', kind: 'fast' },
  { ends: ['Москва', 'Казань'], name: 'Татарстан', kind: 'fast' },
  { ends: ['Москва', 'Екатеринбург'], name: 'Урал', kind: 'fast' },
  { ends: ['Москва', 'Новосибирск'], name: 'Сибиряк', kind: 'fast' },
  { ends: ['Москва', 'Красноярск'], name: 'Енисей', kind: 'fast' },
  { ends: ['Москва', 'Иркутск'], name: 'Байкал', kind: 'fast' },
  { ends: ['Москва', 'Самара'], name: 'Жигули', kind: 'fast' },
  { ends: ['Москва', 'Уфа'], name: 'Башкортостан', kind: 'fast' },
  { ends: ['Москва', 'Сочи'], name: 'Премиум', kind: 'fast' },
  { ends: ['Москва', 'Челябинск'], name: 'Южный Урал', kind: 'fast' },
  { ends: ['Москва', 'Томск'], name: 'Томич', kind: 'fast' },
  { ends: ['Москва', 'Воронеж'], name: 'Воронеж', kind: 'fast' },
  { ends: ['Москва', 'Белгород'], name: 'Белогорье', kind: 'fast' },
  { ends: ['Москва', 'Саратов'], name: 'Саратов', kind: 'fast' },
  { ends: ['Москва', 'Архангельск'], name: 'Поморье', kind: 'fast' },
  { ends: ['Москва', 'Пермь'], name: 'Кама', kind: 'fast' },
  { ends: ['Москва', 'Ростов-на-Дону'], name: 'Тихий Дон', kind: 'fast' },
  { ends: ['Москва', 'Киров'], name: 'Вятка', kind: 'fast' },
  { ends: ['Санкт-Петербург', 'Нижний Новгород'], name: 'Волга', kind: 'fast' },
];

const railKm = (a: NetworkCity, b: NetworkCity): number => greatCircleKm(a, b) * RAIL_FACTOR;

/**
 * The train lines of all corridors. Between every two terminal cities of a corridor trains
 * run as often as a gravity model says (the product of the populations, thinning beyond
 * 1500 km); the named trains of the pair come first, day expresses (Ласточка) take a share
 * of pairs up to 700 km, the rest are скорые when a million-city is at one end and
 * пассажирские otherwise. Suburban trains link big cities to their near neighbours.
 */
export function trainLines(
  network: NetworkIndex,
  corridors: readonly NetworkCorridor[],
): TrainLine[] {
  const lines: TrainLine[] = [];
  // Corridors share their first stretches out of a big city; a city pair gets its trains once.
  const seen = new Set<string>();
  const once = (kind: string, cities: readonly NetworkCity[]) => {
    const ids = cities.map((c) => c.id);
    const key = `${kind}:${Math.min(ids[0]!, ids.at(-1)!)}-${Math.max(ids[0]!, ids.at(-1)!)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  for (const corridor of [...corridors].sort((a, b) => a.id.localeCompare(b.id))) {
    const cities = corridor.cityIds.map((id) => network.city(id));
    const railway = cities.filter((c) => network.stations(c.id, 'RailwayStation').length > 0);
    const ends = railway.filter(
      (c, i) => i === 0 || i === railway.length - 1 || c.population >= TERMINAL_POPULATION,
    );
    for (const [i, a] of ends.entries()) {
      for (const b of ends.slice(i + 1)) {
        const section = cities.slice(cities.indexOf(a), cities.indexOf(b) + 1);
        const isWhole = a === railway[0] && b === railway.at(-1);
        if (once('long', section)) lines.push(...sectionLines(section, isWhole));
      }
    }
    lines.push(...suburbanLines(railway).filter((line) => once('suburban', line.cities)));
  }
  return lines;
}

function sectionLines(cities: NetworkCity[], isWhole: boolean): TrainLine[] {
  const a = cities[0]!;
  const b = cities.at(-1)!;
  const km = lineKm(cities);
  if (km < MIN_LONG_DISTANCE_KM) return [];
  const demand = Math.sqrt(a.population * b.population) / 1e6;
  const thinning = km > LONG_KM ? (LONG_KM / km) ** 1.2 : 1;
  // A whole corridor keeps a train at least three days a week, however thin.
  let rest = Math.min(
    MAX_PER_DAY,
    Math.max(isWhole ? 3 / 7 : 0, TRAINS_PER_MILLION * demand * thinning),
  );
  const line = (kind: TrainKind, perDay: number, name: string | null = null): TrainLine => ({
    cities,
    kind,
    name,
    perDay,
    carrier: kind === 'highSpeed' || kind === 'express' ? 'DOSS' : 'FPK',
    departure: null,
  });
  const lines = NAMED.filter((n) => connects(n.ends, a, b)).map((n) => {
    // A named train is one of the pair's daily trains; a high-speed service brings its own
    // travellers on top of them.
    const named = line(n.kind, n.perDay ?? Math.min(1, rest), n.name);
    if (n.perDay === undefined) rest -= named.perDay;
    return { ...named, carrier: n.carrier ?? named.carrier, departure: n.departure ?? null };
  });
  const expressShare = km <= 400 ? 0.5 : km <= 700 ? 0.3 : 0;
  const express = rest * expressShare;
  const sleeper = rest - express;
  if (express >= 1 / 7) lines.push(line('express', express, 'Ласточка'));
  if (sleeper >= 1 / 7) {
    const big = Math.max(a.population, b.population) >= 1e6;
    const fast = big ? sleeper * 0.6 : 0;
    if (fast >= 1 / 7) lines.push(line('fast', fast));
    if (sleeper - fast >= 1 / 7) lines.push(line('passenger', sleeper - fast));
  }
  return lines;
}

/** Suburban trains from each big city to the corridor neighbours within reach, each way. */
function suburbanLines(railway: NetworkCity[]): TrainLine[] {
  const lines: TrainLine[] = [];
  for (const [i, hub] of railway.entries()) {
    if (hub.population < SUBURBAN_POPULATION) continue;
    for (const step of [-1, 1]) {
      const route = [hub];
      for (let j = i + step; j >= 0 && j < railway.length; j += step) {
        const next = railway[j]!;
        if (lineKm([...route, next]) > SUBURBAN_KM) break;
        route.push(next);
        // Corridor order: the line's cities always read the way the corridor does.
        const cities = step > 0 ? [...route] : [...route].reverse();
        const km = lineKm(cities);
        const perDay = Math.min(
          12,
          Math.max(2, 10 * Math.sqrt(hub.population / 1e6) * (1 - km / 250)),
        );
        lines.push({
          cities,
          kind: 'suburban',
          name: null,
          perDay: Math.round(perDay),
          carrier: suburbanCarrier(hub),
          departure: null,
        });
      }
    }
  }
  return lines;
}

const lineKm = (cities: readonly NetworkCity[]) =>
  cities.slice(1).reduce((km, c, i) => km + railKm(cities[i]!, c), 0);

const connects = (ends: [string, string], a: NetworkCity, b: NetworkCity) => {
  const names = [normalName(a.name), normalName(b.name)];
  return names.includes(normalName(ends[0])) && names.includes(normalName(ends[1]));
};

function suburbanCarrier(hub: NetworkCity): string {
  switch (normalName(hub.name)) {
    case 'москва':
      return 'CPPK';
    case 'санкт-петербург':
      return 'SZPPK';
    default:
      return 'PPK';
  }
}

export const TRAIN_CARRIERS = [
  { code: 'FPK', name: 'АО «ФПК»' },
  { code: 'DOSS', name: 'Дирекция скоростного сообщения' },
  { code: 'GSE', name: 'Гранд Сервис Экспресс' },
  { code: 'CPPK', name: 'АО «Центральная ППК»' },
  { code: 'SZPPK', name: 'АО «Северо-Западная ППК»' },
  { code: 'PPK', name: 'Региональная пригородная компания' },
] as const;
