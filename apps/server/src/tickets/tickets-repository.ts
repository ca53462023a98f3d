import { ZStationType, type StationType } from '@peresadka/contracts/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';

/**
 * What a ticket prints about a station beyond the name the order kept: its code, city and kind
 * (null: a type the contracts do not know).
 */
export type StationLabel = { code: string | null; city: string | null; kind: StationType | null };

/** The timetable's stations, as the tickets read them. */
export class TicketsRepository {
  async stations(db: Db, ids: readonly number[]): Promise<Map<number, StationLabel>> {
    if (ids.length === 0) return new Map();
    const rows = rowsOf<{ id: number; code: string | null; city: string | null; type: string }>(
      await db.execute(sql`
        select s.id, s.code, c.name as city, s.type
        from stations s left join cities c on c.id = s.city_id
        where s.id = any(${`{${[...new Set(ids)].join(',')}}`}::int[])`),
    );
    return new Map(
      rows.map((r) => {
        const kind = ZStationType.safeParse(r.type);
        return [r.id, { code: r.code, city: r.city, kind: kind.success ? kind.data : null }];
      }),
    );
  }

  /** The order an item belongs to, if there is such an item. */
  async orderOfItem(db: Db, itemId: number): Promise<number | undefined> {
    const [row] = rowsOf<{ orderId: number }>(
      await db.execute(sql`select order_id as "orderId" from order_items where id = ${itemId}`),
    );
    return row?.orderId;
  }
}
