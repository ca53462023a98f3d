import { z } from 'zod';
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
export const ZRouteIdsRequest = z.object({ route_id_array: z.array(ZRouteId).min(1) });
export type RouteIdsRequest = z.infer<typeof ZRouteIdsRequest>;
