import { airline, HUBS, type Airline, type Hub } from './airlines.ts';
import type { DemoTrip, NetworkCity, NetworkStation } from './demo-feed.ts';
import { greatCircleKm } from './distance.ts';
import { fareFamilies } from './fares.ts';
import { planFlight, type FlightPlan } from './flight-plan.ts';
import type { NetworkIndex } from './network.ts';
import { Random } from './random.ts';
import { spreadDepartures, weeklySlots, type ServiceBook } from './schedule.ts';
import { lineStops } from './stops.ts';
import { ROUTE_TRAFFIC } from './route-traffic.ts';

/** A city pair flown both ways, `perDay` flights each way on average. */
type Route = { a: NetworkCity; b: NetworkCity; perDay: number; airlines: string[] };

/**
 * Below this distance a train or a bus is the way to go and no airline flies: Москва —
 * Ярославль (250 km, 3 h by train) or Москва — Кострома (300 km) have no flights; Москва —
 * Нижний Новгород (400 km) has a few.
 */
export const MIN_FLIGHT_KM = 400;
/** Beyond this the densest routes stop growing: the airports would be full. */
const MAX_PER_DAY = 30;
/** Routes thinner than once a week are not flown. */
const MIN_PER_DAY = 1 / 7;
/** Direct flights between two regional cities, when both are this large. */
const REGIONAL_POPULATION = 250_000;
const REGIONAL_KM = [400, 1_500] as const;
const REGIONAL_SHARE = 0.25;

/** Flights leave between 06:00 and 23:30 local time. */
const FIRST_DEPARTURE = 6 * 60;
const LAST_DEPARTURE = 23 * 60 + 30;

export function generateFlights(
  network: NetworkIndex,
  services: ServiceBook,
  seed: number,
): DemoTrip[] {
  const hubs = HUBS.flatMap((hub) => {
    const city = network.cityNamed(hub.city);
    return city && network.stations(city.id, 'Airport').length > 0 ? [{ hub, city }] : [];
  });
  const refuelAirports = hubs.flatMap(({ city }) => network.stations(city.id, 'Airport'));
  const numbers = new FlightNumbers();
  const trips: DemoTrip[] = [];
  for (const route of routes(network, hubs, seed)) {
    const rng = new Random(seed, `flight:${route.a.id}-${route.b.id}`);
    const slots = weeklySlots(route.perDay, rng);
    const outbound = spreadDepartures(slots.length, FIRST_DEPARTURE, LAST_DEPARTURE, rng);
    const inbound = spreadDepartures(slots.length, FIRST_DEPARTURE, LAST_DEPARTURE, rng);
    slots.forEach((mask, i) => {
      const operated = operate(network, route, refuelAirports, rng);
      if (!operated) return;
      const serviceKey = services.keyFor(mask);
      const [there, back] = numbers.pair(operated.carrier.code);
      const [a, b] = operated.airports;
      trips.push(
        flight(operated.carrier, there, a, b, operated.plan, outbound[i]!, serviceKey, rng),
        flight(operated.carrier, back, b, a, operated.plan, inbound[i]!, serviceKey, rng),
      );
    });
  }
  return trips;
}

/**
 * Every hub to every airport within its reach, as often as the hub's weight and the other
 * city's size suggest; a pair of hubs is one route at the smaller of their two estimates (the
 * smaller hub's estimate counts the larger one's millions and would overstate it), flown by
 * the airlines of both; a share of direct links between large regional cities; and the real
 * traffic where the model is furthest from it (ROUTE_TRAFFIC).
 */
function routes(
  network: NetworkIndex,
  hubs: readonly { hub: Hub; city: NetworkCity }[],
  seed: number,
): Route[] {
  const hubCities = new Set(hubs.map((h) => h.city.id));
  const pull = new Map(hubs.map((h) => [h.city.id, h.hub.pull ?? 1]));
  const byPair = new Map<string, Route>();
  const add = (a: NetworkCity, b: NetworkCity, perDay: number, airlines: string[]) => {
    const key = pairKey(a, b);
    const known = byPair.get(key);
    byPair.set(key, {
      a: known?.a ?? a,
      b: known?.b ?? b,
      perDay: Math.min(MAX_PER_DAY, known ? Math.min(known.perDay, perDay) : perDay),
      airlines: [...(known?.airlines ?? []), ...airlines],
    });
  };
  const airportCities = network.citiesWith('Airport');
  for (const { hub, city } of hubs) {
    for (const other of airportCities) {
      if (other.id === city.id) continue;
      const km = greatCircleKm(city, other);
      if (km > hub.reachKm) continue;
      const people = other.population * (pull.get(other.id) ?? 1);
      const perDay = hub.weight * (people / 1e6) ** 0.9 * shortHaul(km);
      if (perDay >= MIN_PER_DAY) add(city, other, perDay, hub.airlines);
    }
  }
  const regional = airportCities.filter(
    (c) => c.population >= REGIONAL_POPULATION && !hubCities.has(c.id) && hubs.length > 0,
  );
  for (const [i, a] of regional.entries()) {
    for (const b of regional.slice(i + 1)) {
      const km = greatCircleKm(a, b);
      if (km < REGIONAL_KM[0] || km > REGIONAL_KM[1]) continue;
      if (!new Random(seed, `regional:${pairKey(a, b)}`).chance(REGIONAL_SHARE)) continue;
      const perDay = Math.min(2, Math.sqrt(a.population * b.population) / 1e6);
      add(a, b, Math.max(MIN_PER_DAY, perDay), nearestHub(a, hubs).airlines);
    }
  }
  for (const [from, to, perDay] of ROUTE_TRAFFIC) {
    const [a, b] = [network.cityNamed(from), network.cityNamed(to)];
    if (!a || !b || network.stations(a.id, 'Airport').length === 0) continue;
    if (network.stations(b.id, 'Airport').length === 0) continue;
    const known = byPair.get(pairKey(a, b));
    byPair.set(pairKey(a, b), {
      a: known?.a ?? a,
      b: known?.b ?? b,
      perDay,
      airlines: known?.airlines ?? nearestHub(a, hubs).airlines,
    });
  }
  return [...byPair.values()].sort((x, y) => x.a.id - y.a.id || x.b.id - y.b.id);
}

