import type {
  DemoStop,
  DemoTrip,
  NetworkCity,
  NetworkCorridor,
  NetworkStation,
} from './demo-feed.ts';
import type { TrainCar } from '@peresadka/contracts/trip-properties';
import { greatCircleKm } from './distance.ts';
import type { NetworkIndex } from './network.ts';
import { Random } from './random.ts';
import { RAIL_FACTOR, type RailHop } from './rail-map.ts';
import { spreadDepartures, weeklySlots, type ServiceBook } from './schedule.ts';
import { lineStops, type Leg } from './stops.ts';
import { goesRound, lineEnd, railStation } from './terminals.ts';
import { trainCars } from './train-cars.ts';
import { trainLines, type TrainLine } from './train-lines.ts';
import { TrainNumbers, type TrainKind } from './train-numbers.ts';

/**
 * Average running speed between stops on an ordinary line, km/h, calibrated on the real
 * timetables of `data/reference-durations.tsv`; a corridor's own speed multiplies it
 * (Октябрьская 1.25). Long-distance trains share the track with freight.
 */
const SPEED: Record<TrainKind, number> = {
  highSpeed: 142,
  express: 106,
  fast: 66,
  passenger: 60,
  suburban: 60,
};
/** A named (фирменный) скорый has the right of way over the others. */
const NAMED_SPEEDUP = 1.12;

const CATEGORY: Record<TrainKind, string> = {
  highSpeed: 'Высокоскоростной',
  express: 'Скоростной',
  fast: 'Скорый',
  passenger: 'Пассажирский',
  suburban: 'Пригородный',
};

/**
 * Departure windows in local minutes. Day trains leave from 06:00 and arrive by 23:00; no
 * long train leaves between 03:00 and 06:00 (the window runs from 06:00 round to 02:55); a
 * night train (7–16 h) is timed by its arrival, 05:30–09:30 at its last station.
 */
const DAY_FIRST = 6 * 60;
const DAY_LAST = 22 * 60;
const DAY_END = 23 * 60;
const ROUND_THE_CLOCK = [6 * 60, 26 * 60 + 55] as const;
const NIGHT = [7 * 60, 16 * 60] as const;
const MORNING_ARRIVAL = [5 * 60 + 30, 9 * 60 + 30] as const;

/**
 * A line's stops one way, the zone of its first station, where its clock runs, and how far
 * the clock of its last station runs ahead of it.
 */
type Run = { stops: DemoStop[]; timeZone: string; zoneShift: number };

export function generateTrains(
  network: NetworkIndex,
  corridors: readonly NetworkCorridor[],
  services: ServiceBook,
  seed: number,
): DemoTrip[] {
  const numbers = new TrainNumbers();
  const lines = trainLines(network, corridors);
  // Named trains keep their own numbers: they are held back before anyone else is numbered.
  const ownNumbers = new Map(
    lines.flatMap((line) =>
      line.number ? [[line, numbers.reserve(line.number, Math.ceil(line.perDay))] as const] : [],
    ),
  );
  const trips: DemoTrip[] = [];
  for (const line of lines) {
    const ids = line.cities.map((c) => c.id).join('-');
    const rng = new Random(seed, `train:${line.kind}:${line.name ?? ''}:${ids}`);
    const forward = run(network, line, line.cities, line.hops, rng);
    const backward = run(network, line, [...line.cities].reverse(), [...line.hops].reverse(), rng);
    if (!forward || !backward) continue;
    const slots = weeklySlots(line.perDay, rng);
    const there = departures(line, forward, slots.length, rng);
    const back = departures(line, backward, slots.length, rng);
    const first = line.cities[0]!;
    const last = line.cities.at(-1)!;
    const formedIn = first.population >= last.population ? first : last;
    slots.forEach((mask, i) => {
      const pair = ownNumbers.get(line)?.[i] ?? numbers.pair(line.kind, formedIn);
      const [forwardNumber, backwardNumber] =
        line.evenFromFirst || northOrEast(first, last)
          ? [pair.even, pair.odd]
          : [pair.odd, pair.even];
      const saleForbidden = rng.chance(0.01);
      const cars = trainCars(
        line.kind,
        line.name,
        line.consist,
        forward.stops.at(-1)!.distanceKm,
        saleForbidden,
        rng,
      );
      const common = { line, cars, saleForbidden, serviceKey: services.keyFor(mask), rng };
      trips.push(
        train({ ...common, number: forwardNumber, run: forward, departureMinute: there[i]! }),
        train({ ...common, number: backwardNumber, run: backward, departureMinute: back[i]! }),
      );
    });
  }
  return trips;
}

