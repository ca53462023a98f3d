import type { CombinedRoute, Transfer } from './search-results.ts';

/**
 * «Оптимальные»: combined routes ranked the way a traveller weighs them — what the trip costs
 * plus what its hours and its changes are worth to them, all in rubles. The lowest total first.
 *
 * The weights, for an ordinary Russian traveller paying for themselves:
 * - an hour on the way is worth 300 ₽. The average wage (Rosstat, 2025) is about 95 000 ₽ a
 *   month, some 575 ₽ an hour worked; time spent on a private trip is valued at roughly half the
 *   wage in transport studies. It is also where people really split: saving 2 000 ₽ by a bus
 *   that takes six hours longer than «Сапсан» is a choice many make and many refuse.
 * - every change costs 300 ₽ more, as if it were an hour longer: getting off with luggage,
 *   finding the next platform or gate, and the worry of missing the next ride on a separate
 *   ticket. Studies of intercity travel put a change at 30–60 minutes of riding; we take the
 *   top, since a missed connection here means a new ticket.
 * - a change that crosses town (another station or airport) costs 500 ₽ more: a metro or taxi
 *   ride with luggage that the route's price leaves out, and traffic that may make it late.
 *   The minutes of that ride are already counted: they sit in the wait before the next leg.
 */
export const RUBLES_PER_HOUR = 300;
export const CHANGE_PENALTY_RUBLES = 300;
export const CROSS_TOWN_PENALTY_RUBLES = 500;

/** What the ranking reads of a route: the totals SPEC sorts by, and each change. */
export type Ranked = Pick<CombinedRoute, 'routes_price' | 'routes_time'> & {
  transfers: readonly Pick<Transfer, 'station_change'>[];
};

/** What a route costs a traveller in all, in kopecks: its price, its time and its changes. */
export function perceivedCost(route: Ranked): number {
  const changes = route.transfers.reduce(
    (sum, t) => sum + CHANGE_PENALTY_RUBLES + (t.station_change ? CROSS_TOWN_PENALTY_RUBLES : 0),
    0,
  );
  return (
    route.routes_price +
    Math.round((route.routes_time * RUBLES_PER_HOUR * 100) / 60) +
    changes * 100
  );
}

/** The «Оптимальные» order: the lowest perceived cost, then the faster, then the cheaper. */
export const byPerceivedCost = (a: Ranked, b: Ranked): number =>
  perceivedCost(a) - perceivedCost(b) ||
  a.routes_time - b.routes_time ||
  a.routes_price - b.routes_price;
