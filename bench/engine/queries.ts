import { BOARDING, type Timetable } from '@peresadka/engine/timetable/timetable';
import { SEED } from './config.ts';
import { pick, seededRandom } from './random.ts';

export type EngineQuery = {
  /** GTFS ids of the origin and destination stations. */
  origin: string;
  destination: string;
  /** Local seconds after midnight of the query date, on a whole minute. */
  departure: number;
};

const FIRST_DEPARTURE = 6 * 3600;
const LAST_DEPARTURE = 20 * 3600;

/**
 * Random station pairs among the stations some trip boards at, leaving between 06:00 and
 * 20:00. A pair may have no journey at all (a branch line on a Sunday): that is a query too.
 */
export function randomQueries(
  timetable: Timetable,
  externalIdOfStop: readonly string[],
  count: number,
): EngineQuery[] {
  const a = timetable.a;
  const boardable: number[] = [];
  for (let stop = 0; stop < timetable.stopCount; stop++) {
    for (let k = a.stopPatternStart[stop]!; k < a.stopPatternStart[stop + 1]!; k++) {
      const at = a.patternStopStart[a.stopPatterns[k]!]! + a.stopPatternPosition[k]!;
      if (a.patternStopFlags[at]! & BOARDING) {
        boardable.push(stop);
        break;
      }
    }
  }
  const random = seededRandom(SEED);
  const queries: EngineQuery[] = [];
  while (queries.length < count && boardable.length > 1) {
    const origin = pick(random, boardable);
    const destination = pick(random, boardable);
    if (origin === destination) continue;
    const minutes = (LAST_DEPARTURE - FIRST_DEPARTURE) / 60;
    queries.push({
      origin: externalIdOfStop[origin]!,
      destination: externalIdOfStop[destination]!,
      departure: FIRST_DEPARTURE + Math.floor(random() * (minutes + 1)) * 60,
    });
  }
  return queries;
}
