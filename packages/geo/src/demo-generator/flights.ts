import { greatCircleKm } from '@peresadka/engine/great-circle';
import { aircraftFor, AIRCRAFT } from './aircraft.ts';
import type {
  DemoCarrier,
  DemoTrip,
  NetworkCity,
  NetworkStation,
} from '../demo-timetable/demo-feed.ts';
import { fareFamilies } from './fares.ts';
import type { NetworkIndex } from './network-index.ts';
import { five, type Random } from './random.ts';
import { DAILY, weeklyMask, type Services } from './services.ts';

export const AIRLINES: (DemoCarrier & { lowCost: boolean; moscowAirport: string })[] = [
  { code: 'SU', name: 'Аэрофлот', mode: 'PLANE', lowCost: false, moscowAirport: 'SVO' },
  { code: 'S7', name: 'S7 Airlines', mode: 'PLANE', lowCost: false, moscowAirport: 'DME' },
  { code: 'U6', name: 'Уральские авиалинии', mode: 'PLANE', lowCost: false, moscowAirport: 'DME' },
  { code: 'DP', name: 'Победа', mode: 'PLANE', lowCost: true, moscowAirport: 'VKO' },
  { code: 'FV', name: 'Россия', mode: 'PLANE', lowCost: false, moscowAirport: 'VKO' },
  { code: 'UT', name: 'ЮТэйр', mode: 'PLANE', lowCost: false, moscowAirport: 'VKO' },
  { code: 'N4', name: 'Северный ветер', mode: 'PLANE', lowCost: false, moscowAirport: 'SVO' },
  { code: '5N', name: 'Smartavia', mode: 'PLANE', lowCost: false, moscowAirport: 'VKO' },
  { code: 'YC', name: 'Ямал', mode: 'PLANE', lowCost: false, moscowAirport: 'DME' },
  { code: 'A4', name: 'Азимут', mode: 'PLANE', lowCost: false, moscowAirport: 'ZIA' },
  { code: 'HZ', name: 'Аврора', mode: 'PLANE', lowCost: false, moscowAirport: 'SVO' },
];

/** Cities other airports fly to the most, beyond Moscow and Saint Petersburg. */
const REGIONAL_HUBS = [
  'Екатеринбург',
  'Новосибирск',
  'Красноярск',
  'Хабаровск',
  'Сочи',
  'Казань',
  'Владивосток',
  'Краснодар',
  'Уфа',
  'Самара',
  'Ростов-на-Дону',
  'Минеральные Воды',
  'Иркутск',
  'Калининград',
];

/** Average cruise speed with climb and descent; taxi and take-off come on top. */
const KMH = 780;
const TAXI_MINUTES = 35;

type Link = { a: NetworkCity; b: NetworkCity; perDay: number };

/**
 * Direct flights: Moscow to every city with an airport, Saint Petersburg to the big and the
 * remote ones, regional hubs to their neighbours and to each other. Frequencies grow with
 * population; small remote towns get a few flights a week.
 */
