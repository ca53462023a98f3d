import { carsOf, type Consist } from './cars.ts';
import type {
  DemoStop,
  DemoTrip,
  NetworkCorridor,
  NetworkStation,
} from '../demo-timetable/demo-feed.ts';
import type { NetworkIndex } from './network-index.ts';
import { five, type Random } from './random.ts';
import { DAILY, type Services } from './services.ts';

/** Rails wind: a line is about a fifth longer than the straight distance between its cities. */
const RAIL_WINDING = 1.2;

/** Which Moscow and Saint Petersburg terminal a corridor's trains use. */
const TERMINALS: Record<string, string> = {
  transsib: 'Ярославский',
  oktyabrskaya: 'Ленинградский|Московский',
  'kazan-ural': 'Казанский',
  belgorod: 'Курский',
  sochi: 'Павелецкий',
  arkhangelsk: 'Ярославский',
  smolensk: 'Белорусский',
  bryansk: 'Киевский',
  orenburg: 'Казанский',
  astrakhan: 'Павелецкий',
  vorkuta: 'Ярославский',
  kostroma: 'Ярославский',
  ivanovo: 'Ярославский',
  'nizhny-express': 'Курский',
  murmansk: 'Ладожский',
  pskov: 'Витебский',
};

/** Names of the famous trains, by their end cities. */
const NAMES: Record<string, string> = {
  'Москва–Владивосток': 'Россия',
  'Москва–Санкт-Петербург': 'Красная стрела',
  'Москва–Екатеринбург': 'Урал',
  'Москва–Казань': 'Татарстан',
  'Москва–Новосибирск': 'Сибиряк',
  'Москва–Иркутск': 'Байкал',
  'Москва–Сочи': 'Премиум',
  'Санкт-Петербург–Мурманск': 'Арктика',
  'Москва–Архангельск': 'Поморье',
  'Москва–Белгород': 'Белогорье',
  'Москва–Орск': 'Южный Урал',
  'Москва–Астрахань': 'Лотос',
  'Москва–Воркута': 'Северное сияние',
  'Новосибирск–Владивосток': 'Океан',
  'Москва–Смоленск': 'Смоленск',
};

type TrainPlan = {
  cityIds: number[];
  corridor: NetworkCorridor;
  consist: Consist;
  kmh: number;
  departureMinute: number;
  number: string;
  name: string | null;
  category: string;
  suburban: boolean;
};

/**
 * Trains along the corridors, both ways: the full line once or twice a day, trains over
 * sections of it from every city, the famous named trains, Сапсан between the capitals,
 * Ласточка to Nizhny Novgorod, two-storey trains, and suburban trains on short hops.
 */
export function generateTrains(
  index: NetworkIndex,
  random: Random,
  services: Services,
): DemoTrip[] {
  const trips: DemoTrip[] = [];
  let longNumber = 1;
  let suburbanNumber = 6001;
  const daily = services.key(DAILY);
  const add = (plan: Omit<TrainPlan, 'number'>, forward: boolean) => {
    const suburban = plan.suburban;
    const n = suburban ? suburbanNumber : longNumber;
    const number = suburban
      ? String(n + (forward ? 0 : 1))
      : String(n + (forward ? 0 : 1)).padStart(3, '0');
    const letter = letterOf(plan.corridor.id);
    const trip = train(index, random, { ...plan, number: `${number}${letter}` }, daily);
    if (trip) trips.push(trip);
  };
  const both = (plan: Omit<TrainPlan, 'number'>) => {
    add(plan, true);
    // The return train leaves at about the same time of day from the other end.
    const back = Math.max(0, five(plan.departureMinute + random.int(-60, 60)));
    add({ ...plan, cityIds: [...plan.cityIds].reverse(), departureMinute: back }, false);
    if (plan.suburban) suburbanNumber += 2;
    else longNumber += 2;
  };

  for (const corridor of index.network.corridors) {
    const ids = corridor.cityIds;
    const route = (from: number, to: number) => ids.slice(from, to + 1);
    const kmOf = (cities: number[]) =>
      cities.slice(1).reduce((sum, id, i) => sum + index.km(cities[i]!, id) * RAIL_WINDING, 0);
    const plan = (cities: number[], consist: Consist): Omit<TrainPlan, 'number'> => {
      const names = `${index.cityById.get(cities[0]!)!.name}–${index.cityById.get(cities.at(-1)!)!.name}`;
      const long = kmOf(cities) > 450;
      return {
        cityIds: cities,
        corridor,
        consist: long ? consist : 'day',
        kmh: random.int(58, 72),
        departureMinute: long ? night(random) : day(random),
        name: NAMES[names] ?? null,
        category: long ? (NAMES[names] ? 'Скорый фирменный' : 'Скорый') : 'Пассажирский',
        suburban: false,
      };
    };

    both(plan(ids, 'night'));
    if (ids.length > 6) both({ ...plan(ids, 'night'), name: null, category: 'Пассажирский' });
    for (let i = 0; i < ids.length - 1; i++) {
      for (const span of [random.int(2, 4), random.int(5, 9)]) {
        const to = Math.min(ids.length - 1, i + span);
        if (to - i >= 1 && !(i === 0 && to === ids.length - 1)) both(plan(route(i, to), 'night'));
      }
    }
    for (let i = 0; i < ids.length - 1; i++) {
      if (index.km(ids[i]!, ids[i + 1]!) * RAIL_WINDING > 200) continue;
      for (let k = 0; k < 3; k++) {
        both({
          ...plan(route(i, i + 1), 'suburban'),
          consist: 'suburban',
          kmh: 55,
          departureMinute: five(6 * 60 + k * 300 + random.int(0, 60)),
          name: null,
          category: 'Пригородный',
          suburban: true,
        });
      }
    }
    if (['oktyabrskaya', 'sochi', 'kazan-ural'].includes(corridor.id)) {
      both({
        ...plan(ids, 'twoStorey'),
        consist: 'twoStorey',
        name: null,
        category: 'Скорый двухэтажный',
      });
    }
  }

  const capitals = index.network.corridors.find((c) => c.id === 'oktyabrskaya');
  if (capitals) {
    for (let k = 0; k < 10; k++) {
      both({
        cityIds: capitals.cityIds,
        corridor: capitals,
        consist: 'highSpeed',
        kmh: 180,
        departureMinute: five(5 * 60 + 30 + k * 95),
        name: 'Сапсан',
        category: 'Высокоскоростной',
        suburban: false,
      });
    }
  }
  const nizhny = index.network.corridors.find((c) => c.id === 'nizhny-express');
  if (nizhny) {
    for (let k = 0; k < 4; k++) {
      both({
        cityIds: nizhny.cityIds,
        corridor: nizhny,
        consist: 'day',
        kmh: 110,
        departureMinute: five(6 * 60 + k * 240),
        name: 'Ласточка',
        category: 'Скоростной',
        suburban: false,
      });
    }
  }
  return trips;
}