/**
 * A line in one direction: every city of it that has a railway station, each at the station
 * the line uses there (a Moscow train at its terminal; one through Moscow at none), dwelling
 * longer in bigger cities; a line that ends in a city with a station beyond its own (Сочи)
 * runs on to it (Адлер). The timetable's own run time, where it has one, stretches the running
 * times to fit. Null when fewer than two stations remain.
 */
function run(
  network: NetworkIndex,
  line: TrainLine,
  cities: readonly NetworkCity[],
  hops: readonly RailHop[],
  rng: Random,
): Run | null {
  const calls: { city: NetworkCity; station: NetworkStation; hop: RailHop }[] = [];
  let pending = 0;
  cities.forEach((city, i) => {
    pending += i > 0 ? hops[i - 1]!.km : 0;
    // A terminal faces the way the train goes on, or at the end the way it came from.
    const beyond = i < cities.length - 1 ? cities.slice(i + 1) : cities.slice(0, i).reverse();
    const through = i > 0 && i < cities.length - 1 && goesRound(city);
    const station = through ? null : railStation(network, city, beyond);
    if (!station) return;
    const hop = hops[Math.max(0, i - 1)];
    calls.push({
      city,
      station,
      hop: { km: pending, speed: hop?.speed ?? 1, express: hop?.express ?? 1 },
    });
    pending = 0;
  });
  const first = calls[0];
  const last = calls.at(-1);
  const after = last && lineEnd(network, last.city);
  const before = first && lineEnd(network, first.city);
  const stretch = (a: NetworkStation, b: NetworkStation) => ({
    km: greatCircleKm(a, b) * RAIL_FACTOR,
    speed: 1,
    express: 1,
  });
  if (last && after)
    calls.push({ city: last.city, station: after, hop: stretch(last.station, after) });
  if (first && before) {
    calls[0] = { ...first, hop: stretch(before, first.station) };
    calls.unshift({ city: first.city, station: before, hop: { km: 0, speed: 1, express: 1 } });
  }
  const [origin, ...rest] = calls;
  if (!origin || rest.length === 0) return null;
  const speedup = line.name && line.kind === 'fast' ? NAMED_SPEEDUP : 1;
  const legs: Leg[] = rest.map((call) => ({
    stationId: call.station.id,
    runMinutes: Math.max(
      5,
      Math.round(
        (call.hop.km /
          (SPEED[line.kind] *
            (line.kind === 'express' ? call.hop.express : call.hop.speed) *
            speedup)) *
          60,
      ),
    ),
    dwellMinutes: dwell(line.kind, call.city, rng),
    km: call.hop.km,
  }));
  return {
    stops: lineStops(origin.station.id, fitted(legs, line.minutes)),
    timeZone: origin.station.timeZone,
    // The clock at the last station runs this far ahead of the first one's.
    zoneShift: utcOffset(calls.at(-1)!.station.timeZone) - utcOffset(origin.station.timeZone),
  };
}

/** Legs stretched or squeezed so the last arrival comes `minutes` after departure. */
function fitted(legs: Leg[], minutes: number | null): Leg[] {
  if (minutes === null) return legs;
  const dwells = legs.slice(0, -1).reduce((sum, leg) => sum + leg.dwellMinutes, 0);
  const running = legs.reduce((sum, leg) => sum + leg.runMinutes, 0);
  const factor = (minutes - dwells) / running;
  let clock = 0;
  return legs.map((leg, i) => {
    // Rounded cumulatively, so the end comes out at exactly `minutes`.
    const target = Math.round(
      legs.slice(0, i + 1).reduce((sum, l) => sum + l.runMinutes, 0) * factor,
    );
    const runMinutes = Math.max(1, target - clock);
    clock += runMinutes;
    return { ...leg, runMinutes };
  });
}

