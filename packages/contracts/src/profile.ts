import { z } from 'zod';
import { MAX_TRANSFERS } from './constants.ts';
import { optionalPhoneField } from './text-rules.ts';
import { ZSearchTransportType } from './enums.ts';
import { ZLeg, ZRouteId, ZTripTimes } from './search-results.ts';
import { ZKopecks, ZMinutes } from './units.ts';

/**
 * A saved journey now: on sale, with its legs at today's prices (to open and buy), sold out,
 * or gone (a ride of it left, was cancelled or no longer runs).
 */
export const ZFavoriteNow = z.discriminatedUnion('status', [
  z.object({ status: z.literal('on_sale'), legs: z.array(ZLeg).min(1), total_price: ZKopecks }),
  z.object({ status: z.literal('sold_out') }),
  z.object({ status: z.literal('gone') }),
]);
export type FavoriteNow = z.infer<typeof ZFavoriteNow>;

/**
 * A saved journey: one route, or the legs of a combined one, as it was when saved (`price` and
 * `total_price` then), and what it is now.
 */
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
    /** The legs as saved: numbers, names, stations; absent on a favorite saved before they were kept. */
    legs: z.array(ZLeg).optional(),
    in_favorite: z.boolean(),
    now: ZFavoriteNow,
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
  /** The phone order forms are prefilled with, «+79123456789»; null until set or first ordered with. */
  phone: z.string().nullable(),
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

export const accountPhoneMessages = {
  invalid: 'Введите корректный номер телефона.',
  saved: 'Телефон сохранён',
  removed: 'Телефон удалён',
} as const;

/** Body of /v1/auth/users/set_phone/: a Russian number as the order form takes it, or empty to remove it. */
export const ZSetPhoneRequest = z.object({
  phone: optionalPhoneField(accountPhoneMessages.invalid),
});
export type SetPhoneRequest = z.input<typeof ZSetPhoneRequest>;

export const ZSetPhoneResponse = z.object({ detail: z.string(), phone: z.string().nullable() });
