import { BUS_CARRIERS, busModel } from './bus-fleet.ts';
import type { DemoTrip, NetworkCity, NetworkStation } from './demo-feed.ts';
import { greatCircleKm, positionOnLine } from './distance.ts';
import { wholeRubles } from './fares.ts';
import { normalName, type NetworkIndex } from './network.ts';
import { Random } from './random.ts';
import { spreadDepartures, weeklySlots, type ServiceBook } from './schedule.ts';
import { lineStops, type Leg } from './stops.ts';

/** A road between two towns and how fast a bus makes it. */
type Road = { factor: number; kmh: number };
/** Roads wind more than rails. */
const ROAD_FACTOR = 1.25;
const LOCAL_ROAD: Road = { factor: ROAD_FACTOR, kmh: 60 };
/**
 * Between two regional centres a coach runs the federal highway (М-11, М-12, М-4), nearly
 * straight: Москва — Казань 820 km by road for 719 km straight, 12–13 h by coach.
 */
const HIGHWAY: Road = { factor: 1.15, kmh: 70 };
/**
 * Along the Black Sea coast the road climbs over every ridge: Краснодар — Сочи is 290 km by
 * road for 171 km straight and 5–7 h by bus (Туту, Яндекс Расписания, 2025).
 */
const MOUNTAIN_ROAD: Road = { factor: 1.7, kmh: 50 };
const MOUNTAIN_COAST = new Set(['сочи', 'туапсе', 'геленджик']);
/** …and runs four times as often as the model of small towns says: people and coaches. */
const HIGHWAY_RUNS = 4;
/** Nobody rides a bus further than this. */
const MAX_ROAD_KM = 700;
/** A town this close to the straight line between the ends is on the way. */
const ON_THE_WAY_KM = 40;
/** A bus calls at no more than this many towns on the way, the largest ones… */
const MAX_VIA = 4;
/** …and not where they would lengthen the ride by more than a fifth. */
const MAX_DETOUR = 1.2;
/** Every town has buses to this many nearest towns. */
const NEIGHBOURS = 4;
/** A city this large runs buses to every town within REGION_KM: the regional network. */
const REGIONAL_CENTRE = 300_000;
const REGION_KM = 250;
/** Cities this large are linked by bus up to the full range. */
const BIG_CITY = 500_000;
const MILLION = 1_000_000;
const NIGHT_COACH_KM = 850;
/** Daily runs each way between two towns of 100 000 people 100 km apart. */
const RUNS_PER_DAY = 1.6;
const MAX_PER_DAY = 24;

/** Buses leave between 05:00 and 22:00. */
const FIRST_DEPARTURE = 5 * 60;
const LAST_DEPARTURE = 22 * 60;

/** Fare = 50 ₽ + 2.2–3 ₽ a km, coaches dearer than minibuses. */
const FARE_BASE = 50_00;
const FARE_PER_KM = { coach: 280, minibus: 220 };

export function generateBuses(
  network: NetworkIndex,
  services: ServiceBook,
  seed: number,
): DemoTrip[] {
  const towns = network.citiesWith('BusStop');
  const trips: DemoTrip[] = [];
  let routeNumber = 100;
  for (const [a, b] of pairs(towns)) {
    const rng = new Random(seed, `bus:${a.id}-${b.id}`);
    const via = onTheWay(a, b, towns);
    const there = [a, ...via, b];
    const roadKm = lineKm(there);
    const carrier = rng.pick(BUS_CARRIERS);
    const model = busModel(roadKm, rng);
    const perKm = (model.coach ? FARE_PER_KM.coach : FARE_PER_KM.minibus) * rng.jitter(0.1);
    const properties = {
      mode: 'BUS' as const,
      busModel: model.name,
      seats: model.seats,
      fareBase: FARE_BASE,
      farePerKm: Math.round(perKm),
      // Checked luggage costs a tenth of the full fare, at least 50 ₽.
      baggagePrice: wholeRubles(Math.max(50_00, (FARE_BASE + perKm * roadKm) / 10)),
      placeSelection: model.coach,
    };
    const highway = a.population >= REGIONAL_CENTRE && b.population >= REGIONAL_CENTRE;
    const slots = weeklySlots(perDay(a, b, roadKm) * (highway ? HIGHWAY_RUNS : 1), rng);
    for (const cities of [there, [...there].reverse()]) {
      routeNumber += 1;
      const first = busStation(network, cities[0]!, cities.at(-1)!);
      const stops = lineStops(first.id, legs(network, cities, highway ? HIGHWAY : LOCAL_ROAD, rng));
      const times = spreadDepartures(slots.length, FIRST_DEPARTURE, LAST_DEPARTURE, rng);
      slots.forEach((mask, i) =>
        trips.push({
          mode: 'BUS',
          number: String(routeNumber),
          name: `${cities[0]!.name} — ${cities.at(-1)!.name}`,
          carrierCode: carrier.code,
          serviceKey: services.keyFor(mask),
          timeZone: first.timeZone,
          departureMinute: times[i]!,
          stops,
          properties,
        }),
      );
    }
  }
  return trips;
}

