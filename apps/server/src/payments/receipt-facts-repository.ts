import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';

/** What a receipt needs to know of an order's ride beyond the order: its carrier and regions. */
export type RideFacts = { carrierCode: string; fromRegion: string | null; toRegion: string | null };

/** The timetable's carrier of each ride of an order and the regions its stops are in. */
export async function rideFactsOf(db: Db, orderId: number): Promise<Map<number, RideFacts>> {
  const rows = rowsOf<{
    ride_id: number;
    carrier_code: string;
    from_region: string | null;
    to_region: string | null;
  }>(
    await db.execute(sql`
      select r.id as ride_id, c.code as carrier_code,
             fc.region_name as from_region, tc.region_name as to_region
      from order_rides r
        join trips t on t.id = r.trip_id
        join carriers c on c.id = t.carrier_id
        join stations fs on fs.id = r.from_station_id
        left join cities fc on fc.id = fs.city_id
        join stations ts on ts.id = r.to_station_id
        left join cities tc on tc.id = ts.city_id
      where r.order_id = ${orderId}`),
  );
  return new Map(
    rows.map((r) => [
      r.ride_id,
      { carrierCode: r.carrier_code, fromRegion: r.from_region, toRegion: r.to_region },
    ]),
  );
}
