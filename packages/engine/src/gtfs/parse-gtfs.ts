import { forEachRow, type GtfsProblem } from './csv-rows.ts';
import {
  modeOfRouteType,
  type GtfsAgency,
  type GtfsFeed,
  type GtfsRoute,
  type GtfsService,
  type GtfsStop,
  type GtfsTransfer,
  type GtfsTrip,
} from './gtfs-feed.ts';
import { parseGtfsDate, parseGtfsTime } from './gtfs-time.ts';
import { GrowableInt32 } from './growable-int32.ts';

/** The feed's files by name (`stops.txt` …); undefined for a file the feed does not have. */
export type GtfsFiles = (name: string) => string | undefined;

const WEEKDAY_COLUMNS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/**
 * Reads a GTFS feed into the engine's model. Rows that cannot be used are skipped and listed
 * in `problems` with file, line and reason; the parser never throws on bad data.
 */
export function parseGtfs(files: GtfsFiles): GtfsFeed {
  const problems: GtfsProblem[] = [];
  const need = (name: string): string => {
    const text = files(name);
    if (text === undefined) problems.push({ file: name, line: 0, reason: 'файл отсутствует' });
    return text ?? '';
  };

  const agencies = readAgencies(need('agency.txt'), problems);
  const stops = readStops(need('stops.txt'), problems);
  const stopIndex = new Map(stops.map((stop, i) => [stop.id, i]));
  const routes = readRoutes(need('routes.txt'), agencies, problems);
  const services = readServices(files('calendar.txt'), files('calendar_dates.txt'), problems);
  const { trips, tripIndex } = readTrips(need('trips.txt'), routes, services, problems);
  const stopTimes = readStopTimes(
    need('stop_times.txt'),
    trips,
    tripIndex,
    stopIndex,
    stops,
    problems,
  );
  const transfers = readTransfers(files('transfers.txt'), stopIndex, problems);
  return {
    agencies,
    stops,
    routes,
    services,
    trips: stopTimes.keptTrips,
    stopTimes: stopTimes.columns,
    transfers,
    problems,
  };
}

function readAgencies(text: string, problems: GtfsProblem[]): GtfsAgency[] {
  const agencies: GtfsAgency[] = [];
  forEachRow('agency.txt', text, ['agency_name', 'agency_timezone'], problems, (read) => {
    agencies.push({
      id: read('agency_id'),
      name: read('agency_name'),
      timeZone: read('agency_timezone'),
    });
  });
  return agencies;
}

function readStops(text: string, problems: GtfsProblem[]): GtfsStop[] {
  const stops: GtfsStop[] = [];
  const seen = new Set<string>();
  forEachRow('stops.txt', text, ['stop_id'], problems, (read, line) => {
    const id = read('stop_id');
    const locationType = Number(read('location_type') || '0');
    // Entrances, generic nodes and boarding areas are parts of a station, not places a trip serves.
    if (locationType > 1) return;
    const latitude = Number(read('stop_lat'));
    const longitude = Number(read('stop_lon'));
    const problem = !id
      ? 'пустой stop_id'
      : seen.has(id)
        ? `повторяющийся stop_id «${id}»`
        : !read('stop_lat') || !Number.isFinite(latitude) || Math.abs(latitude) > 90
          ? 'неверная широта'
          : !read('stop_lon') || !Number.isFinite(longitude) || Math.abs(longitude) > 180
            ? 'неверная долгота'
            : null;
    if (problem) {
      problems.push({ file: 'stops.txt', line, reason: problem });
      return;
    }
    seen.add(id);
    stops.push({
      id,
      name: read('stop_name') || id,
      latitude,
      longitude,
      parentId: read('parent_station') || null,
      isStation: locationType === 1,
    });
  });
  return stops;
}