export function generateFlights(
  index: NetworkIndex,
  random: Random,
  services: Services,
): DemoTrip[] {
  const airportCities = index.network.cities.filter(
    (c) => index.stationsOf(c.id, 'Airport').length > 0,
  );
  const moscow = index.cityNamed('Москва');
  const petersburg = index.cityNamed('Санкт-Петербург');
  const hubs = REGIONAL_HUBS.map((n) => index.cityNamed(n)).filter(
    (c): c is NetworkCity => c !== undefined && index.stationsOf(c.id, 'Airport').length > 0,
  );
  const links = new Map<string, Link>();
  const link = (a: NetworkCity, b: NetworkCity, perDay: number) => {
    if (a.id === b.id) return;
    const key = a.id < b.id ? `${a.id}-${b.id}` : `${b.id}-${a.id}`;
    const known = links.get(key);
    if (!known || known.perDay < perDay) links.set(key, { a, b, perDay });
  };
  const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

  for (const c of airportCities) {
    if (moscow) link(moscow, c, clamp(c.population / 90_000, 0.4, 12));
    if (petersburg && (c.population >= 250_000 || c.population < 60_000)) {
      link(petersburg, c, clamp(c.population / 280_000, 0.4, 6));
    }
  }
  for (const hub of hubs) {
    const near = airportCities
      .filter((c) => c.id !== moscow?.id && c.id !== petersburg?.id)
      .map((c) => ({ c, km: greatCircleKm(hub, c) }))
      .filter(({ km }) => km > 250 && km < 3000)
      .sort((x, y) => x.km - y.km)
      .slice(0, 16);
    for (const { c } of near) link(hub, c, clamp(c.population / 450_000, 0.3, 2));
    for (const other of hubs) link(hub, other, 1);
  }

  const numbers = new Map<string, number>();
  const nextNumber = (code: string) => {
    const n = (numbers.get(code) ?? (code === 'SU' ? 1000 : 100)) + 2;
    numbers.set(code, n);
    return n;
  };

  const trips: DemoTrip[] = [];
  for (const { a, b, perDay } of [...links.values()]) {
    const km = greatCircleKm(a, b);
    const daily = perDay >= 1;
    const count = daily ? Math.round(perDay) : 1;
    for (let k = 0; k < count; k++) {
      const airline = random.pick(
        a.id === moscow?.id || b.id === moscow?.id ? AIRLINES : AIRLINES.slice(0, 8),
      );
      const mask = daily
        ? DAILY
        : weeklyMask(Math.max(2, Math.round(perDay * 7)), random.int(0, 6));
      const number = nextNumber(airline.code);
      const level = random.spread(0.15);
      const plane = aircraftFor(km, airline.lowCost, random.float());
      for (const [from, to, flightNumber] of [
        [a, b, number],
        [b, a, number + 1],
      ] as const) {
        const slot = 6 * 60 + Math.floor(((k + random.float()) * 17 * 60) / count);
        trips.push(
          flight(index, {
            from,
            to,
            airline,
            number: `${airline.code} ${flightNumber}`,
            serviceKey: services.key(mask),
            departureMinute: five(slot),
            km,
            level,
            aircraftCode: plane.code,
          }),
        );
      }
    }
  }
  return trips;
}

type FlightPlan = {
  from: NetworkCity;
  to: NetworkCity;
  airline: (typeof AIRLINES)[number];
  number: string;
  serviceKey: string;
  departureMinute: number;
  km: number;
  level: number;
  aircraftCode: string;
};

/** An airline uses its own Moscow airport; elsewhere a city's first airport. */
function airportOf(index: NetworkIndex, city: NetworkCity, moscowAirport: string): NetworkStation {
  const airports = index.stationsOf(city.id, 'Airport');
  return airports.find((s) => s.code === moscowAirport) ?? airports[0]!;
}

function flight(index: NetworkIndex, p: FlightPlan): DemoTrip {
  const origin = airportOf(index, p.from, p.airline.moscowAirport);
  const destination = airportOf(index, p.to, p.airline.moscowAirport);
  const minutes = five((p.km / KMH) * 60 + TAXI_MINUTES);
  const plane = AIRCRAFT[p.aircraftCode]!;
  const needsFuel = p.km > plane.rangeKm;
  const stop = needsFuel ? refuelStop(index, origin, destination) : null;
  return {
    mode: 'PLANE',
    number: p.number,
    name: null,
    carrierCode: p.airline.code,
    serviceKey: p.serviceKey,
    timeZone: origin.timeZone,
    departureMinute: p.departureMinute,
    stops: [
      {
        stationId: origin.id,
        arrivalOffset: 0,
        departureOffset: 0,
        distanceKm: 0,
        boarding: true,
        alighting: false,
      },
      {
        stationId: destination.id,
        arrivalOffset: minutes + (stop ? 75 : 0),
        departureOffset: minutes + (stop ? 75 : 0),
        distanceKm: Math.round(p.km),
        boarding: false,
        alighting: true,
      },
    ],
    properties: {
      mode: 'PLANE',
      aircraftCode: plane.code,
      aircraftName: plane.name,
      seatMap: plane.seatMap,
      fareFamilies: fareFamilies(p.km, p.level, p.airline.lowCost, p.km > 1500),
      technicalLandings: stop
        ? [
            {
              stationCode: stop.code!,
              arrivalOffset: Math.round(minutes / 2),
              departureOffset: Math.round(minutes / 2) + 75,
            },
          ]
        : [],
    },
  };
}

/** The airport nearest the middle of a flight too long for its aircraft. */
function refuelStop(
  index: NetworkIndex,
  a: NetworkStation,
  b: NetworkStation,
): NetworkStation | null {
  const middle = {
    latitude: (a.latitude + b.latitude) / 2,
    longitude: (a.longitude + b.longitude) / 2,
  };
  let best: { s: NetworkStation; km: number } | null = null;
  for (const s of index.network.stations) {
    if (s.type !== 'Airport' || !s.code || s.id === a.id || s.id === b.id) continue;
    const km = greatCircleKm(middle, s);
    if (!best || km < best.km) best = { s, km };
  }
  return best?.s ?? null;
}
