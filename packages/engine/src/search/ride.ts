import type { Timetable } from '../timetable/timetable.ts';
import {
  addKopecks,
  kopecks,
  stopId,
  tripId,
  utcMinute,
  type Kopecks,
  type StopId,
  type TripId,
  type UtcMinute,
} from '../units.ts';

/** One ride on one trip instance, from a stop to a later stop of its pattern. */
export type Ride = {
  instance: number;
  trip: TripId;
  pattern: number;
  fromPosition: number;
  toPosition: number;
  fromStop: StopId;
  toStop: StopId;
  departure: UtcMinute;
  arrival: UtcMinute;
  /** Null when the source publishes no fare. */
  price: Kopecks | null;
};

/** A journey: rides in order; between two rides the traveller may change station. */
export type Journey = {
  rides: Ride[];
  /** The first ride's departure. */
  departure: UtcMinute;
  /** The last ride's arrival. */
  arrival: UtcMinute;
  /** Sum of known fares. */
  price: Kopecks;
  /** True when some ride has no published fare, so `price` is a lower bound. */
  priceIncomplete: boolean;
};

/** The ride on `instance` (of `pattern`) from pattern position `from` to position `to`. */
export function rideOf(
  timetable: Timetable,
  instance: number,
  pattern: number,
  from: number,
  to: number,
): Ride {
  const a = timetable.a;
  const base = a.patternStopStart[pattern]!;
  const trip = a.instanceTrip[instance]!;
  const start = a.instanceDeparture[instance]!;
  return {
    instance,
    trip: tripId(trip),
    pattern,
    fromPosition: from,
    toPosition: to,
    fromStop: stopId(a.patternStops[base + from]!),
    toStop: stopId(a.patternStops[base + to]!),
    departure: utcMinute(start + a.patternDeparture[base + from]!),
    arrival: utcMinute(start + a.patternArrival[base + to]!),
    price: timetable.fare(trip, pattern, from, to),
  };
}

/** A journey of rides, its price summed over the known fares. */
export function journeyOf(rides: Ride[]): Journey {
  let price = kopecks(0);
  let priceIncomplete = false;
  for (const ride of rides) {
    if (ride.price === null) priceIncomplete = true;
    else price = addKopecks(price, ride.price);
  }
  return {
    rides,
    departure: rides[0]!.departure,
    arrival: rides.at(-1)!.arrival,
    price,
    priceIncomplete,
  };
}

/**
 * A day after the journey arrives, or its own duration after that when it takes longer than a
 * day: a window of arrivals in proportion to the journey.
 */
export const dayOrDurationAfter = (journey: Pick<Journey, 'departure' | 'arrival'>): UtcMinute =>
  utcMinute(journey.arrival + Math.max(24 * 60, journey.arrival - journey.departure));