function readRoutes(text: string, agencies: GtfsAgency[], problems: GtfsProblem[]): GtfsRoute[] {
  const routes: GtfsRoute[] = [];
  const agencyIndex = new Map(agencies.map((agency, i) => [agency.id, i]));
  forEachRow('routes.txt', text, ['route_id', 'route_type'], problems, (read, line) => {
    const agencyId = read('agency_id');
    // A feed with a single agency may leave agency_id empty everywhere.
    const agency = agencyId ? agencyIndex.get(agencyId) : agencies.length === 1 ? 0 : undefined;
    const mode = modeOfRouteType(Number(read('route_type')));
    if (agency === undefined) {
      problems.push({ file: 'routes.txt', line, reason: `неизвестный agency_id «${agencyId}»` });
    } else if (mode === null) {
      problems.push({
        file: 'routes.txt',
        line,
        reason: `вид транспорта route_type=${read('route_type')} не продаётся`,
      });
    } else {
      routes.push({
        id: read('route_id'),
        agencyIndex: agency,
        shortName: read('route_short_name'),
        longName: read('route_long_name'),
        mode,
      });
    }
  });
  return routes;
}

function readServices(
  calendar: string | undefined,
  calendarDates: string | undefined,
  problems: GtfsProblem[],
): Map<string, GtfsService> {
  const services = new Map<string, GtfsService>();
  const serviceOf = (id: string): GtfsService => {
    let service = services.get(id);
    if (!service) {
      service = { id, weekdays: 0, startDate: null, endDate: null, added: [], removed: [] };
      services.set(id, service);
    }
    return service;
  };
  if (calendar !== undefined) {
    forEachRow(
      'calendar.txt',
      calendar,
      ['service_id', 'start_date', 'end_date', ...WEEKDAY_COLUMNS],
      problems,
      (read, line) => {
        const start = parseGtfsDate(read('start_date'));
        const end = parseGtfsDate(read('end_date'));
        if (start === null || end === null) {
          problems.push({
            file: 'calendar.txt',
            line,
            reason: 'неверная дата начала или окончания',
          });
          return;
        }
        const service = serviceOf(read('service_id'));
        service.startDate = start;
        service.endDate = end;
        service.weekdays = WEEKDAY_COLUMNS.reduce(
          (bits, day, i) => (read(day) === '1' ? bits | (1 << i) : bits),
          0,
        );
      },
    );
  }
  if (calendarDates !== undefined) {
    forEachRow(
      'calendar_dates.txt',
      calendarDates,
      ['service_id', 'date', 'exception_type'],
      problems,
      (read, line) => {
        const date = parseGtfsDate(read('date'));
        const type = read('exception_type');
        if (date === null || (type !== '1' && type !== '2')) {
          problems.push({
            file: 'calendar_dates.txt',
            line,
            reason: 'неверная дата или exception_type',
          });
          return;
        }
        const service = serviceOf(read('service_id'));
        (type === '1' ? service.added : service.removed).push(date);
      },
    );
  }
  if (calendar === undefined && calendarDates === undefined) {
    problems.push({
      file: 'calendar.txt',
      line: 0,
      reason: 'нет ни calendar.txt, ни calendar_dates.txt',
    });
  }
  return services;
}

function readTrips(
  text: string,
  routes: GtfsRoute[],
  services: Map<string, GtfsService>,
  problems: GtfsProblem[],
): { trips: GtfsTrip[]; tripIndex: Map<string, number> } {
  const routeIndex = new Map(routes.map((route, i) => [route.id, i]));
  const trips: GtfsTrip[] = [];
  const tripIndex = new Map<string, number>();
  forEachRow('trips.txt', text, ['route_id', 'service_id', 'trip_id'], problems, (read, line) => {
    const id = read('trip_id');
    const route = routeIndex.get(read('route_id'));
    const problem = tripIndex.has(id)
      ? `повторяющийся trip_id «${id}»`
      : route === undefined
        ? `неизвестный или непродаваемый маршрут «${read('route_id')}»`
        : !services.has(read('service_id'))
          ? `у service_id «${read('service_id')}» нет календаря`
          : null;
    if (problem || route === undefined) {
      problems.push({ file: 'trips.txt', line, reason: problem ?? '' });
      return;
    }
    tripIndex.set(id, trips.length);
    trips.push({
      id,
      routeIndex: route,
      serviceId: read('service_id'),
      headsign: read('trip_headsign'),
      shortName: read('trip_short_name'),
      firstStopTime: 0,
      stopTimeCount: 0,
    });
  });
  return { trips, tripIndex };
}

