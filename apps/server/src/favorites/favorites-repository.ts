import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { favoriteRoutes } from '../infra/db/schema.ts';

/** Saved journeys; every query is scoped by its user. */
export class FavoritesRepository {
  constructor(private readonly db: Db) {}

  async countOf(userId: number): Promise<number> {
    const [held] = await this.db
      .select({ n: count() })
      .from(favoriteRoutes)
      .where(eq(favoriteRoutes.userId, userId));
    return held?.n ?? 0;
  }

  async has(userId: number, routeKey: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: favoriteRoutes.id })
      .from(favoriteRoutes)
      .where(and(eq(favoriteRoutes.userId, userId), eq(favoriteRoutes.routeKey, routeKey)));
    return row !== undefined;
  }

  async insert(userId: number, routeKey: string, snapshot: unknown): Promise<void> {
    await this.db
      .insert(favoriteRoutes)
      .values({ userId, routeKey, snapshot })
      .onConflictDoNothing();
  }

  /** Whether there was one to delete. */
  async delete(userId: number, routeKey: string): Promise<boolean> {
    const deleted = await this.db
      .delete(favoriteRoutes)
      .where(and(eq(favoriteRoutes.userId, userId), eq(favoriteRoutes.routeKey, routeKey)))
      .returning({ id: favoriteRoutes.id });
    return deleted.length > 0;
  }

  /** Snapshots in the order they were saved. */
  async snapshots(userId: number): Promise<unknown[]> {
    const rows = await this.db
      .select({ snapshot: favoriteRoutes.snapshot })
      .from(favoriteRoutes)
      .where(eq(favoriteRoutes.userId, userId))
      .orderBy(asc(favoriteRoutes.createdAt), asc(favoriteRoutes.id));
    return rows.map((row) => row.snapshot);
  }
}
