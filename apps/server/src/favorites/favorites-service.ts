import {
  FAVORITE_LEGS_MAX,
  FAVORITES_MAX,
  favoriteMessages,
  ZFavoriteRoute,
  type FavoriteRoute,
} from '@peresadka/contracts/profile';
import { AppError } from '@peresadka/contracts/errors';
import { journeyNow, legsOfRouteIds } from '../detail/routes-by-ids.ts';
import type { Db } from '../infra/db/database.ts';
import type { RidesService } from '../rides/rides-service.ts';
import type { InventoryService } from '../suppliers/local/inventory-service.ts';
import type { TrainSupplier } from '../suppliers/train-supplier.ts';
import { favoriteSnapshot } from './favorite-snapshot.ts';
import { FavoritesRepository } from './favorites-repository.ts';

const ZSnapshot = ZFavoriteRoute.omit({ in_favorite: true, now: true });

/** One journey is one favorite, whatever its number of legs. */
const routeKeyOf = (routeIds: readonly string[]) => routeIds.join(' ');

const badRoute = (message: string) =>
  new AppError('validation', message, { fieldErrors: { route_id_array: [message] } });

/**
 * Each user's saved journeys. Every query is scoped by the signed-in user's id: nobody can read
 * or delete another user's favorites, whatever ids they send.
 */
export class FavoritesService {
  private readonly repository: FavoritesRepository;

  constructor(
    db: Db,
    private readonly rides: RidesService,
    private readonly trains: TrainSupplier,
    private readonly inventory: InventoryService,
    private readonly now: () => Date,
  ) {
    this.repository = new FavoritesRepository(db);
  }

  async add(userId: number, routeIds: readonly string[]): Promise<void> {
    if (routeIds.length > FAVORITE_LEGS_MAX) throw badRoute(favoriteMessages.tooManyLegs);
    const routeKey = routeKeyOf(routeIds);
    if (await this.repository.has(userId, routeKey)) return;
    if ((await this.repository.countOf(userId)) >= FAVORITES_MAX) {
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
    await this.repository.insert(userId, routeKey, snapshot);
  }

  async remove(userId: number, routeIds: readonly string[]): Promise<void> {
    if (!(await this.repository.delete(userId, routeKeyOf(routeIds)))) {
      throw new AppError('not_found', 'Not in favorites', {
        userMessage: favoriteMessages.notInFavorites,
      });
    }
  }

  /** Each favorite as saved and as it is now, re-read and re-priced like a fresh result. */
  async list(userId: number): Promise<FavoriteRoute[]> {
    const snapshots = (await this.repository.snapshots(userId)).map((s) => ZSnapshot.parse(s));
    const at = this.now();
    return Promise.all(
      snapshots.map(async (saved) => ({
        ...saved,
        in_favorite: true,
        now: await journeyNow(this.rides, this.trains, this.inventory, saved.routes_ids, at),
      })),
    );
  }
}
