import type { Timetable } from '../timetable/timetable.ts';

/**
 * `build` worked out once per timetable and kept while the timetable lives: the searches'
 * indexes over a timetable cost tens of milliseconds to build and every query reads them.
 */
export function perTimetable<T>(build: (timetable: Timetable) => T): (timetable: Timetable) => T {
  const cache = new WeakMap<Timetable, T>();
  return (timetable) => {
    if (cache.has(timetable)) return cache.get(timetable)!;
    const value = build(timetable);
    cache.set(timetable, value);
    return value;
  };
}