/**
 * The town pairs with a bus line, smaller id first: every town to its nearest neighbours,
 * regional centres to the towns around them, big cities to each other; all within a day's
 * ride.
 */
function pairs(towns: readonly NetworkCity[]): [NetworkCity, NetworkCity][] {
  const chosen = new Map<string, [NetworkCity, NetworkCity]>();
  const link = (a: NetworkCity, b: NetworkCity) => {
    const [x, y] = a.id < b.id ? [a, b] : [b, a];
    chosen.set(`${x.id}-${y.id}`, [x, y]);
  };
  const inRange = (a: NetworkCity, b: NetworkCity) =>
    a.id !== b.id && greatCircleKm(a, b) * ROAD_FACTOR <= MAX_ROAD_KM;
  for (const town of towns) {
    const near = towns
      .filter((other) => inRange(town, other))
      .map((other) => ({ other, km: greatCircleKm(town, other) }))
      .sort((x, y) => x.km - y.km || x.other.id - y.other.id);
    near.slice(0, NEIGHBOURS).forEach(({ other }) => link(town, other));
    for (const { other, km } of near) {
      if (town.population >= REGIONAL_CENTRE && km <= REGION_KM) link(town, other);
      if (town.population >= BIG_CITY && other.population >= BIG_CITY) link(town, other);
    }
    // Night coaches join the biggest cities even a little beyond a day's ride (Москва — Санкт-Петербург).
    if (town.population < MILLION) continue;
    for (const other of towns) {
      const roadKm = greatCircleKm(town, other) * HIGHWAY.factor;
      if (other.id !== town.id && other.population >= MILLION && roadKm <= NIGHT_COACH_KM) {
        link(town, other);
      }
    }
  }
  return [...chosen.values()].sort(([a, b], [c, d]) => a.id - c.id || b.id - d.id);
}

/** Runs a day each way: a gravity model that favours short hops between big towns. */
function perDay(a: NetworkCity, b: NetworkCity, roadKm: number): number {
  const size = Math.sqrt((a.population / 1e5) * (b.population / 1e5)) ** 0.6;
  const reach = Math.min(1, 100 / roadKm) ** 1.2;
  const runs = RUNS_PER_DAY * size * reach;
  // Towns less than 300 km apart are served at least daily.
  return Math.min(MAX_PER_DAY, Math.max(roadKm < 300 ? 1 : 1 / 7, runs));
}

/**
 * The towns a bus calls at between the ends, in the order it reaches them: those near the
 * straight line (within 40 km, or a sixth of a short line), the largest few, as long as they
 * do not make the ride much longer — in a conurbation a line would otherwise zigzag through
 * every suburb.
 */
function onTheWay(a: NetworkCity, b: NetworkCity, towns: readonly NetworkCity[]): NetworkCity[] {
  const length = greatCircleKm(a, b);
  const near = Math.min(ON_THE_WAY_KM, length / 6);
  const via = towns
    .filter((t) => t.id !== a.id && t.id !== b.id)
    .map((town) => ({ town, ...positionOnLine(a, b, town) }))
    .filter((p) => p.off <= near && p.along > 0 && p.along < length)
    .sort((x, y) => y.town.population - x.town.population || x.town.id - y.town.id)
    .slice(0, MAX_VIA);
  const route = () => [a, ...[...via].sort((x, y) => x.along - y.along).map((p) => p.town), b];
  while (lineKm(route()) > lineKm([a, b]) * MAX_DETOUR) via.pop();
  return route().slice(1, -1);
}

function lineKm(cities: readonly NetworkCity[]): number {
  return cities.slice(1).reduce((km, c, i) => km + greatCircleKm(cities[i]!, c) * ROAD_FACTOR, 0);
}

/**
 * Legs between bus stations along `road`, or the mountain road where a leg touches the coast;
 * 5 minutes at a village, 15 at a city.
 */
function legs(
  network: NetworkIndex,
  cities: readonly NetworkCity[],
  road: Road,
  rng: Random,
): Leg[] {
  return cities.slice(1).map((city, i) => {
    const from = cities[i]!;
    const { factor, kmh } = [from, city].some((c) => MOUNTAIN_COAST.has(normalName(c.name)))
      ? MOUNTAIN_ROAD
      : road;
    const km = greatCircleKm(from, city) * factor;
    // The end faces the other end, as a coach station faces its highway; a town on the way
    // the way the bus comes from.
    const toward = i === cities.length - 2 ? cities[0]! : from;
    return {
      stationId: busStation(network, city, toward).id,
      runMinutes: Math.max(5, Math.round((km / kmh) * 60)),
      dwellMinutes: city.population >= 300_000 ? rng.int(10, 15) : rng.int(5, 10),
      km,
    };
  });
}

/**
 * The town's bus station a bus to or from `toward` uses: of a city with several (Москва), the
 * one nearest that town. Every town here has one (`towns` are the cities that do).
 */
function busStation(network: NetworkIndex, city: NetworkCity, toward: NetworkCity): NetworkStation {
  const [first, ...more] = network.stations(city.id, 'BusStop');
  return more.reduce(
    (best, s) => (greatCircleKm(s, toward) < greatCircleKm(best, toward) ? s : best),
    first!,
  );
}
