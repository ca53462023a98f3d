import { api } from '@peresadka/contracts/api';
import { currentUser } from '../auth/authenticate.ts';
import type { FavoritesService } from '../favorites/favorites-service.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import type { OrdersService } from '../orders/orders-service.ts';
import { registerCall } from '../infra/http/api-route.ts';

export function profileRoutes(
  app: ApiApp,
  favorites: FavoritesService,
  orders: OrdersService,
): void {
  registerCall(app, api.userInfo, async ({ request }) => {
    const user = currentUser(request);
    return {
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      favorite_routes: await favorites.list(user.id),
      trips_lists: await orders.ids(user.id),
    };
  });
}
