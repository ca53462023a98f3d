import { AIRCRAFT, type Aircraft } from './aircraft.ts';
import type { Airline } from './airlines.ts';
import type { NetworkStation } from './demo-feed.ts';
import { greatCircleKm, type Point } from './distance.ts';
import { roundTo5 } from './schedule.ts';

/** Cruise plus climb and descent averages out near 750 km/h; taxiing adds half an hour. */
const BLOCK_SPEED_KMH = 750;
const TAXI_MINUTES = 30;
/** Refuelling without passengers leaving the cabin. */
const REFUEL_GROUND_MINUTES = 50;

/** Block time of one leg, on the five-minute grid timetables use. */
const legMinutes = (km: number): number => roundTo5((km / BLOCK_SPEED_KMH) * 60 + TAXI_MINUTES);

/**
 * Flights to the Калининград exclave may not cross the Baltic states: they fly out over the
 * Gulf of Finland and down the open Baltic, 30–40 minutes longer from Moscow than straight.
 */
const DETOURS: Record<string, Point[]> = {
  KGD: [
    { latitude: 59.9, longitude: 26.0 },
    { latitude: 57.5, longitude: 19.8 },
  ],
};

/** The distance flown between two airports: straight, or round the way a detour imposes. */
export function flightKm(from: NetworkStation, to: NetworkStation): number {
  const [mainland, exclave] = from.code && DETOURS[from.code] ? [to, from] : [from, to];
  const detour = exclave.code ? DETOURS[exclave.code] : undefined;
  if (!detour) return greatCircleKm(from, to);
  const points = [mainland, ...detour, exclave];
  return points.slice(1).reduce((km, p, i) => km + greatCircleKm(points[i]!, p), 0);
}

export type FlightPlan = {
  aircraft: Aircraft;
  /** Where the flight refuels, for flights longer than the aircraft's range. */
  refuel: NetworkStation | null;
  km: number;
  minutes: number;
  /** Offsets of the refuelling stop from departure. */
  refuelArrival: number;
  refuelDeparture: number;
};

/**
 * The aircraft an airline puts on a route and how it gets there. The cabin is sized to the
 * route's daily frequency; a long thin route (beyond 5000 km, less than daily) gets a narrow
 * body with a refuelling stop rather than a wide body flying empty, as Аэрофлот serves
 * Анадырь; wide bodies otherwise fly only long or very busy routes. Null when the airline has
 * nothing that reaches.
 */
export function planFlight(
  airline: Airline,
  from: NetworkStation,
  to: NetworkStation,
  perDay: number,
  refuelAirports: readonly NetworkStation[],
): FlightPlan | null {
  const km = flightKm(from, to);
  const fleet = airline.fleet.map((key) => AIRCRAFT[key]);
  const nonstop = fleet.filter(
    (a) => a.rangeKm >= km && (!a.wideBody || km > 3_000 || perDay >= 15),
  );
  const withStop = fleet
    .filter((a) => !a.wideBody)
    .map((a) => ({ aircraft: a, stop: refuelStop(a, from, to, refuelAirports) }))
    .filter((o): o is { aircraft: Aircraft; stop: NetworkStation } => o.stop !== null);
  const target = targetSeats(perDay);
  const thinLongHaul = km > 5_000 && perDay < 1 && withStop.length > 0;
  if (!thinLongHaul && nonstop.length > 0) {
    const aircraft = closest(nonstop, target, (a) => a);
    const minutes = legMinutes(km);
    return { aircraft, refuel: null, km, minutes, refuelArrival: 0, refuelDeparture: 0 };
  }
  if (withStop.length === 0) return null;
  const { aircraft, stop } = closest(withStop, target, (o) => o.aircraft);
  const first = greatCircleKm(from, stop);
  const second = greatCircleKm(stop, to);
  const refuelArrival = legMinutes(first);
  const refuelDeparture = refuelArrival + REFUEL_GROUND_MINUTES;
  return {
    aircraft,
    refuel: stop,
    km: first + second,
    minutes: refuelDeparture + legMinutes(second),
    refuelArrival,
    refuelDeparture,
  };
}

/** Busier routes get bigger cabins. */
function targetSeats(perDay: number): number {
  if (perDay >= 8) return 190;
  if (perDay >= 3) return 165;
  if (perDay >= 1) return 140;
  return 100;
}

function closest<T>(options: readonly T[], seats: number, aircraftOf: (o: T) => Aircraft): T {
  return options.reduce((best, o) =>
    Math.abs(aircraftOf(o).seats - seats) < Math.abs(aircraftOf(best).seats - seats) ? o : best,
  );
}

/** The refuelling airport that adds the least distance with both legs within range. */
function refuelStop(
  aircraft: Aircraft,
  from: NetworkStation,
  to: NetworkStation,
  airports: readonly NetworkStation[],
): NetworkStation | null {
  if (greatCircleKm(from, to) <= aircraft.rangeKm) return null;
  let best: { stop: NetworkStation; km: number } | null = null;
  for (const stop of airports) {
    if (stop.cityId === from.cityId || stop.cityId === to.cityId) continue;
    const first = greatCircleKm(from, stop);
    const second = greatCircleKm(stop, to);
    if (first > aircraft.rangeKm || second > aircraft.rangeKm) continue;
    if (!best || first + second < best.km) best = { stop, km: first + second };
  }
  return best?.stop ?? null;
}
