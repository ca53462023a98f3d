import fc from 'fast-check';
import { compileTimetable } from '../timetable/compile.ts';
import { MODES, STATION_KINDS, type Mode, type TimetableSource } from '../timetable/source.ts';
import type { Timetable } from '../timetable/timetable.ts';
import type { CombinedQuery } from './combined.ts';
import { FIRST_DAY } from './network.test-support.ts';

export const ZONES = [
  'Europe/Moscow',
  'Asia/Yekaterinburg',
  'Asia/Vladivostok',
  'Europe/Kaliningrad',
] as const;

/** Horizon of the random networks: short, so the reference router stays fast. */
export const RANDOM_DAYS = 3;

/** A network and a query in station ids (city → its station ids), before compiling. */
export type RandomCase = {
  source: TimetableSource;
  originStations: number[];
  destinationStations: number[];
  query: Omit<CombinedQuery, 'origins' | 'destinations'>;
};

const stopArb = fc.record({
  run: fc.oneof(fc.integer({ min: 10, max: 240 }), fc.integer({ min: 10, max: 1500 })),
  dwell: fc.integer({ min: 0, max: 40 }),
  km: fc.integer({ min: 1, max: 1500 }),
  // Mostly both; sometimes boarding or alighting only.
  flags: fc.constantFrom('both', 'both', 'both', 'both', 'board', 'alight'),
});

/** The ids of the chosen stations of a city, or all of them; never none. */
function pick(stations: { id: number }[], chosen: boolean[] | null): number[] {
  const ids = stations.map((s) => s.id);
  const picked = chosen ? ids.filter((_, i) => chosen[i]) : ids;
  return picked.length > 0 ? picked : ids.slice(0, 1);
}

/** A trip over 2–4 of the `allowed` station indices, in any order. */
const tripArb = (allowed: number[]) =>
  fc.record({
    mode: fc.constantFrom(...MODES),
    timeZone: fc.constantFrom(...ZONES),
    departureMinute: fc.integer({ min: 0, max: 1439 }),
    weekdays: fc.oneof(
      { arbitrary: fc.constant(127), weight: 2 },
      { arbitrary: fc.integer({ min: 1, max: 127 }), weight: 1 },
    ),
    stations: fc.shuffledSubarray(allowed, {
      minLength: 2,
      maxLength: Math.min(4, allowed.length),
    }),
    stops: fc.array(stopArb, { minLength: 4, maxLength: 4 }),
    /** Runs the stops of an earlier trip: the same pattern at another time, maybe another fare. */
    sameAs: fc.option(fc.nat(), { freq: 2 }),
    fare: fc.option(
      fc.record({
        base: fc.integer({ min: 0, max: 3000 }),
        perKm: fc.integer({ min: 0, max: 300 }),
      }),
      { freq: 4 },
    ),
  });

/**
 * 3–4 cities of 2–3 stations each in the four zones, 5–15 trips of random modes over 2–4
 * stations (any cities, sometimes running over midnight or for days), random weekday masks,
 * fares and boarding flags, some walking transfers inside cities, and a query between two
 * cities on one of the first two days.
 */
