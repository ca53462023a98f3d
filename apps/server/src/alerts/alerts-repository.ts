import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { rowsOf } from '../infra/db/rows.ts';
import { soldOutAlerts, users } from '../infra/db/schema.ts';
import type { TripInstance } from '../suppliers/local/inventory-repository.ts';
import type { RideKey } from '../rides/route-id.ts';

export type AlertRow = typeof soldOutAlerts.$inferSelect;
type NewAlert = typeof soldOutAlerts.$inferInsert;

/** An alert with the address its letter goes to: the account's, whatever it is by then. */
export type AlertWithEmail = AlertRow & { email: string };

/** Waiting: neither told nor switched off. */
const waiting = and(isNull(soldOutAlerts.notifiedAt), isNull(soldOutAlerts.cancelledAt));

const withEmail = { alert: soldOutAlerts, email: users.email };
const flat = (r: { alert: AlertRow; email: string }): AlertWithEmail => ({
  ...r.alert,
  email: r.email,
});

/** The sold_out_alerts table; every read a user makes is scoped by their id. */
export class AlertsRepository {
  /** Serialises one account's subscriptions: its limit and idempotency keys are checked alone. */
  async lockUser(tx: Db, userId: number): Promise<void> {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
  }

  /** The id the next alert gets: its unsubscribe token is made from it before the row is written. */
  async nextId(tx: Db): Promise<number> {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select nextval(pg_get_serial_sequence('sold_out_alerts', 'id'))::int as id`,
      ),
    );
    return row!.id;
  }

  async insert(tx: Db, alert: NewAlert): Promise<void> {
    await tx.insert(soldOutAlerts).values(alert);
  }

  async byIdempotencyKey(tx: Db, userId: number, key: string): Promise<AlertRow | undefined> {
    const [row] = await tx
      .select()
      .from(soldOutAlerts)
      .where(and(eq(soldOutAlerts.userId, userId), eq(soldOutAlerts.idempotencyKey, key)));
    return row;
  }

  /** The account's waiting alert on this ride for this class, if any. */
  async waitingFor(
    tx: Db,
    userId: number,
    ride: RideKey,
    wantedClass: string | null,
  ): Promise<AlertRow | undefined> {
    const [row] = await tx
      .select()
      .from(soldOutAlerts)
      .where(
        and(
          eq(soldOutAlerts.userId, userId),
          eq(soldOutAlerts.tripId, ride.tripId),
          eq(soldOutAlerts.serviceDate, ride.serviceDate),
          eq(soldOutAlerts.fromStationId, ride.fromStationId),
          eq(soldOutAlerts.toStationId, ride.toStationId),
          sql`coalesce(${soldOutAlerts.wantedClass}, '') = ${wantedClass ?? ''}`,
          waiting,
        ),
      );
    return row;
  }

  /** The account's alerts still waiting for rides that have not left: what its limit counts. */
  async waitingOf(db: Db, userId: number, now: Date): Promise<AlertWithEmail[]> {
    const rows = await db
      .select(withEmail)
      .from(soldOutAlerts)
      .innerJoin(users, eq(users.id, soldOutAlerts.userId))
      .where(and(eq(soldOutAlerts.userId, userId), waiting, gt(soldOutAlerts.departsAt, now)))
      .orderBy(asc(soldOutAlerts.departsAt), asc(soldOutAlerts.id));
    return rows.map(flat);
  }

  /** Alerts waiting on these trip instances, whoever's. */
  async waitingOn(db: Db, instances: readonly TripInstance[], now: Date): Promise<AlertRow[]> {
    if (instances.length === 0) return [];
    return db
      .select()
      .from(soldOutAlerts)
      .where(
        and(
          sql`(${soldOutAlerts.tripId}, ${soldOutAlerts.serviceDate}) in (${sql.join(
            instances.map((i) => sql`(${i.tripId}::int, ${i.serviceDate}::date)`),
            sql`, `,
          )})`,
          waiting,
          gt(soldOutAlerts.departsAt, now),
        ),
      )
      .orderBy(asc(soldOutAlerts.id));
  }

  /**
   * The trip instances that alerts of a mode wait on, the soonest first: what a look at a
   * supplier's places goes through, since its sales and returns to others are not told to us.
   */
  async waitingInstances(db: Db, mode: string, now: Date, limit: number): Promise<TripInstance[]> {
    const rows = await db
      .selectDistinct({
        tripId: soldOutAlerts.tripId,
        serviceDate: soldOutAlerts.serviceDate,
        departsAt: soldOutAlerts.departsAt,
      })
      .from(soldOutAlerts)
      .where(and(eq(soldOutAlerts.mode, mode), waiting, gt(soldOutAlerts.departsAt, now)))
      .orderBy(asc(soldOutAlerts.departsAt))
      .limit(limit);
    return rows.map(({ tripId, serviceDate }) => ({ tripId, serviceDate }));
  }

  /** Marks the alert told; of two runs racing, only one finds it still waiting. */
  async markNotified(tx: Db, alertId: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(soldOutAlerts)
      .set({ notifiedAt: now })
      .where(and(eq(soldOutAlerts.id, alertId), waiting))
      .returning({ id: soldOutAlerts.id });
    return rows.length > 0;
  }

  async cancel(db: Db, userId: number, alertId: number, now: Date): Promise<void> {
    await db
      .update(soldOutAlerts)
      .set({ cancelledAt: now })
      .where(and(eq(soldOutAlerts.id, alertId), eq(soldOutAlerts.userId, userId), waiting));
  }

  /** Switches off every waiting alert of the owner of the token's alert; false for an unknown token. */
  async unsubscribe(db: Db, tokenHash: string, now: Date): Promise<boolean> {
    const [owner] = await db
      .select({ userId: soldOutAlerts.userId })
      .from(soldOutAlerts)
      .where(eq(soldOutAlerts.unsubscribeHash, tokenHash));
    if (!owner) return false;
    await db
      .update(soldOutAlerts)
      .set({ cancelledAt: now })
      .where(and(eq(soldOutAlerts.userId, owner.userId), waiting));
    return true;
  }

  /** An alert with its owner's address: for the answer to its owner, and for the letter. */
  async byId(db: Db, alertId: number): Promise<AlertWithEmail | undefined> {
    const [row] = await db
      .select(withEmail)
      .from(soldOutAlerts)
      .innerJoin(users, eq(users.id, soldOutAlerts.userId))
      .where(eq(soldOutAlerts.id, alertId));
    return row && flat(row);
  }
}
