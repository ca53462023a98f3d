import { greatCircleKm } from '@peresadka/engine/great-circle';
import type { DemoStop, DemoTrip, NetworkCity } from '../demo-timetable/demo-feed.ts';
import type { NetworkIndex } from './network-index.ts';
import { five, rubles, type Random } from './random.ts';
import { DAILY, type Services } from './services.ts';

/** Roads wind more than rails. */
const ROAD_WINDING = 1.25;
const BUS_KMH = 60;
const MAX_KM = 700;
/** Big cities further apart than neighbours still have a night bus between them. */
const EXPRESS_MAX_KM = 750;
/** A town this close to the straight line between two cities is on the way. */
const ON_THE_WAY_KM = 40;

export const BUS_CARRIERS = [
  { code: 'ТА', name: 'ООО «Транс-Авто»', mode: 'BUS' as const },
  { code: 'АК1', name: 'АО «Автоколонна № 1»', mode: 'BUS' as const },
  { code: 'ЕВР', name: 'ООО «Евротранс»', mode: 'BUS' as const },
  { code: 'МЖА', name: 'ООО «Межгородние автолинии»', mode: 'BUS' as const },
  { code: 'ИПК', name: 'ИП Кузнецов А. В.', mode: 'BUS' as const },
  { code: 'ИПС', name: 'ИП Смирнова Е. Н.', mode: 'BUS' as const },
  { code: 'АВЛ', name: 'ООО «Автолайн»', mode: 'BUS' as const },
  { code: 'РГТ', name: 'ГУП «Региональный транспорт»', mode: 'BUS' as const },
];

const MODELS = [
  { name: 'Yutong ZK6122H9', seats: 49 },
  { name: 'Higer KLQ6122B', seats: 51 },
  { name: 'Mercedes-Benz Tourismo', seats: 49 },
  { name: 'НефАЗ-5299', seats: 43 },
  { name: 'ПАЗ-320412 «Вектор»', seats: 28 },
  { name: 'Mercedes-Benz Sprinter', seats: 19 },
];

/**
 * Intercity buses between each city and its nearest neighbours within 700 km, stopping in
 * the towns on the way; close pairs get a bus every hour or two, far ones once or twice a day.
 */
export function generateBuses(index: NetworkIndex, random: Random, services: Services): DemoTrip[] {
  const cities = index.network.cities;
  const pairs = new Map<string, [NetworkCity, NetworkCity]>();
  for (const a of cities) {
    const near = cities
      .filter((b) => b.id !== a.id)
      .map((b) => ({ b, km: greatCircleKm(a, b) }))
      .filter(({ km }) => km <= MAX_KM / ROAD_WINDING)
      .sort((x, y) => x.km - y.km)
      .slice(0, 4);
    for (const { b } of near)
      pairs.set(a.id < b.id ? `${a.id}-${b.id}` : `${b.id}-${a.id}`, [a, b]);
  }
  // Night buses between big cities that are not neighbours: Москва — Санкт-Петербург, Москва — Казань.
  const big = cities.filter((c) => c.population >= 1_000_000);
  for (const a of big) {
    for (const b of big) {
      if (a.id < b.id && greatCircleKm(a, b) <= EXPRESS_MAX_KM)
        pairs.set(`${a.id}-${b.id}`, [a, b]);
    }
  }

  const trips: DemoTrip[] = [];
  let race = 100;
  const daily = services.key(DAILY);
  for (const [a, b] of pairs.values()) {
    const km = greatCircleKm(a, b) * ROAD_WINDING;
    const perDay = km < 150 ? random.int(3, 6) : km < 350 ? random.int(1, 3) : 1;
    const via = townsOnTheWay(cities, a, b);
    const carrier = random.pick(BUS_CARRIERS);
    const model =
      km < 150 && random.chance(0.4)
        ? random.pick(MODELS.slice(4))
        : random.pick(MODELS.slice(0, 4));
    const fareBase = rubles(random.int(60, 150) * 100);
    const farePerKm = random.int(200, 300);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const line = from === a ? [a, ...via, b] : [b, ...[...via].reverse(), a];
      for (let k = 0; k < perDay; k++) {
        race += 1;
        const departure = five(5 * 60 + ((k + random.float()) * 17 * 60) / perDay);
        const trip = bus(index, line, departure, daily);
        if (!trip) continue;
        trips.push({
          ...trip,
          number: String(race),
          name: `${from.name} — ${to.name}`,
          carrierCode: carrier.code,
          properties: {
            mode: 'BUS',
            busModel: model.name,
            seats: model.seats,
            fareBase,
            farePerKm,
            childDiscountPercent: 50,
            baggagePrice: rubles(Math.max(100_00, fareBase * 0.1 + farePerKm * km * 0.1)),
            placeSelection: model.seats > 20,
          },
        });
      }
    }
  }
  return trips;
}

/** Towns near the straight line between two cities, in the order a bus reaches them. */
function townsOnTheWay(
  cities: readonly NetworkCity[],
  a: NetworkCity,
  b: NetworkCity,
): NetworkCity[] {
  const total = greatCircleKm(a, b);
  return cities
    .filter((c) => c.id !== a.id && c.id !== b.id)
    .map((c) => ({ c, fromA: greatCircleKm(a, c), toB: greatCircleKm(c, b) }))
    .filter(({ fromA, toB }) => fromA + toB - total < ON_THE_WAY_KM && fromA > 20 && toB > 20)
    .sort((x, y) => x.fromA - y.fromA)
    .slice(0, 4)
    .map(({ c }) => c);
}

function bus(
  index: NetworkIndex,
  line: readonly NetworkCity[],
  departureMinute: number,
  serviceKey: string,
): Omit<DemoTrip, 'number' | 'name' | 'carrierCode' | 'properties'> | null {
  const stations = line.map((c) => index.stationsOf(c.id, 'BusStop')[0]);
  if (stations.some((s) => !s)) return null;
  const stops: DemoStop[] = [];
  let minute = 0;
  let km = 0;
  stations.forEach((station, i) => {
    if (i > 0) {
      const hop = greatCircleKm(line[i - 1]!, line[i]!) * ROAD_WINDING;
      km += hop;
      minute += Math.max(10, five((hop / BUS_KMH) * 60));
    }
    const last = i === stations.length - 1;
    const dwell = i === 0 || last ? 0 : 10;
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
  return { mode: 'BUS', serviceKey, timeZone: stations[0]!.timeZone, departureMinute, stops };
}