const NO_TIME = -1;

function readStopTimes(
  text: string,
  trips: GtfsTrip[],
  tripIndex: Map<string, number>,
  stopIndex: Map<string, number>,
  stops: GtfsStop[],
  problems: GtfsProblem[],
): { keptTrips: GtfsTrip[]; columns: GtfsFeed['stopTimes'] } {
  const file = 'stop_times.txt';
  const rows = {
    trip: new GrowableInt32(),
    sequence: new GrowableInt32(),
    stop: new GrowableInt32(),
    arrival: new GrowableInt32(),
    departure: new GrowableInt32(),
    line: new GrowableInt32(),
  };
  forEachRow(file, text, ['trip_id', 'stop_id', 'stop_sequence'], problems, (read, line) => {
    const trip = tripIndex.get(read('trip_id'));
    const stop = stopIndex.get(read('stop_id'));
    const sequence = Number(read('stop_sequence'));
    const arrivalText = read('arrival_time');
    const departureText = read('departure_time');
    const arrival = arrivalText ? parseGtfsTime(arrivalText) : NO_TIME;
    const departure = departureText ? parseGtfsTime(departureText) : NO_TIME;
    const problem =
      trip === undefined
        ? `неизвестный рейс «${read('trip_id')}»`
        : stop === undefined
          ? `неизвестная остановка «${read('stop_id')}»`
          : stops[stop]!.isStation
            ? `остановка «${read('stop_id')}» — здание вокзала, а не платформа`
            : !Number.isInteger(sequence) || sequence < 0
              ? 'неверный stop_sequence'
              : arrival === null
                ? `неверное время прибытия «${arrivalText}»`
                : departure === null
                  ? `неверное время отправления «${departureText}»`
                  : null;
    if (
      problem ||
      trip === undefined ||
      stop === undefined ||
      arrival === null ||
      departure === null
    ) {
      problems.push({ file, line, reason: problem ?? '' });
      return;
    }
    rows.trip.push(trip);
    rows.sequence.push(sequence);
    rows.stop.push(stop);
    // One of the two times given means both: GTFS lets a feed write only one.
    rows.arrival.push(arrival === NO_TIME ? departure : arrival);
    rows.departure.push(departure === NO_TIME ? arrival : departure);
    rows.line.push(line);
  });

  const count = rows.trip.length;
  const order = Array.from({ length: count }, (_, i) => i);
  const trip = rows.trip.view();
  const sequence = rows.sequence.view();
  order.sort((a, b) => trip[a]! - trip[b]! || sequence[a]! - sequence[b]!);

  const out = {
    stop: new GrowableInt32(count),
    arrival: new GrowableInt32(count),
    departure: new GrowableInt32(count),
  };
  const keptTrips: GtfsTrip[] = [];
  const arrival = rows.arrival.view();
  const departure = rows.departure.view();
  const stop = rows.stop.view();
  const line = rows.line.view();
  for (let start = 0; start < count;) {
    let end = start;
    while (end < count && trip[order[end]!] === trip[order[start]!]) end++;
    const rowsOfTrip = order.slice(start, end);
    const tripNumber = trip[order[start]!]!;
    start = end;
    const times = tripTimes(rowsOfTrip, arrival, departure, sequence);
    if (typeof times === 'string') {
      const at = rowsOfTrip[times === 'too_short' ? 0 : rowsOfTrip.length - 1]!;
      problems.push({
        file,
        line: line[at]!,
        reason: `рейс «${trips[tripNumber]!.id}» пропущен: ${FAULTS[times]}`,
      });
      continue;
    }
    keptTrips.push({
      ...trips[tripNumber]!,
      firstStopTime: out.stop.length,
      stopTimeCount: rowsOfTrip.length,
    });
    rowsOfTrip.forEach((row, i) => {
      out.stop.push(stop[row]!);
      out.arrival.push(times.arrival[i]!);
      out.departure.push(times.departure[i]!);
    });
  }
  const timed = new Uint8Array(trips.length);
  for (let i = 0; i < count; i++) timed[trip[i]!] = 1;
  trips.forEach((t, i) => {
    if (!timed[i])
      problems.push({
        file: 'trips.txt',
        line: 0,
        reason: `у рейса «${t.id}» нет времён остановок`,
      });
  });
  return {
    keptTrips,
    columns: {
      stop: out.stop.toArray(),
      arrival: out.arrival.toArray(),
      departure: out.departure.toArray(),
    },
  };
}

