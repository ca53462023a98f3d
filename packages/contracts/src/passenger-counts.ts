import { z } from 'zod';
import {
  DEFAULT_ADULT_QUANTITY,
  MAX_PASSENGERS_TOTAL,
  PASSENGER_COUNT_FIELD,
  PASSENGER_COUNT_KEYS,
} from './constants.ts';
import { lapInfantProblem } from './lap-infants.ts';

const COUNT_INVALID = 'Количество пассажиров указано неверно';
const PASSENGERS_MISSING = 'Пожалуйста, укажите количество пассажиров';
export const PASSENGERS_TOO_MANY = `Количество пассажиров не должно превышать ${MAX_PASSENGERS_TOTAL}`;
const BABIES_WITHOUT_ADULT = 'Младенцы до 2 лет путешествуют только со взрослым';

const count = (fallback: number) =>
  z.number({ error: COUNT_INVALID }).int(COUNT_INVALID).min(0, COUNT_INVALID).default(fallback);

export const ZPassengerCounts = z.object({
  adult_quantity: count(DEFAULT_ADULT_QUANTITY),
  child_quantity: count(0),
  baby_with_place_quantity: count(0),
  baby_without_place_quantity: count(0),
});
export type PassengerCounts = z.infer<typeof ZPassengerCounts>;

/**
 * The total bound also caps each category, so counters need no message of their own. A baby
 * under two travels with an adult (carriers' rules), and one without a place sits on an
 * adult's lap, so there are no more of those than adults.
 */
export function passengerCountProblem(counts: PassengerCounts): string | null {
  const total = PASSENGER_COUNT_KEYS.reduce((sum, key) => sum + counts[key], 0);
  if (total === 0) return PASSENGERS_MISSING;
  if (total > MAX_PASSENGERS_TOTAL) return PASSENGERS_TOO_MANY;
  const babies = counts.baby_with_place_quantity + counts.baby_without_place_quantity;
  if (babies > 0 && counts.adult_quantity === 0) return BABIES_WITHOUT_ADULT;
  return lapInfantProblem(counts.adult_quantity, counts.baby_without_place_quantity);
}

export function checkPassengerCounts(counts: PassengerCounts, ctx: z.RefinementCtx): void {
  const problem = passengerCountProblem(counts);
  if (problem) ctx.addIssue({ code: 'custom', path: [PASSENGER_COUNT_FIELD], message: problem });
}
