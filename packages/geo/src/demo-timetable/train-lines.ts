import type { NetworkCity, NetworkCorridor } from './demo-feed.ts';
import { NAMED_TRAINS, type NamedTrain } from './named-trains.ts';
import { normalName, type NetworkIndex } from './network.ts';
import { pathKm, RailMap, type RailHop, type RailPath } from './rail-map.ts';
import type { CarSpec } from './train-cars.ts';
import type { TrainKind } from './train-numbers.ts';

/**
 * What runs between two cities each way: `cities` from the first terminal to the last, every
 * one a stop, `hops` the line between them.
 */
export type TrainLine = RailPath & {
  kind: TrainKind;
  name: string | null;
  perDay: number;
  carrier: string;
  /** Local departure minute fixed by tradition, for the few trains that have one. */
  departure: number | null;
  /** The railway's odd number of the first pair, for trains that keep their own. */
  number: string | null;
  /** Minutes end to end, where the timetable fixes them. */
  minutes: number | null;
  /** The way from the first city takes the even number whichever way it heads. */
  evenFromFirst: boolean;
  /** The train's own cars, where it has them. */
  consist?: readonly CarSpec[];
  transitDocument: boolean;
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
/** Among big cities most sleepers are скорые; a пассажирский is the exception. */
const FAST_SHARE_BIG = 0.75;

const carrierOf = (kind: TrainKind) =>
  kind === 'highSpeed' || kind === 'express' ? 'DOSS' : 'FPK';

/**
 * The train lines of the network: first the named and cross-corridor trains, then, between
 * every two terminal cities of a corridor, trains as often as a gravity model says (the
 * product of the populations, thinning beyond 1500 km) less the named trains of the pair:
 * day expresses (Ласточка) take a share of pairs up to 700 km, the rest are скорые when a
 * million-city is at one end, and a few пассажирские. Suburban trains link big cities to their
 * near neighbours.
 */
export function trainLines(
  network: NetworkIndex,
  corridors: readonly NetworkCorridor[],
): TrainLine[] {
  const rails = new RailMap(network, corridors);
  const lines = NAMED_TRAINS.flatMap((train) => namedLine(rails, train));
  // A named train is one of its pair's daily trains; a high-speed service brings its own
  // travellers on top of them.
  const named = new Map<string, number>();
  for (const line of lines) {
    if (line.kind === 'highSpeed') continue;
    const key = endsKey(line.cities);
    named.set(key, (named.get(key) ?? 0) + line.perDay);
  }
  // Corridors share their first stretches out of a big city; a city pair gets its trains once.
  const seen = new Set<string>();
  const once = (kind: string, cities: readonly NetworkCity[]) => {
    const key = `${kind}:${endsKey(cities)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  for (const corridor of [...corridors].sort((a, b) => a.id.localeCompare(b.id))) {
    const whole = rails.section(corridor, 0, corridor.cityIds.length - 1);
    const railway = whole.cities.filter((c) => network.stations(c.id, 'RailwayStation').length > 0);
    const ends = railway.filter(
      (c, i) => i === 0 || i === railway.length - 1 || c.population >= TERMINAL_POPULATION,
    );
    for (const [i, a] of ends.entries()) {
      for (const b of ends.slice(i + 1)) {
        const section = rails.section(corridor, whole.cities.indexOf(a), whole.cities.indexOf(b));
        const isWhole = a === railway[0] && b === railway.at(-1);
        if (once('long', section.cities)) {
          lines.push(...sectionLines(section, isWhole, named.get(endsKey(section.cities)) ?? 0));
        }
      }
    }
    lines.push(...suburbanLines(whole).filter((line) => once('suburban', line.cities)));
  }
  return lines;
}

function namedLine(rails: RailMap, train: NamedTrain): TrainLine[] {
  const path = rails.path(train.route);
  if (!path) return [];
  return [
    {
      ...path,
      kind: train.kind,
      name: train.name,
      perDay: train.perDay ?? 1,
      carrier: train.carrier ?? carrierOf(train.kind),
      departure: train.departure ?? null,
      number: train.number ?? null,
      minutes: train.minutes ?? null,
      evenFromFirst: train.evenFromFirst ?? false,
      ...(train.consist ? { consist: train.consist } : {}),
      transitDocument: train.transitDocument ?? false,
    },
  ];
}

function sectionLines(path: RailPath, isWhole: boolean, namedPerDay: number): TrainLine[] {
  const a = path.cities[0]!;
  const b = path.cities.at(-1)!;
  const km = pathKm(path);
  if (km < MIN_LONG_DISTANCE_KM) return [];
  const demand = Math.sqrt(a.population * b.population) / 1e6;
  const thinning = km > LONG_KM ? (LONG_KM / km) ** 1.2 : 1;
  // A whole corridor keeps a train at least three days a week, however thin.
  const rest =
    Math.min(MAX_PER_DAY, Math.max(isWhole ? 3 / 7 : 0, TRAINS_PER_MILLION * demand * thinning)) -
    namedPerDay;
  const line = (kind: TrainKind, perDay: number, name: string | null = null): TrainLine => ({
    ...path,
    kind,
    name,
    perDay,
    carrier: carrierOf(kind),
    departure: null,
    number: null,
    minutes: null,
    evenFromFirst: false,
    transitDocument: false,
  });
  const lines: TrainLine[] = [];
  const expressShare = km <= 400 ? 0.5 : km <= 700 ? 0.3 : 0;
  const express = rest * expressShare;
  const sleeper = rest - express;
  if (express >= 1 / 7) lines.push(line('express', express, 'Ласточка'));
  if (sleeper >= 1 / 7) {
    const big = Math.max(a.population, b.population) >= 1e6;
    const fast = big ? sleeper * FAST_SHARE_BIG : 0;
    if (fast >= 1 / 7) lines.push(line('fast', fast));
    if (sleeper - fast >= 1 / 7) lines.push(line('passenger', sleeper - fast));
  }
  return lines;
}

const endsKey = (cities: readonly NetworkCity[]) => {
  const [x, y] = [cities[0]!.id, cities.at(-1)!.id];
  return `${Math.min(x, y)}-${Math.max(x, y)}`;
};

/** Suburban trains from each big city to the corridor neighbours within reach, each way. */
function suburbanLines(whole: RailPath): TrainLine[] {
  const lines: TrainLine[] = [];
  for (const [i, hub] of whole.cities.entries()) {
    if (hub.population < SUBURBAN_POPULATION) continue;
    for (const step of [-1, 1]) {
      let km = 0;
      for (let j = i + step; j >= 0 && j < whole.cities.length; j += step) {
        km += whole.hops[Math.min(j, j - step)]!.km;
        if (km > SUBURBAN_KM) break;
        // Corridor order: the line's cities always read the way the corridor does.
        const [from, to] = step > 0 ? [i, j] : [j, i];
        const cities = whole.cities.slice(from, to + 1);
        const hops: RailHop[] = whole.hops.slice(from, to);
        const perDay = Math.min(
          12,
          Math.max(2, 10 * Math.sqrt(hub.population / 1e6) * (1 - km / 250)),
        );
        lines.push({
          cities,
          hops,
          kind: 'suburban',
          name: null,
          perDay: Math.round(perDay),
          carrier: suburbanCarrier(hub),
          departure: null,
          number: null,
          minutes: null,
          evenFromFirst: false,
          transitDocument: false,
        });
      }
    }
  }
  return lines;
}

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
