/**
 * Branded numbers: the engine juggles stop ids, trip ids, minutes and kopecks in the same
 * typed arrays, and a brand makes passing one where another is expected a compile error. The
 * engine's answers (rides, journeys) and questions (stops, latest arrival) carry them; inside
 * a search, columns of plain numbers are read without them, and a value gets its brand where
 * it leaves (`rideOf`, `journeyOf`, `Timetable.fare`).
 */
declare const brand: unique symbol;
type Brand<T, Name extends string> = T & { readonly [brand]: Name };

/** Index of a stop in the compiled timetable. */
export type StopId = Brand<number, 'StopId'>;
/** Index of a trip in the compiled timetable. */
export type TripId = Brand<number, 'TripId'>;
/** Minutes since the horizon's first midnight, UTC. */
export type UtcMinute = Brand<number, 'UtcMinute'>;
/** Money: an integer number of kopecks, never a float of rubles. */
export type Kopecks = Brand<number, 'Kopecks'>;

export const stopId = (n: number): StopId => assertIndex(n, 'StopId') as StopId;
export const tripId = (n: number): TripId => assertIndex(n, 'TripId') as TripId;
export const utcMinute = (n: number): UtcMinute => assertInteger(n, 'UtcMinute') as UtcMinute;

export function kopecks(n: number): Kopecks {
  return assertInteger(n, 'Kopecks') as Kopecks;
}

export const addKopecks = (a: Kopecks, b: Kopecks): Kopecks => (a + b) as Kopecks;

function assertInteger(n: number, what: string): number {
  if (!Number.isSafeInteger(n))
    throw new RangeError(`${what}: ожидалось целое число, получено ${n}`);
  return n;
}

function assertIndex(n: number, what: string): number {
  if (assertInteger(n, what) < 0)
    throw new RangeError(`${what}: ожидалось неотрицательное число, получено ${n}`);
  return n;
}
