import { performance } from 'node:perf_hooks';
import type { GtfsFeed } from '@peresadka/engine/gtfs/gtfs-feed';
import { compileTimetable } from '@peresadka/engine/timetable/compile';
import { dayOf } from '@peresadka/engine/timetable/day-number';
import type { TimetableSource } from '@peresadka/engine/timetable/source';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import { openDatabase } from '@peresadka/server/src/infra/db/database.ts';
import { readGtfsZip } from '@peresadka/server/src/timetable/gtfs-zip.ts';
import { importGtfs, type ImportSummary } from '@peresadka/server/src/timetable/import-gtfs.ts';
import { readTimetableSource } from '@peresadka/server/src/timetable/read-source.ts';
import { rowsOf } from '@peresadka/server/src/timetable/timetable-writer.ts';
import { sql } from 'drizzle-orm';
import { feedPath, type FeedSpec } from './config.ts';

export type LoadedFeed = {
  spec: FeedSpec;
  gtfs: GtfsFeed;
  summary: ImportSummary;
  timetable: Timetable;
  /**
   * The same source with every change at a station allowed in 0 minutes, as minotor does:
   * comparing against it separates algorithm disagreements from our change-time rule.
   */
  zeroChange: Timetable;
  /** GTFS stop id of each timetable stop (the parent station when platforms were folded). */
  externalIdOfStop: string[];
  stopOfExternalId: Map<string, number>;
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
    const zeroChange = compileTimetable(withZeroChanges(source), horizon);

    const externalOf = new Map(
      rowsOf<{ id: number; external_id: string }>(
        await database.db.execute(sql`select id, external_id from stations`),
      ).map((row) => [row.id, row.external_id]),
    );
    const externalIdOfStop = Array.from(timetable.a.stationId, (id) => externalOf.get(id)!);
    return {
      spec,
      gtfs,
      summary,
      timetable,
      zeroChange,
      externalIdOfStop,
      stopOfExternalId: new Map(externalIdOfStop.map((id, stop) => [id, stop])),
      ms: { parse: parseMs, import: importMs, read: readMs, compile: compileMs },
      timetableBytes: bytesOf(timetable),
    };
  } finally {
    await database.close();
  }
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