const night = (random: Random) => five(random.int(15 * 60, 23 * 60 + 55));
const day = (random: Random) => five(random.int(5 * 60 + 30, 15 * 60));

/** A corridor's trains share a letter, as RZD's do by the road that runs them. */
const LETTERS = 'АМЙВСЧЕНУЭЯГЖИКЛОПРТФХЦШЩ';
const letterOf = (corridorId: string) =>
  LETTERS[
    [...corridorId].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 9973, 7) % LETTERS.length
  ]!;

function stationOn(
  index: NetworkIndex,
  cityId: number,
  corridorId: string,
): NetworkStation | undefined {
  const rail = index.stationsOf(cityId, 'RailwayStation');
  const wanted = (TERMINALS[corridorId] ?? '').split('|');
  return rail.find((s) => wanted.some((w) => w && s.name.startsWith(w))) ?? rail[0];
}

function train(
  index: NetworkIndex,
  random: Random,
  p: TrainPlan,
  serviceKey: string,
): DemoTrip | null {
  const stations = p.cityIds.map((id) => stationOn(index, id, p.corridor.id));
  if (stations.some((s) => !s) || stations.length < 2) return null;
  const stops: DemoStop[] = [];
  let minute = 0;
  let km = 0;
  stations.forEach((station, i) => {
    if (i > 0) {
      const hop = index.km(p.cityIds[i - 1]!, p.cityIds[i]!) * RAIL_WINDING;
      km += hop;
      minute += Math.max(10, five((hop / p.kmh) * 60));
    }
    const last = i === stations.length - 1;
    const population = index.cityById.get(p.cityIds[i]!)!.population;
    const dwell = i === 0 || last ? 0 : population > 1_000_000 ? 20 : population > 300_000 ? 12 : 3;
    stops.push({
      stationId: station!.id,
      arrivalOffset: minute,
      departureOffset: minute + dwell,
      distanceKm: Math.round(km),
      boarding: !last,
      alighting: i > 0,
    });
    minute += dwell;
  });
  const cars = carsOf(p.consist, {
    petsCar: p.consist === 'night' ? 2 : 0,
    forbiddenCar: random.chance(0.03) ? 1 : null,
  });
  return {
    mode: 'TRAIN',
    number: p.number,
    name: p.name,
    carrierCode: p.suburban ? 'ЦППК' : p.consist === 'highSpeed' ? 'ДОСС' : 'ФПК',
    serviceKey,
    timeZone: stations[0]!.timeZone,
    departureMinute: p.departureMinute,
    stops,
    properties: {
      mode: 'TRAIN',
      displayNumber: p.number,
      category: p.category,
      isSuburban: p.suburban,
      hasElectronicRegistration: !p.suburban && !random.chance(0.1),
      hasTwoStoreyCars: p.consist === 'twoStorey',
      isSaleForbidden: random.chance(0.01),
      cars,
    },
  };
}

export const TRAIN_CARRIERS = [
  { code: 'ФПК', name: 'АО «ФПК»', mode: 'TRAIN' as const },
  { code: 'ДОСС', name: 'Дирекция скоростного сообщения', mode: 'TRAIN' as const },
  { code: 'ЦППК', name: 'АО «Пригородная компания»', mode: 'TRAIN' as const },
];
