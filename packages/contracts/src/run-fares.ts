import { unitHash, weekdayDemand } from './presold.ts';

/**
 * What a run (a trip on one service date) sells at. Carriers do not sell every day at one
 * price: ФПК has priced its купе and СВ dynamically since the mid-2010s (by the day of the
 * week, the season and the train's fullness), airlines sell a flight in booking classes that
 * close as it fills, and the coach lines of the big routes ask more on Friday and Sunday. The demonstration
 * network's trips carry a seeded `demand` (0–1, `presold.ts`); a run's fare is its trip's
 * published fare times a factor of that demand and its date, the same for every seller that
 * prices it (the site's own inventory, the IM sandbox), so a search, a detail page and an order
 * agree. The factor never depends on the time of asking — real carriers' fares also rise as
 * the day nears, ours do not, so a price shown is the price paid. A trip without a demand (a
 * timetable from elsewhere, the tests' small networks) sells at its published fare.
 *
 * The numbers are ours, chosen modest: a run costs from about 0.8 to 1.4 of the published
 * fare, a popular Friday train (demand 0.9) about two fifths more than a thin Tuesday one (0.3).
 */

/** A run as its fare depends on it: the trip's number and seeded demand, its service date. */
export type Run = { number: string; demand?: number | undefined; serviceDate: string };

/**
 * The fare moves with the weekly pattern of travel that fills the runs (`weekdayDemand`), at
 * two fifths of its swing: Friday ×1.14, Sunday ×1.08, Tuesday and Wednesday ×0.98, Saturday
 * ×0.96.
 */
const WEEKDAY_SWING = 0.4;
/** A trip of demand 0.5 (the median) sells at its published fare; 1 at +15 %, 0.27 at −7 %. */
const DEMAND_SWING = 0.3;
/** Each run's own ± share, seeded by the trip and the date. */
const RUN_NOISE = 0.05;

/** The factor of a run's fare over its trip's published one; exactly 1 without a demand. */
export function runFareFactor(run: Run): number {
  if (run.demand === undefined) return 1;
  const weekday = 1 + WEEKDAY_SWING * (weekdayDemand(run.serviceDate) - 1);
  const popular = 1 + DEMAND_SWING * (run.demand - 0.5);
  const noise = 1 + RUN_NOISE * (2 * unitHash(`${run.number}|${run.serviceDate}`) - 1);
  return weekday * popular * noise;
}

/** The fare of a run, in kopecks, sold in whole roubles: `published` times the run's factor. */
export const runFare = (published: number, run: Run): number =>
  Math.round((published * runFareFactor(run)) / 100) * 100;
