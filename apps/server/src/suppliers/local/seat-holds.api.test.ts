import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackend, type TestApp } from '../../test-support/test-app.ts';

describe(`seat inventory constraint on ${testBackend()}`, () => {
  let t: TestApp;
  let tripId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows;
    const [feed] = await rows(
      sql`insert into feeds (name, kind, summary) values ('t', 'demo', '{}') returning id`,
    );
    const [carrier] = await rows(
      sql`insert into carriers (feed_id, code, name) values (${feed!.id}, 'FPK', 'ФПК') returning id`,
    );
    const [service] = await rows(
      sql`insert into services (feed_id, weekdays) values (${feed!.id}, 127) returning id`,
    );
    const [trip] = await rows(sql`
      insert into trips (feed_id, service_id, carrier_id, mode, number, time_zone, departure_minute, properties)
      values (${feed!.id}, ${service!.id}, ${carrier!.id}, 'TRAIN', '001А', 'Europe/Moscow', 1380, '{}') returning id`);
    tripId = trip!.id;
  });
  afterAll(() => t?.close());

  const hold = (seat: string, from: number, to: number, car = 5) =>
    t.database.db.execute(sql`
      insert into seat_holds (trip_id, service_date, car_number, seat, from_sequence, to_sequence)
      values (${tripId}, '2026-12-01', ${car}, ${seat}, ${from}, ${to})`);

  it('lets one seat be sold for consecutive stretches of the line', async () => {
    await hold('12', 1, 3);
    await hold('12', 3, 6);
    await hold('12', 1, 6, 6);
  });

  it('refuses a second hold of a seat on an overlapping stretch', async () => {
    await expect(hold('12', 2, 4)).rejects.toThrow();
    await expect(hold('12', 0, 9)).rejects.toThrow();
  });
});
