import { SEARCH_WINDOW_DAYS } from '@peresadka/contracts/constants';
import { compileTimetable, type CompileOptions } from '@peresadka/engine/timetable/compile';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../infra/db/database.ts';
import { seconds } from '../infra/log/duration.ts';
import { readTimetableSource } from './read-source.ts';

const DAY_MS = 86_400_000;

/**
 * Days the compiled horizon spans: yesterday in UTC (a departure early on a Russian local
 * day is still the previous UTC day), today, the 120 days on sale, and a spare day so the
 * last sale day's evening departures in the far east still fit.
 */
export const HORIZON_DAYS = SEARCH_WINDOW_DAYS + 3;

const utcDay = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/**
 * The days the timetable is compiled for on a date: from yesterday (UTC), HORIZON_DAYS long.
 * A ride is ours to show and sell only when it leaves within them.
 */
export const timetableHorizon = (now: Date): CompileOptions => ({
  firstDay: utcDay(now) - 1,
  days: HORIZON_DAYS,
});

/**
 * The compiled timetable this process searches. It is built from the database at start,
 * rebuilt after an import (`reload`) and whenever the calendar has moved on since the last
 * build, so the horizon always starts yesterday.
 */
export class TimetableService {
  private building: Promise<Timetable> | undefined;
  private builtForDay = Number.NaN;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  current(): Promise<Timetable> {
    const horizon = timetableHorizon(this.now());
    if (!this.building || horizon.firstDay !== this.builtForDay) {
      this.building = this.build(horizon);
    }
    return this.building;
  }

  reload(): Promise<Timetable> {
    this.building = undefined;
    return this.current();
  }

  private build(horizon: CompileOptions): Promise<Timetable> {
    this.builtForDay = horizon.firstDay;
    const started = performance.now();
    const building = readTimetableSource(this.db).then((source) => {
      const timetable = compileTimetable(source, horizon);
      const ms = Math.round(performance.now() - started);
      this.log.info(
        {
          stops: timetable.stopCount,
          patterns: timetable.patternCount,
          instances: timetable.a.instanceTrip.length,
          ms,
        },
        `расписание для поиска собрано за ${seconds(ms)}`,
      );
      return timetable;
    });
    // A failed build must not stick: the next search tries again.
    building.catch(() => {
      if (this.building === building) this.building = undefined;
    });
    return building;
  }
}
