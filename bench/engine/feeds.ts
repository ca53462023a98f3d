import { performance } from 'node:perf_hooks';
import type { GtfsFeed } from '@peresadka/engine/gtfs/gtfs-feed';
import { compileTimetable } from '@peresadka/engine/timetable/compile';
import { dayOf, isoOf, type DayNumber } from '@peresadka/engine/timetable/day-number';
import { runsOn, serviceBitset } from '@peresadka/engine/timetable/service-days';
import type { TimetableSource } from '@peresadka/engine/timetable/source';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import { openDatabase } from '@peresadka/server/database';
import { readGtfsZip } from '@peresadka/server/timetable/gtfs-zip';
import { importGtfs, type ImportSummary } from '@peresadka/server/timetable/import-gtfs';
import { readTimetableSource } from '@peresadka/server/timetable/read-source';
import { rowsOf } from '@peresadka/server/database/rows';
import { sql } from 'drizzle-orm';
import { feedPath, type FeedSpec } from './config.ts';
import { stopId, type StopId } from '@peresadka/engine/units';

export type LoadedFeed = {
  spec: FeedSpec;
  gtfs: GtfsFeed;
  summary: ImportSummary;
  /** The production compile: our rules, a horizon of three days around the query date. */
  timetable: Timetable;
  /**
   * What the peers see: only the trips of the query's service day (they search one day), with
   * our rules as raptor can express them (see withRaptorWalks) and with every change at a
   * station allowed in 0 minutes (compared with minotor, which changes at a stop that fast).
   */
  oneDay: Timetable;
  oneDayZeroChange: Timetable;
  /** GTFS stop id of each timetable stop (the parent station when platforms were folded). */
  externalIdOfStop: string[];
  stopOfExternalId: Map<string, StopId>;
  /** GTFS trip_id of each database trip id, to name trips in the report. */
  gtfsTripIdOf: Map<number, string>;
  ms: { parse: number; import: number; read: number; compile: number };
  /** Bytes of the compiled timetable's typed arrays. */
  timetableBytes: number;
};

/**
 * One feed through the production path: zip → our GTFS parser → import into an in-memory
 * PostgreSQL (PGlite) → read back → compile. The horizon starts the day before the query date
 * so that a morning in Bangkok (still the previous UTC day) is inside it, and ends a day after
 * so evening journeys can arrive after midnight.
 */
export async function loadFeed(spec: FeedSpec): Promise<LoadedFeed> {
  let t = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = now - t;
    t = now;
    return ms;
  };

  const gtfs = readGtfsZip(feedPath(spec.name));
  const parseMs = lap();
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  lap(); // migrations are not part of an import
  try {
    const summary = await importGtfs(database.db, spec.name, gtfs);
    const importMs = lap();
    const source = await readTimetableSource(database.db);
    const readMs = lap();
    const horizon = { firstDay: dayOf(spec.date) - 1, days: 3 };
    const timetable = compileTimetable(source, horizon);
    const compileMs = lap();
    const day = onlyServiceDay(source, dayOf(spec.date));
    const oneDay = compileTimetable(withRaptorWalks(day, timetable), horizon);
    const oneDayZeroChange = compileTimetable(withZeroChanges(day), horizon);

    const externalOf = new Map(
      rowsOf<{ id: number; external_id: string }>(
        await database.db.execute(sql`select id, external_id from stations`),
      ).map((row) => [row.id, row.external_id]),
    );
    const gtfsTripIdOf = new Map(
      rowsOf<{ id: number; trip_id: string }>(
        await database.db.execute(sql`select id, properties->>'trip_id' as trip_id from trips`),
      ).map((row) => [Number(row.id), row.trip_id]),
    );
    const externalIdOfStop = Array.from(timetable.a.stationId, (id) => externalOf.get(id)!);
    return {
      spec,
      gtfs,
      summary,
      timetable,
      oneDay,
      oneDayZeroChange,
      externalIdOfStop,
      stopOfExternalId: new Map(externalIdOfStop.map((id, stop) => [id, stopId(stop)])),
      gtfsTripIdOf,
      ms: { parse: parseMs, import: importMs, read: readMs, compile: compileMs },
      timetableBytes: bytesOf(timetable),
    };
  } finally {
    await database.close();
  }
}

/** The trips that run on `day`, each now running on that day alone. */
function onlyServiceDay(source: TimetableSource, day: DayNumber): TimetableSource {
  const iso = isoOf(day);
  return {
    ...source,
    trips: source.trips
      .filter((trip) => runsOn(serviceBitset(trip.calendar, day, 1), 0))
      .map((trip) => ({
        ...trip,
        calendar: {
          weekdays: 0,
          startDate: null,
          endDate: null,
          addedDates: [iso],
          removedDates: [],
        },
      })),
  };
}

/**
 * raptor charges a station's change time after every arrival there, a walk's included, and its
 * walks cannot be shorter than nothing; so a walk of ours shorter than the change times at its
 * two ends cannot be told to it. The variant compared with it gets such walks lengthened to
 * that sum (subway: a 4-minute passage between two stations with 3-minute changes becomes 6).
 */
function withRaptorWalks(source: TimetableSource, production: Timetable): TimetableSource {
  const change = (stationId: number) =>
    production.a.stopMinChange[production.stopOf(stationId) ?? -1] ?? 0;
  return {
    ...source,
    transfers: source.transfers.map((t) =>
      t.fromStationId === t.toStationId
        ? t
        : {
            ...t,
            minutes: Math.max(t.minutes, change(t.fromStationId) + change(t.toStationId)),
          },
    ),
  };
}

/** A station's own transfer row sets its change time; 0 minutes everywhere, as in minotor. */
function withZeroChanges(source: TimetableSource): TimetableSource {
  return {
    ...source,
    transfers: [
      ...source.transfers.filter((t) => t.fromStationId !== t.toStationId),
      ...source.stations.map((s) => ({ fromStationId: s.id, toStationId: s.id, minutes: 0 })),
    ],
  };
}

export function bytesOf(timetable: Timetable): number {
  return Object.values(timetable.a).reduce(
    (sum: number, array: ArrayBufferView) => sum + array.byteLength,
    0,
  );
}
