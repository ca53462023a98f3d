import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseGtfs } from '@peresadka/engine/gtfs/parse-gtfs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { readGtfsZip } from './gtfs-zip.ts';
import { importGtfs } from './import-gtfs.ts';
import { tinyFeed } from '../test-support/tiny-gtfs.ts';

/** Small public feeds travel with the repository; the big ones only where they are provided. */
const fixtureFeeds = path.resolve(import.meta.dirname, '../../test-fixtures/gtfs');
const bigFeeds =
  process.env.GTFS_FEEDS_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/gtfs');
const feedFile = (name: string) =>
  [fixtureFeeds, bigFeeds].map((dir) => path.join(dir, `${name}.zip`)).find(existsSync);

/**
 * A big feed takes half a minute to import: PostgreSQL's run imports one, the subway's 565 000
 * stop times, for the scale; the bench (`npm run bench`) loads all of them, Metro-North too.
 */
const feedsOnThisBackend =
  testBackend() === 'postgres'
    ? ['sncf', 'lirr', 'thailand', 'subway']
    : ['sncf', 'lirr', 'thailand'];

const expected: Record<
  string,
  { stations: number; trips: number; stopTimes: number; problems: number }
> = {
  sncf: { stations: 376, trips: 1551, stopTimes: 13162, problems: 0 },
  lirr: { stations: 126, trips: 2081, stopTimes: 22730, problems: 383 },
  thailand: { stations: 150, trips: 1564, stopTimes: 3808, problems: 482 },
  subway: { stations: 496, trips: 20621, stopTimes: 565093, problems: 0 },
};

describe(`GTFS import on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const count = async (table: string) => {
    const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  };

  it('imports a feed written here, folding platforms into their station', async () => {
    const feed = parseGtfs((name) => tinyFeed[name]);
    const summary = await importGtfs(t.database.db, 'tiny', feed);
    expect(summary).toEqual({
      feed: 'tiny',
      stations: 2,
      trips: 2,
      stopTimes: 4,
      services: 1,
      transfers: 1,
      problems: 0,
    });
    const rows = await t.database.db.execute(
      sql`select t.number, t.departure_minute, s.name, ts.arrival_offset, ts.distance_km
          from trips t join trip_stops ts on ts.trip_id = t.id join stations s on s.id = ts.station_id
          join feeds f on f.id = t.feed_id where f.name = 'tiny' order by t.number, ts.sequence`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { number: '101', departure_minute: 480, name: 'Казань', arrival_offset: 0, distance_km: 0 },
      {
        number: '101',
        departure_minute: 480,
        name: 'Ульяновск',
        arrival_offset: 210,
        distance_km: 170,
      },
      {
        number: '103',
        departure_minute: 1390,
        name: 'Казань',
        arrival_offset: -10,
        distance_km: 0,
      },
      {
        number: '103',
        departure_minute: 1390,
        name: 'Ульяновск',
        arrival_offset: 210,
        distance_km: 170,
      },
    ]);
  });

  it('re-importing a feed replaces it instead of doubling it', async () => {
    const feed = parseGtfs((name) => tinyFeed[name]);
    const before = await count('trip_stops');
    await importGtfs(t.database.db, 'tiny', feed);
    expect(await count('trip_stops')).toBe(before);
  });

  for (const name of feedsOnThisBackend) {
    const file = feedFile(name);
    it.skipIf(!file)(
      `imports ${name}.zip with the counts expected`,
      { timeout: 120_000 },
      async () => {
        const feed = readGtfsZip(file!);
        const summary = await importGtfs(t.database.db, name, feed);
        expect(summary).toMatchObject(expected[name]!);
      },
    );
  }
});
