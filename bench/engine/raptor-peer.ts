import {
  GroupStationDepartAfterQuery,
  JourneyFactory,
  RaptorAlgorithmFactory,
  type RaptorAlgorithm,
  Service,
  TimeParser,
  type DayOfWeek,
  type Interchange,
  type Journey,
  type StopTime,
  type TimetableLeg,
  type Transfer,
  type TransfersByOrigin,
  type Trip,
} from 'raptor-journey-planner';
import { clock, NOT_FOUND, type EngineAdapter } from './adapter.ts';
import type { LoadedFeed } from './feeds.ts';
import { rowsOfFile, type GtfsTexts } from './gtfs-files.ts';

/** A walk with the minutes our timetable gives it; raptor sees the netted `duration`. */
type TimedTransfer = Transfer & { seconds: number };

const WEEKDAY_COLUMNS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/**
 * raptor-journey-planner on the feed's own trips and calendars, with our station model:
 * platforms folded into their parent station, our change time at each station and the links
 * between stations of the variant it is compared with (LoadedFeed.oneDay). Its answers that
 * start or end with a walk are set aside, as we never make those. Any remaining disagreement
 * is then about routing, not modelling.
 *
 * Its `loadGTFS(zipStream)` never resolves on Node 20, so the files are read here the way it
 * reads them (same fields, its own TimeParser and Service), with its known traps avoided:
 * a service known only from calendar_dates.txt gets a Service (create() would crash on it),
 * trip-specific transfer rows are not links between stops (they would become NaN), and stop
 * times are put in stop_sequence order instead of trusting file order.
 */
export const RAPTOR = 'raptor-journey-planner';
export const RAPTOR_EXACT = 'raptor-journey-planner, исправленный поиск рейса';

export function raptorPeers(
  texts: GtfsTexts,
  feed: LoadedFeed,
): { published: EngineAdapter; exact: EngineAdapter } {
  const { timetable } = feed;
  const stationOf = new Map<string, string>();
  const nameOf = new Map<string, string>();
  for (const row of rowsOfFile(texts, 'stops.txt')) {
    stationOf.set(row.stop_id!, row.parent_station || row.stop_id!);
    nameOf.set(row.stop_id!, row.stop_name ?? '');
  }
  const changeSeconds = (station: string) => {
    const stop = feed.stopOfExternalId.get(station);
    return stop === undefined ? 0 : timetable.a.stopMinChange[stop]! * 60;
  };

  const trips = readTrips(texts, stationOf);
  const interchange: Interchange = {};
  for (const trip of trips) {
    for (const st of trip.stopTimes) interchange[st.stop] = changeSeconds(st.stop);
  }

  // raptor adds the change time of the station a walk ends at (the one it starts from is
  // already in the arrival it starts from); the comparison variant's walks are never shorter
  // than both change times, so what is left for raptor is never negative.
  // The comparison variant's stops are the production ones, in the same order.
  const { oneDay } = feed;
  const transfers: TransfersByOrigin = {};
  const a = oneDay.a;
  for (let from = 0; from < oneDay.stopCount; from++) {
    for (let k = a.transferStart[from]!; k < a.transferStart[from + 1]!; k++) {
      const origin = feed.externalIdOfStop[from]!;
      const destination = feed.externalIdOfStop[a.transferTo[k]!]!;
      const seconds = a.transferMinutes[k]! * 60;
      const t: TimedTransfer = {
        origin,
        destination,
        seconds,
        duration: Math.max(0, seconds - changeSeconds(origin) - changeSeconds(destination)),
        startTime: 0,
        endTime: Number.MAX_SAFE_INTEGER,
      };
      (transfers[origin] ??= []).push(t);
    }
  }

  // Pre-filtering by date is the library's fast path; a fresh Date because plan() mutates it.
  const serviceDay = () => new Date(`${feed.spec.date}T12:00:00Z`);
  // Its results table only knows stops served that day; asking for another one would crash.
  const day = serviceDay();
  const dateNumber = Number(feed.spec.date.replaceAll('-', ''));
  const served = new Set(
    trips
      .filter((trip) => trip.service.runsOn(dateNumber, day.getDay() as DayOfWeek))
      .flatMap((trip) => trip.stopTimes.map((st) => st.stop)),
  );
  const walksInto = new Map<string, Transfer[]>();
  for (const list of Object.values(transfers)) {
    for (const t of list)
      walksInto.set(t.destination, [...(walksInto.get(t.destination) ?? []), t]);
  }

  const adapter = (name: string, raptor: RaptorAlgorithm): EngineAdapter => {
    // One service day, as we search one date: the library would otherwise retry on the next days.
    const query = new GroupStationDepartAfterQuery(raptor, new JourneyFactory(), 1);
    return {
      name,
      earliestArrival(origin, destination, departure) {
        if (!served.has(origin) || !served.has(destination) || origin === destination) {
          return NOT_FOUND;
        }
        const journeys = withoutEndWalks(transfers, walksInto, origin, destination, () =>
          query.plan([origin], [destination], serviceDay(), departure),
        );
        let best: Journey | undefined;
        let bestArrival = Infinity;
        for (const j of journeys) {
          const last = j.legs.at(-1)!;
          if (!isTimetableLeg(last)) continue;
          const arrival = last.stopTimes.at(-1)!.arrivalTime;
          if (arrival < bestArrival) [best, bestArrival] = [j, arrival];
        }
        if (!best) return NOT_FOUND;
        const legs = best.legs;
        return {
          arrival: bestArrival,
          describe: () => legs.map((leg) => describeLeg(leg, nameOf)).join('; '),
        };
      },
    };
  };

  const published = RaptorAlgorithmFactory.create(trips, transfers, interchange, serviceDay());
  const exact = RaptorAlgorithmFactory.create(trips, transfers, interchange, serviceDay());
  withExactTripSearch(exact);
  return { published: adapter(RAPTOR, published), exact: adapter(RAPTOR_EXACT, exact) };
}