const pairKey = (a: NetworkCity, b: NetworkCity) =>
  `${Math.min(a.id, b.id)}-${Math.max(a.id, b.id)}`;

/** Flights thin out below 600 km, where trains take most travellers, and stop below 400. */
function shortHaul(km: number): number {
  if (km < MIN_FLIGHT_KM) return 0;
  return Math.min(1, (km - 150) / 450);
}

/** The hub whose airlines fly a regional link: the closest one. `hubs` is not empty. */
function nearestHub(city: NetworkCity, hubs: readonly { hub: Hub; city: NetworkCity }[]): Hub {
  return hubs.reduce((best, h) =>
    greatCircleKm(city, h.city) < greatCircleKm(city, best.city) ? h : best,
  ).hub;
}

/** Who flies one slot of a route, from which airports, how. */
type Operation = { carrier: Airline; airports: [NetworkStation, NetworkStation]; plan: FlightPlan };

/** One slot of a route: an airline of the route's pool able to fly it, its airports, its plan. */
function operate(
  network: NetworkIndex,
  route: Route,
  refuelAirports: readonly NetworkStation[],
  rng: Random,
): Operation | null {
  let withStop: Operation | null = null;
  // The drawn airline first, then the rest of the pool in order, for routes beyond its fleet.
  for (const code of [rng.pick(route.airlines), ...route.airlines]) {
    const carrier = airline(code);
    const from = airportOf(network, route.a, carrier, rng);
    const to = airportOf(network, route.b, carrier, rng);
    const plan = planFlight(carrier, from, to, route.perDay, refuelAirports);
    if (!plan) continue;
    // Only a thin route is meant to refuel; a busy one goes to an airline that flies nonstop.
    if (!plan.refuel || route.perDay < 1) return { carrier, airports: [from, to], plan };
    withStop ??= { carrier, airports: [from, to], plan };
  }
  return withStop;
}

/** In a city with several airports an airline flies from its own bases. */
function airportOf(
  network: NetworkIndex,
  city: NetworkCity,
  carrier: Airline,
  rng: Random,
): NetworkStation {
  const airports = network.stations(city.id, 'Airport');
  const bases = airports.filter((a) => a.code !== null && carrier.bases.includes(a.code));
  return rng.pick(bases.length > 0 ? bases : airports);
}

function flight(
  carrier: Airline,
  number: number,
  from: NetworkStation,
  to: NetworkStation,
  plan: FlightPlan,
  departureMinute: number,
  serviceKey: string,
  rng: Random,
): DemoTrip {
  const stops = lineStops(from.id, [
    { stationId: to.id, runMinutes: plan.minutes, dwellMinutes: 0, km: plan.km },
  ]);
  return {
    mode: 'PLANE',
    number: `${carrier.code} ${number}`,
    name: null,
    carrierCode: carrier.code,
    serviceKey,
    timeZone: from.timeZone,
    departureMinute,
    stops,
    properties: {
      mode: 'PLANE',
      aircraftCode: plan.aircraft.code,
      aircraftName: plan.aircraft.name,
      seatMap: plan.aircraft.seatMap,
      fareFamilies: fareFamilies(carrier, plan.aircraft, plan.km, plan.minutes, rng),
      technicalLandings: plan.refuel
        ? [
            {
              stationCode: plan.refuel.code ?? String(plan.refuel.id),
              arrivalOffset: plan.refuelArrival,
              departureOffset: plan.refuelDeparture,
            },
          ]
        : [],
    },
  };
}

/**
 * Flight numbers, unique per airline: the outbound flight takes an even number and its
 * return the next odd one, as airlines pair them. Аэрофлот numbers domestic flights from
 * 1000, the others from 100.
 */
class FlightNumbers {
  private readonly next = new Map<string, number>();

  pair(code: string): [number, number] {
    const n = this.next.get(code) ?? (code === 'SU' ? 1_000 : 100);
    this.next.set(code, n + 2);
    return [n, n + 1];
  }
}
