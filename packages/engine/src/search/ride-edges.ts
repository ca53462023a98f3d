import { ALIGHTING, BOARDING, type Timetable } from '../timetable/timetable.ts';
import { perTimetable } from './per-timetable.ts';

/**
 * Every pair of stops some ride of a mode joins, with the least it takes in minutes and in
 * known fare (an unpriced trip costs nothing), grouped by the stop ridden to: the static graph
 * the per-query bounds walk backwards from the destinations. Transfers are also grouped by
 * the stop walked to, for the same backward walk.
 */
export type RideEdges = {
  /** CSR: the edges into stop t are intoStart[t] … intoStart[t + 1]. */
  intoStart: Int32Array;
  from: Int32Array;
  mode: Uint8Array;
  minutes: Int32Array;
  price: Float64Array;
  /** CSR over the transfers table: the walks into stop t and their minutes. */
  walkIntoStart: Int32Array;
  walkFrom: Int32Array;
  walkMinutes: Int32Array;
};

export const rideEdgesOf = perTimetable(build);

function build(timetable: Timetable): RideEdges {
  const a = timetable.a;
  const S = timetable.stopCount;
  const tripsOf: number[][] = Array.from({ length: timetable.patternCount }, () => []);
  for (let t = 0; t < a.tripPattern.length; t++) tripsOf[a.tripPattern[t]!]!.push(t);

  const index = new Map<number, number>();
  const from: number[] = [];
  const to: number[] = [];
  const mode: number[] = [];
  const minutes: number[] = [];
  const price: number[] = [];
  for (let p = 0; p < timetable.patternCount; p++) {
    const trips = tripsOf[p]!;
    if (trips.length === 0) continue;
    const base = a.patternStopStart[p]!;
    const length = a.patternStopStart[p + 1]! - base;
    const m = a.patternMode[p]!;
    for (let i = 0; i < length; i++) {
      if (!(a.patternStopFlags[base + i]! & BOARDING)) continue;
      for (let j = i + 1; j < length; j++) {
        if (!(a.patternStopFlags[base + j]! & ALIGHTING)) continue;
        const s = a.patternStops[base + i]!;
        const t = a.patternStops[base + j]!;
        const ride = a.patternArrival[base + j]! - a.patternDeparture[base + i]!;
        let fare = Infinity;
        for (const trip of trips) fare = Math.min(fare, timetable.fare(trip, p, i, j) ?? 0);
        const key = (s * S + t) * 4 + m;
        const e = index.get(key);
        if (e === undefined) {
          index.set(key, from.length);
          from.push(s);
          to.push(t);
          mode.push(m);
          minutes.push(ride);
          price.push(fare);
        } else {
          minutes[e] = Math.min(minutes[e]!, ride);
          price[e] = Math.min(price[e]!, fare);
        }
      }
    }
  }

  const order = Array.from(from, (_, e) => e).sort((x, y) => to[x]! - to[y]!);
  const intoStart = new Int32Array(S + 1);
  for (const t of to) intoStart[t + 1]!++;
  for (let s = 0; s < S; s++) intoStart[s + 1]! += intoStart[s]!;

  const walks = Array.from(a.transferTo, (_, k) => k).sort(
    (x, y) => a.transferTo[x]! - a.transferTo[y]!,
  );
  const walkFromOf = new Int32Array(a.transferTo.length);
  for (let s = 0; s < S; s++) {
    for (let k = a.transferStart[s]!; k < a.transferStart[s + 1]!; k++) walkFromOf[k] = s;
  }
  const walkIntoStart = new Int32Array(S + 1);
  for (const t of a.transferTo) walkIntoStart[t + 1]!++;
  for (let s = 0; s < S; s++) walkIntoStart[s + 1]! += walkIntoStart[s]!;

  return {
    intoStart,
    from: Int32Array.from(order, (e) => from[e]!),
    mode: Uint8Array.from(order, (e) => mode[e]!),
    minutes: Int32Array.from(order, (e) => minutes[e]!),
    price: Float64Array.from(order, (e) => price[e]!),
    walkIntoStart,
    walkFrom: Int32Array.from(walks, (k) => walkFromOf[k]!),
    walkMinutes: Int32Array.from(walks, (k) => a.transferMinutes[k]!),
  };
}
