import { parseGtfs } from '@peresadka/engine/gtfs/parse-gtfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { tinyFeed } from '../test-support/tiny-gtfs.ts';
import { importGtfs } from './import-gtfs.ts';

describe(`feeds imported elsewhere on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { feedCheckMs: 50 });
  });
  afterAll(() => t?.close());

  it('reach search and suggestions without a restart', async () => {
    const before = await t.app.timetable.current();
    // As `npm run import:gtfs` would, straight into the database behind the app's back.
    await importGtfs(
      t.database.db,
      'tiny',
      parseGtfs((name) => tinyFeed[name]),
    );
    await expect
      .poll(async () => (await t.app.timetable.current()).stopCount, { timeout: 5000 })
      .toBe(before.stopCount + 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search_transport_node',
      payload: { search_text: 'Ульяновск' },
    });
    expect(res.json<{ name: string }[]>().map((s) => s.name)).toContain('Ульяновск');
  });
});