/** 2 minutes at small towns, up to 20 at a million-city, where crews and engines change. */
function dwell(kind: TrainKind, city: NetworkCity, rng: Random): number {
  if (kind === 'highSpeed' || kind === 'express' || kind === 'suburban') return 2;
  if (city.population >= 1e6) return rng.int(15, 20);
  if (city.population >= 300_000) return rng.int(8, 15);
  if (city.population >= 100_000) return rng.int(3, 8);
  return 2;
}

/**
 * Local departure minutes of `count` runs one way: the fixed one, or spread over the window
 * the run's length asks for; a night train's arrivals are spread over the morning and its
 * departures counted back from them.
 */
function departures(line: TrainLine, run: Run, count: number, rng: Random): number[] {
  const fixed = line.departure;
  if (fixed !== null) return Array.from({ length: count }, () => fixed);
  const minutes = run.stops.at(-1)!.arrivalOffset;
  const night = line.kind === 'fast' || line.kind === 'passenger';
  if (night && minutes >= NIGHT[0] && minutes <= NIGHT[1]) {
    return spreadDepartures(count, ...MORNING_ARRIVAL, rng).map(
      (arrival) => (((arrival - run.zoneShift - minutes) % 1440) + 1440) % 1440,
    );
  }
  if (minutes <= DAY_END - DAY_FIRST) {
    return spreadDepartures(count, DAY_FIRST, Math.min(DAY_LAST, DAY_END - minutes), rng);
  }
  return spreadDepartures(count, ...ROUND_THE_CLOCK, rng);
}

/** Minutes a zone runs ahead of UTC; Russia keeps no summer time, so one date serves. */
const offsets = new Map<string, number>();
function utcOffset(timeZone: string): number {
  const known = offsets.get(timeZone);
  if (known !== undefined) return known;
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(Date.UTC(2026, 0, 5)))
    .find((p) => p.type === 'timeZoneName')!.value;
  const match = /([+-])(\d\d):(\d\d)/.exec(name);
  const offset = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
    : 0;
  offsets.set(timeZone, offset);
  return offset;
}

/**
 * Russian Railways give even numbers to trains heading north or east, odd ones to trains
 * heading south or west: Москва → Санкт-Петербург is 002А, the way back 001А.
 */
function northOrEast(from: NetworkCity, to: NetworkCity): boolean {
  const north = to.latitude - from.latitude;
  const midLatitude = ((from.latitude + to.latitude) / 2) * (Math.PI / 180);
  const east = (to.longitude - from.longitude) * Math.cos(midLatitude);
  return north + east > 0;
}

function train(t: {
  line: TrainLine;
  cars: TrainCar[];
  saleForbidden: boolean;
  serviceKey: string;
  number: string;
  run: Run;
  departureMinute: number;
  rng: Random;
}): DemoTrip {
  return {
    mode: 'TRAIN',
    number: t.number,
    name: t.line.name,
    carrierCode: t.line.carrier,
    serviceKey: t.serviceKey,
    timeZone: t.run.timeZone,
    departureMinute: t.departureMinute,
    stops: t.run.stops,
    properties: {
      mode: 'TRAIN',
      displayNumber: t.number,
      category: t.line.name && t.line.kind === 'fast' ? 'Фирменный' : CATEGORY[t.line.kind],
      isSuburban: t.line.kind === 'suburban',
      hasElectronicRegistration: t.line.kind !== 'suburban' && t.rng.chance(0.9),
      hasTwoStoreyCars: t.cars.some((car) => car.twoStorey),
      isSaleForbidden: t.saleForbidden,
      isTransitDocumentRequired: t.line.transitDocument,
      cars: t.cars,
    },
  };
}