/**
 * We never walk before the first ride or after the last, so for one query raptor loses the
 * walks out of the origin and into the destination. It reads the very arrays passed to
 * create(), so they are emptied and refilled in place.
 */
function withoutEndWalks<T>(
  transfers: TransfersByOrigin,
  walksInto: Map<string, Transfer[]>,
  origin: string,
  destination: string,
  run: () => T,
): T {
  const fromOrigin = transfers[origin]?.splice(0) ?? [];
  const removed: [Transfer[], Transfer][] = [];
  for (const t of walksInto.get(destination) ?? []) {
    const list = transfers[t.origin]!;
    const at = list.indexOf(t);
    if (at >= 0) removed.push([list, ...list.splice(at, 1)] as [Transfer[], Transfer]);
  }
  try {
    return run();
  } finally {
    transfers[origin]?.push(...fromOrigin);
    for (const [list, t] of removed) list.push(t);
  }
}

type ScannedTrip = Trip & { stopTimes: StopTime[] };
type TripSearch = { getTrip(route: string, at: number, time: number): ScannedTrip | undefined };
type ScanState = {
  previousArrival(stop: string): number | undefined;
  bestArrival(stop: string): number;
  setTrip(trip: ScannedTrip, from: number, to: number, interchange: number): void;
};
/** The library's internals this bench reaches into; none of them is part of its typings. */
type RaptorInternals = {
  routeStopIndex: Record<string, Record<string, number>>;
  routePath: Record<string, string[]>;
  interchange: Record<string, number>;
  queueFactory: { getQueue(marked: string[]): Record<string, string> };
  routeScannerFactory: {
    tripsByRoute: Record<string, ScannedTrip[]>;
    create(date: number, dow: DayOfWeek): TripSearch;
  };
  scanRoutes(results: ScanState, scanner: TripSearch, marked: string[]): void;
};

/**
 * Two faults of the library, fixed for the comparison only (the timed instance is untouched):
 * - its RouteScanner remembers, per route, where its last search stopped and starts the next
 *   one there, assuming later searches are for earlier times; a later round that needs a later
 *   trip of the route never finds it (LIRR Carle Place → Elmont-UBS Arena at 10:16: 12:27
 *   instead of 12:25);
 * - while riding, at a stop reached earlier by another way it swaps its trip for the first
 *   trip leaving after that arrival even when that trip is later than the one it is on
 *   (subway Marble Hill-225 St → South Ferry at 17:27: 18:19 instead of 18:15).
 * The replacement scan is the library's own, with a plain trip search and the swap made only
 * for an earlier trip.
 */
function withExactTripSearch(raptor: RaptorAlgorithm): void {
  const r = raptor as unknown as RaptorInternals;
  const { tripsByRoute } = r.routeScannerFactory;
  r.routeScannerFactory = {
    tripsByRoute,
    create: (date, dow) => ({
      getTrip(route, at, time) {
        const list = tripsByRoute[route]!;
        let found: ScannedTrip | undefined;
        for (
          let i = list.length - 1;
          i >= 0 && list[i]!.stopTimes[at]!.departureTime >= time;
          i--
        ) {
          if (list[i]!.service.runsOn(date, dow)) found = list[i];
        }
        return found;
      },
    }),
  };
  r.scanRoutes = (results, scanner, marked) => {
    for (const [route, start] of Object.entries(r.queueFactory.getQueue(marked))) {
      const path = r.routePath[route]!;
      let boardedAt = -1;
      let trip: ScannedTrip | undefined;
      for (let pi = r.routeStopIndex[route]![start]!; pi < path.length; pi++) {
        const stop = path[pi]!;
        const change = r.interchange[stop]!;
        const previous = results.previousArrival(stop);
        const here = trip?.stopTimes[pi];
        if (here && here.dropOff && here.arrivalTime + change < results.bestArrival(stop)) {
          results.setTrip(trip!, boardedAt, pi, change);
        } else if (previous && (!here || previous < here.arrivalTime + change)) {
          const earlier = scanner.getTrip(route, pi, previous);
          if (earlier && (!here || earlier.stopTimes[pi]!.departureTime < here.departureTime)) {
            trip = earlier;
            boardedAt = pi;
          }
        }
      }
    }
  };
}

