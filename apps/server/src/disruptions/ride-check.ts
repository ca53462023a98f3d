import { dayOrNull } from '@peresadka/engine/timetable/day-number';
import {
  runsOn,
  serviceBitset,
  type ServiceCalendar,
} from '@peresadka/engine/timetable/service-days';
import type { Mode } from '@peresadka/engine/timetable/source';
import { localToUtcMinute } from '@peresadka/engine/timetable/zone-offset';

/** A ride of a paid order as it was sold: what the ticket promises. */
export type SoldRide = {
  orderId: number;
  position: number;
  tripId: number;
  serviceDate: string;
  fromStationId: number;
  toStationId: number;
  fromSequence: number;
  toSequence: number;
  mode: Mode;
  number: string;
  originName: string;
  destinationName: string;
  /** Station wall clock with its offset, as the ticket prints it. */
  departureTime: string;
  arrivalTime: string;
  /** UTC epoch minutes. */
  departs: number;
  arrives: number;
};

/** A trip as the timetable tables hold it now, with the dates an operator cancelled. */
export type CurrentTrip = {
  id: number;
  mode: Mode;
  number: string;
  timeZone: string;
  departureMinute: number;
  calendar: ServiceCalendar;
  stops: { sequence: number; stationId: number; arrivalOffset: number; departureOffset: number }[];
  /** Cancelled service dates and the operator's reason ('' when none was given). */
  cancelled: Map<string, string>;
};

/**
 * The trips a sold ride may be on now: its own trip while it exists (a namesake running must
 * not hide its cancellation), else — after a re-import renumbered the trips — those of its mode
 * and number.
 */
export type TripsOf = (ride: SoldRide) => readonly CurrentTrip[];

export function tripsIndex(trips: readonly CurrentTrip[]): TripsOf {
  const byId = new Map(trips.map((t) => [t.id, t]));
  const byNumber = new Map<string, CurrentTrip[]>();
  for (const trip of trips) {
    const key = `${trip.mode} ${trip.number}`;
    byNumber.set(key, [...(byNumber.get(key) ?? []), trip]);
  }
  return (ride) => {
    const own = byId.get(ride.tripId);
    return own ? [own] : (byNumber.get(`${ride.mode} ${ride.number}`) ?? []);
  };
}

/** What became of a sold ride in today's timetable. */
export type RideNow =
  | { kind: 'runs'; departs: number; arrives: number }
  | { kind: 'cancelled'; reason: string }
  /** The trip left the timetable, or no longer runs on that date. */
  | { kind: 'gone' }
  /** It runs, but no longer serves the two stations in that order. */
  | { kind: 'rerouted' };

/**
 * The ride as the timetable runs it now: it stands if one of its candidate trips runs on the
 * date through both stations, the one keeping the sold times first.
 */
export function rideNow(ride: SoldRide, candidates: TripsOf): RideNow {
  const outcomes = candidates(ride).map((trip) => onTrip(ride, trip));
  const running = outcomes.filter((o) => o.kind === 'runs');
  const kept = running.find((o) => o.departs === ride.departs && o.arrives === ride.arrives);
  return (
    kept ??
    running[0] ??
    outcomes.find((o) => o.kind === 'cancelled') ??
    outcomes.find((o) => o.kind === 'rerouted') ?? { kind: 'gone' }
  );
}

function onTrip(ride: SoldRide, trip: CurrentTrip): RideNow {
  const cancelled = trip.cancelled.get(ride.serviceDate);
  if (cancelled !== undefined) return { kind: 'cancelled', reason: cancelled };
  const day = dayOrNull(ride.serviceDate);
  if (day === null || !runsOn(serviceBitset(trip.calendar, day, 1), 0)) return { kind: 'gone' };
  // The sold stop first (a line may pass a station twice), else the station wherever it is.
  const at = (stationId: number, sequence: number, after: number) => {
    const exact = trip.stops.findIndex(
      (s, i) => i > after && s.sequence === sequence && s.stationId === stationId,
    );
    return exact >= 0
      ? exact
      : trip.stops.findIndex((s, i) => i > after && s.stationId === stationId);
  };
  const from = at(ride.fromStationId, ride.fromSequence, -1);
  const to = from < 0 ? -1 : at(ride.toStationId, ride.toSequence, from);
  if (from < 0 || to < 0) return { kind: 'rerouted' };
  const start = localToUtcMinute(trip.timeZone, day, trip.departureMinute);
  return {
    kind: 'runs',
    departs: start + trip.stops[from]!.departureOffset,
    arrives: start + trip.stops[to]!.arrivalOffset,
  };
}

/** Why a paid trip no longer holds, most serious first: what the letter leads with. */
export type Problem =
  | { kind: 'cancelled'; ride: SoldRide; reason: string }
  | { kind: 'gone'; ride: SoldRide }
  | { kind: 'rerouted'; ride: SoldRide }
  | {
      kind: 'connection';
      from: SoldRide;
      to: SoldRide;
      /** Minutes between the arrival and the next departure as they are now. */
      wait: number;
      /** The least the change takes; null when no transfer joins the two stations any more. */
      minimum: number | null;
    }
  | { kind: 'moved'; ride: SoldRide; departs: number; arrives: number };

const SEVERITY: Record<Problem['kind'], number> = {
  cancelled: 0,
  gone: 0,
  rerouted: 1,
  connection: 2,
  moved: 3,
};

/**
 * What breaks an order's trip now, or null. Only what is still ahead counts: rides not yet
 * left (by the ticket), and changes onto such a ride. `minimumChange` is the searches' own
 * rule (the station's change time, or the walk between two stations).
 */
export function tripProblem(
  rides: readonly SoldRide[],
  candidates: TripsOf,
  minimumChange: (fromStationId: number, toStationId: number) => number | null,
  nowMinute: number,
): Problem | null {
  const problems: Problem[] = [];
  const states = rides.map((ride) => rideNow(ride, candidates));
  rides.forEach((ride, i) => {
    if (ride.departs <= nowMinute) return;
    const state = states[i]!;
    if (state.kind === 'cancelled')
      problems.push({ kind: 'cancelled', ride, reason: state.reason });
    else if (state.kind === 'gone' || state.kind === 'rerouted')
      problems.push({ kind: state.kind, ride });
    else if (state.departs !== ride.departs || state.arrives !== ride.arrives) {
      problems.push({ kind: 'moved', ride, departs: state.departs, arrives: state.arrives });
    }
  });
  for (let i = 0; i + 1 < rides.length; i++) {
    const from = rides[i]!;
    const to = rides[i + 1]!;
    const arrival = states[i]!;
    const departure = states[i + 1]!;
    if (to.departs <= nowMinute || arrival.kind !== 'runs' || departure.kind !== 'runs') continue;
    const wait = departure.departs - arrival.arrives;
    const minimum = minimumChange(from.toStationId, to.fromStationId);
    if (minimum === null || wait < minimum) {
      problems.push({ kind: 'connection', from, to, wait, minimum });
    }
  }
  problems.sort((a, b) => SEVERITY[a.kind] - SEVERITY[b.kind]);
  return problems[0] ?? null;
}