const FAULTS = {
  too_short: 'меньше двух остановок',
  untimed_end: 'у первой или последней остановки нет времени',
  backwards: 'время отправления раньше прибытия или предыдущей остановки',
  repeated_sequence: 'повторяющийся stop_sequence',
} as const;
type TripTimeFault = keyof typeof FAULTS;

/**
 * A trip's times in stop order. Stops between two timed stops may have no time in GTFS;
 * they are spread evenly in between, as the specification allows consumers to do.
 */
function tripTimes(
  rows: number[],
  arrival: Int32Array,
  departure: Int32Array,
  sequence: Int32Array,
): { arrival: number[]; departure: number[] } | TripTimeFault {
  if (rows.length < 2) return 'too_short';
  const arr = rows.map((row) => arrival[row]!);
  const dep = rows.map((row) => departure[row]!);
  const last = rows.length - 1;
  if (arr[0] === NO_TIME || dep[0] === NO_TIME || arr[last] === NO_TIME) return 'untimed_end';
  for (let i = 1; i < rows.length; i++) {
    if (sequence[rows[i]!] === sequence[rows[i - 1]!]) return 'repeated_sequence';
  }
  for (let i = 1; i < last; i++) {
    if (arr[i] !== NO_TIME) continue;
    let next = i + 1;
    while (arr[next] === NO_TIME) next++;
    const from = dep[i - 1]!;
    const to = arr[next]!;
    for (let k = i; k < next; k++) {
      arr[k] = dep[k] = Math.round(from + ((to - from) * (k - i + 1)) / (next - i + 1));
    }
  }
  if (dep[last] === NO_TIME) dep[last] = arr[last]!;
  for (let i = 0; i < rows.length; i++) {
    if (dep[i]! < arr[i]! || (i > 0 && arr[i]! < dep[i - 1]!)) return 'backwards';
  }
  return { arrival: arr, departure: dep };
}

function readTransfers(
  text: string | undefined,
  stopIndex: Map<string, number>,
  problems: GtfsProblem[],
): GtfsTransfer[] {
  const transfers: GtfsTransfer[] = [];
  if (text === undefined) return transfers;
  forEachRow(
    'transfers.txt',
    text,
    ['from_stop_id', 'to_stop_id', 'transfer_type'],
    problems,
    (read, line) => {
      const from = stopIndex.get(read('from_stop_id'));
      const to = stopIndex.get(read('to_stop_id'));
      const type = read('transfer_type') || '0';
      const problem =
        read('from_trip_id') || read('to_trip_id') || read('from_route_id') || read('to_route_id')
          ? 'пересадки между конкретными рейсами или маршрутами не поддерживаются'
          : from === undefined || to === undefined
            ? 'неизвестная остановка'
            : type === '3'
              ? null
              : type === '2' && !/^\d+$/.test(read('min_transfer_time'))
                ? 'для transfer_type=2 нужен min_transfer_time'
                : null;
      if (problem) {
        problems.push({ file: 'transfers.txt', line, reason: problem });
        return;
      }
      // transfer_type 3 says the transfer is impossible: nothing to add.
      if (type === '3' || from === undefined || to === undefined) return;
      transfers.push({
        fromStop: from,
        toStop: to,
        minSeconds: Number(read('min_transfer_time') || '0'),
      });
    },
  );
  return transfers;
}
