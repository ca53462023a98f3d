import { z } from 'zod';
import { MAX_TRANSFERS } from './constants.ts';
import { ZSearchTransportType } from './enums.ts';
import { ZRouteId, ZTripTimes } from './search-results.ts';
import { ZKopecks, ZMinutes } from './units.ts';

/** A saved journey: one route, or the legs of a combined one. */
export const ZFavoriteRoute = ZTripTimes.omit({ origin_name: true, destination_name: true }).extend(
  {
    starting_point: z.string(),
    ending_point: z.string(),
    transport_type: ZSearchTransportType,
    price: ZKopecks,
    /** Time spent waiting between legs; 0 for a direct route. */
    transfer_time: ZMinutes,
    total_price: ZKopecks,
    routes_ids: z.array(ZRouteId).min(1),
    in_favorite: z.boolean(),
  },
);
export type FavoriteRoute = z.infer<typeof ZFavoriteRoute>;

/** A favorite is one journey: a route, or the legs of a combined one (at most 6). */
export const FAVORITE_LEGS_MAX = MAX_TRANSFERS + 1;
/** So that one account cannot grow without bound. */
export const FAVORITES_MAX = 200;
const ROUTE_IDS_MAX = 50;

export const favoriteMessages = {
  added: 'Маршрут добавлен в избранное',
  deleted: 'Маршрут удалён из избранного',
  notInFavorites: 'Этого маршрута нет в вашем избранном',
  tooManyLegs: `В избранное сохраняется маршрут не больше чем из ${FAVORITE_LEGS_MAX} поездок`,
  tooMany: `В избранном уже ${FAVORITES_MAX} маршрутов — удалите ненужные`,
} as const;

export const ZUserInfo = z.object({
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  favorite_routes: z.array(ZFavoriteRoute),
  /** Ids of the user's orders; the orders themselves come from GET /v1/payment/all/. */
  trips_lists: z.array(z.number().int()),
});
export type UserInfo = z.infer<typeof ZUserInfo>;

/** Body of /v1/favorite, /v1/delete_favorite and /v1/get_detail_info. */
export const ZRouteIdsRequest = z.object({
  route_id_array: z
    .array(ZRouteId)
    .min(1, 'Выберите маршрут')
    .max(ROUTE_IDS_MAX, `Не больше ${ROUTE_IDS_MAX} маршрутов за раз`),
});
export type RouteIdsRequest = z.infer<typeof ZRouteIdsRequest>;
