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

/**
 * How far the value of an hour goes either way, for the combined tab's «nobody would take it»
 * rule (the engine's `worthShowing`): a combined trip is left out only when a ride of one mode
 * or a trip with no more changes is the better buy both for a traveller who values an hour at
 * 150 ₽ and for one who values it at 600 ₽ (and so for everyone between).
 * - 150 ₽, half of the central value: a quarter of the average wage an hour — what a traveller
 *   on the median wage (Rosstat: about two thirds of the average) puts on a leisure trip's hour
 *   at the lower shares of the wage transport appraisal uses for non-work time (a quarter to
 *   a half; the EU's HEATCO guidelines, the UK's TAG): a student or a pensioner paying out of
 *   pocket.
 * - 600 ₽, twice the central value: the whole average hourly wage, the value appraisal gives
 *   an hour of a work trip (the cost-saving approach: what the employee's hour costs), and a
 *   traveller on a good wage.
 * A plane to Челябинск and a bus on to Екатеринбург, 8 h 10 min for 8 142 ₽, beside the direct
 * flight of 2 h 25 min for 8 304 ₽ saves 162 ₽ for almost six hours — 28 ₽ an hour, far below
 * anyone's in the range — and is left out; a train and a bus for 2 000 ₽ in 10 hours beside
 * that flight save 6 300 ₽ for 7½ hours, some 830 ₽ an hour, and stay.
 */
export const HOUR_VALUE_RUBLES = { low: 150, central: RUBLES_PER_HOUR, high: 600 } as const;

/**
 * Combined routes shown at most: a handful of distinct trips, each a choice of its own (the
 * engine's `worthShowing` keeps the cheapest and the fastest among them), not the same trip at
 * every hour — the per-mode tabs list every departure.
 */
export const COMBINED_SHOWN = 5;

/** The range as the engine's rule takes it: kopecks an hour. */
export const HOUR_VALUES_KOPECKS = {
  low: HOUR_VALUE_RUBLES.low * 100,
  central: HOUR_VALUE_RUBLES.central * 100,
  high: HOUR_VALUE_RUBLES.high * 100,
};

/** What the ranking reads of a route: the totals SPEC sorts by, and each change. */
export type Ranked = Pick<CombinedRoute, 'routes_price' | 'routes_time'> & {
  transfers: readonly Pick<Transfer, 'station_change'>[];
};

/** What a route costs a traveller in all, in kopecks: its price, its time and its changes. */
export function perceivedCost(route: Ranked): number {
  return (
    route.routes_price +
    Math.round((route.routes_time * RUBLES_PER_HOUR * 100) / 60) +
    changesCost(route.transfers)
  );
}

/** What the changes cost beyond their minutes, kopecks: each one, and more for a crossing. */
export const changesCost = (transfers: readonly Pick<Transfer, 'station_change'>[]): number =>
  transfers.reduce(
    (sum, t) =>
      sum + (CHANGE_PENALTY_RUBLES + (t.station_change ? CROSS_TOWN_PENALTY_RUBLES : 0)) * 100,
    0,
  );

/** The «Оптимальные» order: the lowest perceived cost, then the faster, then the cheaper. */
export const byPerceivedCost = (a: Ranked, b: Ranked): number =>
  perceivedCost(a) - perceivedCost(b) ||
  a.routes_time - b.routes_time ||
  a.routes_price - b.routes_price;
