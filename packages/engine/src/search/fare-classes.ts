import type { Timetable } from '../timetable/timetable.ts';
import { perTimetable } from './per-timetable.ts';

/**
 * Trips of one pattern that charge the same fare for every ride (same base and per-km rate, or
 * both unpriced) form a fare class. Boarding a pattern, only the first instance of each class
 * can matter: a later one of the same class arrives later everywhere for the same price.
 */
export type FareClasses = {
  /** Class of trip t within its pattern, 0 … classCount[pattern] − 1. */
  tripClass: Int32Array;
  classCount: Int32Array;
  /** [pattern]: the class of its trips without a fare, −1 when every trip has one. */
  unpricedClass: Int32Array;
  /** CSR: the classes of pattern p are classStart[p] + 0 … classCount[p] − 1 below. */
  classStart: Int32Array;
  /** Each class's base fare and rate per km (NaN: unpriced). */
  classFareBase: Int32Array;
  classFarePerKm: Float32Array;
  /**
   * [pattern]: 1 when boarding later never costs more to the same stop on the same trip (the
   * distances along the pattern never decrease and no rate per km is negative), so a traveller
   * who boards later no poorer can stand in for one who boarded earlier on the same trip.
   */
  laterNoDearer: Uint8Array;
};

export const fareClassesOf = perTimetable(build);

function build(timetable: Timetable): FareClasses {
  const a = timetable.a;
  const tripClass = new Int32Array(a.tripId.length);
  const classCount = new Int32Array(timetable.patternCount);
  const unpricedClass = new Int32Array(timetable.patternCount).fill(-1);
  const keys = new Map<string, number>();
  for (let t = 0; t < a.tripId.length; t++) {
    const pattern = a.tripPattern[t]!;
    const perKm = a.tripFarePerKm[t]!;
    const key = Number.isNaN(perKm) ? `${pattern}|-` : `${pattern}|${a.tripFareBase[t]}|${perKm}`;
    let c = keys.get(key);
    if (c === undefined) {
      c = classCount[pattern]!++;
      keys.set(key, c);
    }
    tripClass[t] = c;
    if (Number.isNaN(perKm)) unpricedClass[pattern] = c;
  }
  const classStart = new Int32Array(timetable.patternCount + 1);
  for (let p = 0; p < timetable.patternCount; p++)
    classStart[p + 1] = classStart[p]! + classCount[p]!;
  const classFareBase = new Int32Array(classStart[timetable.patternCount]!);
  const classFarePerKm = new Float32Array(classFareBase.length);
  for (let t = 0; t < a.tripId.length; t++) {
    const at = classStart[a.tripPattern[t]!]! + tripClass[t]!;
    classFareBase[at] = a.tripFareBase[t]!;
    classFarePerKm[at] = a.tripFarePerKm[t]!;
  }
  const laterNoDearer = new Uint8Array(timetable.patternCount);
  for (let p = 0; p < timetable.patternCount; p++) {
    let ordered = 1;
    for (let k = a.patternStopStart[p]! + 1; k < a.patternStopStart[p + 1]!; k++) {
      if (a.patternDistance[k]! < a.patternDistance[k - 1]!) ordered = 0;
    }
    laterNoDearer[p] = ordered;
  }
  for (let t = 0; t < a.tripId.length; t++) {
    if (a.tripFarePerKm[t]! < 0) laterNoDearer[a.tripPattern[t]!] = 0;
  }
  const classes = {
    tripClass,
    classCount,
    unpricedClass,
    classStart,
    classFareBase,
    classFarePerKm,
    laterNoDearer,
  };
  return classes;
}
