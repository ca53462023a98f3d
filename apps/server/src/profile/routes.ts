import { api } from '@peresadka/contracts/api';
import { currentUser } from '../auth/authenticate.ts';
import type { FavoritesService } from '../favorites/favorites-service.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';

export function profileRoutes(app: ApiApp, favorites: FavoritesService): void {
  registerCall(app, api.userInfo, async ({ request }) => {
    const user = currentUser(request);
    return {
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      favorite_routes: await favorites.list(user.id),
      // Orders arrive with the booking work; until then the profile honestly has none.
      trips_lists: [],
    };
  });
}