export const randomCaseArb: fc.Arbitrary<RandomCase> = fc
  .array(
    fc.record({
      zone: fc.constantFrom(...ZONES),
      kinds: fc.array(fc.constantFrom(...STATION_KINDS), { minLength: 2, maxLength: 3 }),
    }),
    { minLength: 3, maxLength: 4 },
  )
  .chain((cities) => {
    const stations = cities
      .flatMap((city, c) =>
        city.kinds.map((kind) => ({ cityId: c + 1, kind, timeZone: city.zone })),
      )
      .map((s, i) => ({ ...s, id: i + 1, latitude: 55, longitude: 37 }));
    const pairs = stations.flatMap((x) =>
      stations.filter((y) => y.cityId === x.cityId).map((y) => [x.id, y.id] as const),
    );
    // A corridor links neighbouring cities only and is searched end to end: several rides.
    const corridorTrips = fc.nat(cities.length - 2).chain((c) =>
      tripArb(
        stations
          .map((s, i) => ({ city: s.cityId - 1, i }))
          .filter((s) => s.city === c || s.city === c + 1)
          .map((s) => s.i),
      ),
    );
    const anyTrips = tripArb(stations.map((_, i) => i));
    return fc.record({
      stations: fc.constant(stations),
      corridor: fc.boolean(),
      anyTrips: fc
        .integer({ min: 5, max: 15 })
        .chain((n) => fc.array(anyTrips, { minLength: n, maxLength: n })),
      corridorTrips: fc
        .integer({ min: 5, max: 15 })
        .chain((n) => fc.array(corridorTrips, { minLength: n, maxLength: n })),
      transfers: fc.subarray(pairs).chain((chosen) =>
        fc.tuple(...chosen.map(() => fc.integer({ min: 0, max: 120 }))).map((minutes) =>
          chosen.map(([fromStationId, toStationId], i) => ({
            fromStationId,
            toStationId,
            minutes: minutes[i]!,
          })),
        ),
      ),
      cities: fc
        .uniqueArray(fc.integer({ min: 1, max: cities.length }), { minLength: 2, maxLength: 2 })
        .map(([from, to]) => [from!, to!] as const),
      // Sometimes a traveller picks stations (an airport, a terminal) rather than the whole city.
      pickOrigins: fc.option(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 })),
      pickDestinations: fc.option(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 })),
      day: fc.integer({ min: 0, max: 1 }),
      hours: fc.oneof(
        fc.constant([0, 24] as const),
        fc
          .tuple(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: 48 }))
          .map(([x, y]) => [Math.min(x, y) / 2, Math.max(x, y) / 2] as const),
      ),
      modes: fc.oneof(fc.constant(MODES), fc.subarray([...MODES] as Mode[], { minLength: 1 })),
      maxTransfers: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(3)),
    });
  })
  .map(({ stations, corridor, anyTrips, corridorTrips, transfers, day, hours, modes, ...q }) => {
    const trips = corridor ? corridorTrips : anyTrips;
    const cities = corridor ? [1, Math.max(...stations.map((s) => s.cityId))] : q.cities;
    return {
      source: {
        stations,
        trips: trips.map((own, i) => {
          const model = own.sameAs === null || i === 0 ? own : trips[own.sameAs % i]!;
          const t = { ...own, mode: model.mode, stations: model.stations, stops: model.stops };
          let offset = 0;
          return {
            id: 100 + i,
            mode: t.mode,
            timeZone: t.timeZone,
            departureMinute: t.departureMinute,
            calendar: {
              weekdays: t.weekdays,
              startDate: null,
              endDate: null,
              addedDates: [],
              removedDates: [],
            },
            stops: t.stations.map((s, k) => {
              const r = t.stops[k]!;
              const arrivalOffset = k === 0 ? 0 : offset + r.run;
              offset = k === 0 ? 0 : arrivalOffset + r.dwell;
              return {
                stationId: stations[s]!.id,
                arrivalOffset,
                departureOffset: offset,
                distanceKm: t.stops.slice(1, k + 1).reduce((km, x) => km + x.km, 0),
                boarding: r.flags !== 'alight',
                alighting: r.flags !== 'board',
              };
            }),
            fare: t.fare,
          };
        }),
        transfers,
      },
      originStations: pick(
        stations.filter((s) => s.cityId === cities[0]),
        q.pickOrigins,
      ),
      destinationStations: pick(
        stations.filter((s) => s.cityId === cities[1]),
        q.pickDestinations,
      ),
      query: {
        window: { day: FIRST_DAY + day, fromHour: hours[0], toHour: hours[1] },
        modes,
        maxTransfers: q.maxTransfers,
      },
    };
  });

/** PROPERTY_RUNS=20000 for a long soak; 1000 keeps a file of properties near 2 s. */
export const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);

/** A random case compiled, with its query in the timetable's stops. */
export function prepare(c: RandomCase): { timetable: Timetable; q: CombinedQuery } {
  const timetable = compileTimetable(c.source, { firstDay: FIRST_DAY, days: RANDOM_DAYS });
  const stops = (ids: number[]) => ids.map((id) => timetable.stopOf(id)!);
  return {
    timetable,
    q: { ...c.query, origins: stops(c.originStations), destinations: stops(c.destinationStations) },
  };
}
