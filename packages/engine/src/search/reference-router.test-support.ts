import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import { localToUtcMinute } from '../timetable/zone-offset.ts';
import type { CombinedQuery } from './combined.ts';

/** A ride as the reference sees it: one trip instance between two positions of its pattern. */
type Leg = {
  instance: number;
  from: number;
  to: number;
  fromStop: number;
  toStop: number;
  departure: number;
  arrival: number;
  price: number | null;
};

/** One Pareto point and every journey that reaches it (ride keys as in `rideKey`). */
export type ReferencePoint = {
  departure: number;
  arrival: number;
  price: number;
  priceIncomplete: boolean;
  rides: number;
  journeys: string[];
};

export const rideKey = (r: { instance: number; fromPosition: number; toPosition: number }) =>
  `${r.instance}:${r.fromPosition}-${r.toPosition}`;

/**
 * The combined search done the slow, obvious way: list every ride of every trip instance,
 * enumerate every journey the rules of `searchCombined` allow by depth-first search, drop those
 * arriving after `arriveBy`, then keep the Pareto set by comparing every pair. Shares no code
 * with the engine's search.
 */
export function referenceParetoSet(timetable: Timetable, q: CombinedQuery): ReferencePoint[] {
  const a = timetable.a;
  const modes = new Set(q.modes);
  const origins = new Set<number>(q.origins);
  const destinations = new Set<number>(q.destinations);
  const maxRides = q.maxTransfers + 1;

  const legsFrom = new Map<number, Leg[]>();
  for (let p = 0; p < timetable.patternCount; p++) {
    if (!modes.has(timetable.modeOf(p))) continue;
    const base = a.patternStopStart[p]!;
    const length = a.patternStopStart[p + 1]! - base;
    for (let i = a.patternInstanceStart[p]!; i < a.patternInstanceStart[p + 1]!; i++) {
      const start = a.instanceDeparture[i]!;
      for (let from = 0; from < length; from++) {
        if (!(a.patternStopFlags[base + from]! & BOARDING)) continue;
        for (let to = from + 1; to < length; to++) {
          if (!(a.patternStopFlags[base + to]! & ALIGHTING)) continue;
          const price = timetable.fare(a.instanceTrip[i]!, p, from, to);
          if ((price === null && q.pricedOnly) || q.soldOut?.includes(i)) continue;
          const leg: Leg = {
            instance: i,
            from,
            to,
            fromStop: a.patternStops[base + from]!,
            toStop: a.patternStops[base + to]!,
            departure: start + a.patternDeparture[base + from]!,
            arrival: start + a.patternArrival[base + to]!,
            price,
          };
          const list = legsFrom.get(leg.fromStop) ?? [];
          list.push(leg);
          legsFrom.set(leg.fromStop, list);
        }
      }
    }
  }

  /** Minutes to walk between two different stops, or undefined without a transfer. */
  const walk = (from: number, to: number): number | undefined => {
    let best: number | undefined;
    for (let k = a.transferStart[from]!; k < a.transferStart[from + 1]!; k++) {
      if (a.transferTo[k] === to) best = Math.min(best ?? Infinity, a.transferMinutes[k]!);
    }
    return best;
  };

  const journeys: Leg[][] = [];
  const extend = (path: Leg[], stops: number[]) => {
    const last = path.at(-1)!;
    if (destinations.has(last.toStop)) {
      journeys.push(path);
      return;
    }
    if (path.length === maxRides) return;
    for (const [fromStop, legs] of legsFrom) {
      let ready: number;
      if (fromStop === last.toStop) {
        ready = last.arrival + a.stopMinChange[fromStop]!;
      } else {
        const minutes = q.sameStopChanges ? undefined : walk(last.toStop, fromStop);
        if (minutes === undefined || stops.includes(fromStop)) continue;
        if (origins.has(fromStop) || destinations.has(fromStop)) continue;
        ready = last.arrival + minutes;
      }
      for (const leg of legs) {
        if (leg.departure < ready || origins.has(leg.toStop)) continue;
        if (stops.includes(leg.toStop) || leg.toStop === fromStop) continue;
        if (path.some((p) => p.instance === leg.instance)) continue;
        const visited = fromStop === last.toStop ? stops : [...stops, fromStop];
        extend([...path, leg], [...visited, leg.toStop]);
      }
    }
  };
  for (const origin of origins) {
    const zone = timetable.zoneOf(origin);
    const local = (hour: number) =>
      localToUtcMinute(zone, q.window.day, Math.round(hour * 60)) - timetable.meta.firstDay * 1440;
    const earliest = local(q.window.fromHour);
    const latest = local(q.window.toHour);
    for (const leg of legsFrom.get(origin) ?? []) {
      if (leg.departure < earliest || leg.departure > latest) continue;
      if (origins.has(leg.toStop) || leg.toStop === origin) continue;
      extend([leg], [origin, leg.toStop]);
    }
  }

  const arriveBy = q.arriveBy ?? Infinity;
  const points = journeys
    .filter((legs) => legs.at(-1)!.arrival <= arriveBy)
    .map((legs) => ({
      departure: legs[0]!.departure,
      arrival: legs.at(-1)!.arrival,
      price: legs.reduce((sum, leg) => sum + (leg.price ?? 0), 0),
      priceIncomplete: legs.some((leg) => leg.price === null),
      rides: legs.length,
      key: legs.map((leg) => `${leg.instance}:${leg.from}-${leg.to}`).join(' '),
    }));
  type Point = (typeof points)[number];
  const dominates = (x: Point, y: Point) =>
    x.arrival <= y.arrival &&
    x.price <= y.price &&
    x.rides <= y.rides &&
    (x.arrival < y.arrival || x.price < y.price || x.rides < y.rides);
  const pareto = points.filter((y) => !points.some((x) => dominates(x, y)));

  // Ties on (arrival, price, rides): the latest departure, then the fully known price.
  const groups = new Map<string, Point[]>();
  for (const point of pareto) {
    const key = `${point.arrival}|${point.price}|${point.rides}`;
    groups.set(key, [...(groups.get(key) ?? []), point]);
  }
  return [...groups.values()].map((group) => {
    const departure = Math.max(...group.map((p) => p.departure));
    const latest = group.filter((p) => p.departure === departure);
    const priceIncomplete = latest.every((p) => p.priceIncomplete);
    const best = latest.filter((p) => p.priceIncomplete === priceIncomplete);
    return {
      departure,
      arrival: best[0]!.arrival,
      price: best[0]!.price,
      priceIncomplete,
      rides: best[0]!.rides,
      journeys: best.map((p) => p.key),
    };
  });
}
