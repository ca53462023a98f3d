import { api } from '@peresadka/contracts/api';
import { favoriteMessages } from '@peresadka/contracts/profile';
import { currentUser } from '../auth/authenticate.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { FavoritesService } from './favorites-service.ts';

export function favoriteRoutes(app: ApiApp, favorites: FavoritesService): void {
  registerCall(app, api.addFavorite, async ({ body, request }) => {
    await favorites.add(currentUser(request).id, body.route_id_array);
    return { detail: favoriteMessages.added };
  });

  registerCall(app, api.deleteFavorite, async ({ body, request }) => {
    await favorites.remove(currentUser(request).id, body.route_id_array);
    return { detail: favoriteMessages.deleted };
  });
}
