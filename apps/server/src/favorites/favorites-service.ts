import {
  FAVORITE_LEGS_MAX,
  FAVORITES_MAX,
  favoriteMessages,
  ZFavoriteRoute,
  type FavoriteRoute,
} from '@peresadka/contracts/profile';
import { AppError } from '@peresadka/contracts/errors';
import { and, asc, count, eq } from 'drizzle-orm';
import { legsOfRouteIds } from '../detail/routes-by-ids.ts';
import type { Db } from '../infra/db/database.ts';
import { favoriteRoutes } from '../infra/db/schema.ts';
import type { RidesService } from '../rides/rides-service.ts';
import type { TrainSupplier } from '../suppliers/train-supplier.ts';
import { favoriteSnapshot } from './favorite-snapshot.ts';

const ZSnapshot = ZFavoriteRoute.omit({ in_favorite: true });

/** One journey is one favorite, whatever its number of legs. */
const routeKeyOf = (routeIds: readonly string[]) => routeIds.join(' ');

const badRoute = (message: string) =>
  new AppError('validation', message, { fieldErrors: { route_id_array: [message] } });

/**
 * Each user's saved journeys. Every query is scoped by the signed-in user's id: nobody can read
 * or delete another user's favorites, whatever ids they send.
 */
export class FavoritesService {
  constructor(
    private readonly db: Db,
    private readonly rides: RidesService,
    private readonly trains: TrainSupplier,
    private readonly now: () => Date,
  ) {}

  async add(userId: number, routeIds: readonly string[]): Promise<void> {
    if (routeIds.length > FAVORITE_LEGS_MAX) throw badRoute(favoriteMessages.tooManyLegs);
    const routeKey = routeKeyOf(routeIds);
    if (await this.has(userId, routeKey)) return;
    const [held] = await this.db
      .select({ n: count() })
      .from(favoriteRoutes)
      .where(eq(favoriteRoutes.userId, userId));
    if ((held?.n ?? 0) >= FAVORITES_MAX) {
      throw new AppError('conflict', 'Too many favorites', {
        userMessage: favoriteMessages.tooMany,
      });
    }
    // Re-read from the timetable: a client cannot save a route we never issued.
    const snapshot = favoriteSnapshot(
      await legsOfRouteIds(this.rides, this.trains, routeIds, this.now()),
      routeIds,
    );
    if (!snapshot) throw badRoute('Поездки маршрута должны идти одна за другой');
    await this.db
      .insert(favoriteRoutes)
      .values({ userId, routeKey, snapshot })
      .onConflictDoNothing();
  }

  async remove(userId: number, routeIds: readonly string[]): Promise<void> {
    const deleted = await this.db
      .delete(favoriteRoutes)
      .where(
        and(eq(favoriteRoutes.userId, userId), eq(favoriteRoutes.routeKey, routeKeyOf(routeIds))),
      )
      .returning({ id: favoriteRoutes.id });
    if (deleted.length === 0) {
      throw new AppError('not_found', 'Not in favorites', {
        userMessage: favoriteMessages.notInFavorites,
      });
    }
  }

  async list(userId: number): Promise<FavoriteRoute[]> {
    const rows = await this.db
      .select({ snapshot: favoriteRoutes.snapshot })
      .from(favoriteRoutes)
      .where(eq(favoriteRoutes.userId, userId))
      .orderBy(asc(favoriteRoutes.createdAt), asc(favoriteRoutes.id));
    return rows.map((row) => ({ ...ZSnapshot.parse(row.snapshot), in_favorite: true }));
  }

  private async has(userId: number, routeKey: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: favoriteRoutes.id })
      .from(favoriteRoutes)
      .where(and(eq(favoriteRoutes.userId, userId), eq(favoriteRoutes.routeKey, routeKey)));
    return row !== undefined;
  }
}
