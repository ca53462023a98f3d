import { parseGtfs } from '@peresadka/engine/gtfs/parse-gtfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { tinyFeed } from '../test-support/tiny-gtfs.ts';
import { importGtfs } from './import-gtfs.ts';
import { HORIZON_DAYS, TimetableService } from './timetable-service.ts';

const DAY_MS = 86_400_000;

describe(`compiled timetable on ${testBackend()}`, () => {
  let t: TestApp;
  let clock = new Date('2026-12-01T09:00:00Z');
  let service: TimetableService;
  beforeAll(async () => {
    t = await startTestApp();
    service = new TimetableService(t.database.db, t.app.log, () => clock);
  });
  afterAll(() => t?.close());

  it('builds from the database and rebuilds after an import', async () => {
    const before = await service.current();
    await importGtfs(
      t.database.db,
      'tiny',
      parseGtfs((name) => tinyFeed[name]),
    );
    expect(await service.current()).toBe(before);

    const after = await service.reload();
    expect(after.stopCount).toBe(before.stopCount + 2);
    // The night bus waits 10 minutes at its first stop, so it has a pattern of its own.
    expect(after.patternCount).toBe(before.patternCount + 2);
    // Both run daily until the feed's end date, 1 March: 92 days of the horizon.
    expect(HORIZON_DAYS).toBeGreaterThan(92);
    expect(after.a.instanceTrip.length).toBe(before.a.instanceTrip.length + 2 * 92);
    expect(after.meta.firstDay).toBe(Date.UTC(2026, 10, 30) / DAY_MS);
  });

  it('moves its horizon when the calendar moves on', async () => {
    const today = await service.current();
    expect(await service.current()).toBe(today);
    clock = new Date(clock.getTime() + DAY_MS);
    const tomorrow = await service.current();
    expect(tomorrow.meta.firstDay).toBe(today.meta.firstDay + 1);
  });
});
