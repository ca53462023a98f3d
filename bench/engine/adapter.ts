/** One engine's answer to «leave `origin` at or after `departure`, arrive as early as possible». */
export type Answer = {
  /** Local seconds after midnight of the query date at the destination; null when none found. */
  arrival: number | null;
  /** The journey in words, built only when a report needs it (kept out of the timing). */
  describe: () => string;
};

export type EngineAdapter = {
  name: string;
  /** Stop ids are GTFS ids of stations (parents); each adapter maps them to its own model. */
  earliestArrival(origin: string, destination: string, departure: number): Answer;
};

export const NOT_FOUND: Answer = { arrival: null, describe: () => 'не найдено' };

/** 25:05 for five past one the next morning, as GTFS writes it. */
export function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  const ss = seconds % 60 === 0 ? '' : `:${String(seconds % 60).padStart(2, '0')}`;
  return `${hh}:${mm}${ss}`;
}
