import type {
  BusProperties,
  PlaneProperties,
  TrainProperties,
} from '@peresadka/geo/demo-timetable/demo-feed';
import type { Mode } from '@peresadka/engine/timetable/source';
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../timetable/timetable-writer.ts';

/** What results and details print about a trip beyond its times: names, carrier, vehicle. */
export type TripInfo = {
  id: number;
  mode: Mode;
  number: string;
  name: string | null;
  carrierCode: string;
  carrierName: string;
  /** Vehicle, fares and flags; null for imported feeds that publish none. */
  properties: PlaneProperties | TrainProperties | BusProperties | null;
};

type Row = {
  id: number;
  mode: Mode;
  number: string;
  name: string | null;
  properties: Record<string, unknown>;
  carrier_code: string;
  carrier_name: string;
};

/** The few trips a page of results shows, in one query. */
export async function loadTripInfo(db: Db, ids: readonly number[]): Promise<Map<number, TripInfo>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select t.id, t.mode, t.number, t.name, t.properties, c.code as carrier_code, c.name as carrier_name
    from trips t join carriers c on c.id = t.carrier_id
    where t.id = any(${`{${[...new Set(ids)].join(',')}}`}::int[])`);
  return new Map(
    rowsOf<Row>(result).map((row) => [
      row.id,
      {
        id: row.id,
        mode: row.mode,
        number: row.number,
        name: row.name,
        carrierCode: row.carrier_code,
        carrierName: row.carrier_name,
        properties:
          row.properties.mode === row.mode ? (row.properties as TripInfo['properties']) : null,
      },
    ]),
  );
}