function readTrips(texts: GtfsTexts, stationOf: Map<string, string>): Trip[] {
  const dates: Record<string, Record<number, boolean>> = {};
  for (const row of rowsOfFile(texts, 'calendar_dates.txt')) {
    (dates[row.service_id!] ??= {})[Number(row.date)] = row.exception_type === '1';
  }
  const services = new Map<string, Service>();
  for (const row of rowsOfFile(texts, 'calendar.txt')) {
    const days = Object.fromEntries(
      WEEKDAY_COLUMNS.map((column, dow) => [dow, row[column] === '1']),
    ) as Record<DayOfWeek, boolean>;
    services.set(
      row.service_id!,
      new Service(Number(row.start_date), Number(row.end_date), days, dates[row.service_id!] ?? {}),
    );
  }
  const noWeekdays = Object.fromEntries(WEEKDAY_COLUMNS.map((_, dow) => [dow, false]));
  for (const [serviceId, exceptions] of Object.entries(dates)) {
    if (!services.has(serviceId)) {
      services.set(
        serviceId,
        new Service(0, 0, noWeekdays as Record<DayOfWeek, boolean>, exceptions),
      );
    }
  }

  const time = new TimeParser();
  const stopTimes = new Map<string, (StopTime & { sequence: number })[]>();
  for (const row of rowsOfFile(texts, 'stop_times.txt')) {
    // Its TimeParser reads «19:70:00» as 20:10; our import skips the row, and so does this.
    if (![row.arrival_time, row.departure_time].every((t) => !t || VALID_TIME.test(t))) continue;
    let list = stopTimes.get(row.trip_id!);
    if (!list) stopTimes.set(row.trip_id!, (list = []));
    list.push({
      stop: stationOf.get(row.stop_id!) ?? row.stop_id!,
      arrivalTime: time.getTime(row.arrival_time || row.departure_time!),
      departureTime: time.getTime(row.departure_time || row.arrival_time!),
      // An empty pickup_type means regular pickup (the library itself reads it as «none»).
      pickUp: (row.pickup_type || '0') === '0',
      dropOff: (row.drop_off_type || '0') === '0',
      sequence: Number(row.stop_sequence),
    });
  }

  const trips: Trip[] = [];
  for (const row of rowsOfFile(texts, 'trips.txt')) {
    const service = services.get(row.service_id!);
    const list = stopTimes.get(row.trip_id!);
    if (!service || !list || list.length < 2) continue;
    list.sort((x, y) => x.sequence - y.sequence);
    // A trip going back in time (Thai night trains written 19:15 → 08:00) is dropped, as ours
    // does; the library would otherwise arrive in Bangkok before leaving Nong Khai.
    if (!runsForward(list)) continue;
    const folded = foldStations(inOurMinutes(list));
    if (folded.length < 2) continue;
    trips.push({ tripId: row.trip_id!, serviceId: row.service_id!, service, stopTimes: folded });
  }
  return trips;
}

/**
 * The trip's times as our import stores them: its first departure rounded to a minute, every
 * other time rounded to a minute after that first departure (unrounded). Feeding raptor the
 * same minutes keeps rounding out of the comparison; the rounding itself shows against minotor,
 * which reads the seconds (subway 06:40:00 becomes 06:41 when the trip starts at hh:mm:30).
 */
function inOurMinutes(list: StopTime[]): StopTime[] {
  const first = list[0]!.departureTime;
  const start = Math.round(first / 60);
  const minute = (seconds: number) => (start + Math.round((seconds - first) / 60)) * 60;
  return list.map((st) => ({
    ...st,
    arrivalTime: minute(st.arrivalTime),
    departureTime: minute(st.departureTime),
  }));
}

const VALID_TIME = /^\d{1,3}:[0-5]\d:[0-5]\d$/;

const runsForward = (list: StopTime[]): boolean =>
  list.every(
    (st, i) =>
      st.departureTime >= st.arrivalTime &&
      (i === 0 || st.arrivalTime >= list[i - 1]!.departureTime),
  );

/** Two platforms of one station in a row are one stop, as in our import. */
function foldStations(list: StopTime[]): StopTime[] {
  const out: StopTime[] = [];
  for (const st of list) {
    const last = out.at(-1);
    if (last && last.stop === st.stop) {
      last.departureTime = st.departureTime;
      last.pickUp ||= st.pickUp;
      continue;
    }
    out.push({ ...st });
  }
  return out;
}

const isTimetableLeg = (leg: Journey['legs'][number]): leg is TimetableLeg => 'stopTimes' in leg;

function describeLeg(leg: Journey['legs'][number], nameOf: Map<string, string>): string {
  const name = (id: string) => nameOf.get(id) ?? id;
  if (!isTimetableLeg(leg)) {
    return `пешком ${name(leg.origin)} → ${name(leg.destination)} ${(leg as TimedTransfer).seconds / 60} мин`;
  }
  const first = leg.stopTimes[0]!;
  const last = leg.stopTimes.at(-1)!;
  return `${leg.trip.tripId}: ${name(leg.origin)} ${clock(first.departureTime)} → ${name(leg.destination)} ${clock(last.arrivalTime)}`;
}
