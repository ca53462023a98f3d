import type { Timetable } from '../timetable/timetable.ts';

/** One ride on one trip instance, from a stop to a later stop of its pattern. */
export type Ride = {
  instance: number;
  trip: number;
  pattern: number;
  fromPosition: number;
  toPosition: number;
  fromStop: number;
  toStop: number;
  /** Horizon minutes (UTC). */
  departure: number;
  arrival: number;
  /** Kopecks, or null when the source publishes no fare. */
  price: number | null;
};

/** A journey: rides in order; between two rides the traveller may change station. */
export type Journey = {
  rides: Ride[];
  /** The first ride's departure, horizon minutes. */
  departure: number;
  /** The last ride's arrival, horizon minutes. */
  arrival: number;
  /** Sum of known fares, in kopecks. */
  price: number;
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
    trip,
    pattern,
    fromPosition: from,
    toPosition: to,
    fromStop: a.patternStops[base + from]!,
    toStop: a.patternStops[base + to]!,
    departure: start + a.patternDeparture[base + from]!,
    arrival: start + a.patternArrival[base + to]!,
    price: timetable.fare(trip, pattern, from, to),
  };
}

/** A journey of rides, its price summed over the known fares. */
export function journeyOf(rides: Ride[]): Journey {
  let price = 0;
  let priceIncomplete = false;
  for (const ride of rides) {
    if (ride.price === null) priceIncomplete = true;
    else price += ride.price;
  }
  return {
    rides,
    departure: rides[0]!.departure,
    arrival: rides.at(-1)!.arrival,
    price,
    priceIncomplete,
  };
}
