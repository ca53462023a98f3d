import { z } from 'zod';
import {
  DEFAULT_ADULT_QUANTITY,
  MAX_PASSENGERS_TOTAL,
  PASSENGER_COUNT_FIELD,
} from './constants.ts';

const COUNT_INVALID = 'Количество пассажиров указано неверно';
const PASSENGERS_MISSING = 'Пожалуйста, укажите количество пассажиров';
export const PASSENGERS_TOO_MANY = `Количество пассажиров не должно превышать ${MAX_PASSENGERS_TOTAL}`;
const BABIES_WITHOUT_ADULT = 'Младенцы до 2 лет путешествуют только со взрослым';

/**
 * A baby without a place of its own sits on an adult's lap, so an adult takes one: Воздушный
 * кодекс РФ, ст. 106 (one child under two per passenger), Устав автомобильного транспорта,
 * ст. 21 (one child per passenger), АО «ФПК» (one child under five per adult). The search form's
 * counters, the search and every order are held to it here.
 */
export const LAP_INFANTS_PER_ADULT = 1;
export const LAP_INFANTS_OUTNUMBER_ADULTS =
  'На одного взрослого — не больше одного младенца без места: младенец едет на руках у взрослого';

/** How many babies without a place `adults` can take on their laps. */
export const maxLapInfants = (adults: number): number => adults * LAP_INFANTS_PER_ADULT;

/** The lap rule for `laps` babies without a place and `adults` adults; null when it holds. */
export const lapInfantProblem = (adults: number, laps: number): string | null =>
  laps > maxLapInfants(adults) ? LAP_INFANTS_OUTNUMBER_ADULTS : null;

const count = (fallback: number) =>
  z.number({ error: COUNT_INVALID }).int(COUNT_INVALID).min(0, COUNT_INVALID).default(fallback);

export const ZPassengerCounts = z.object({
  adult_quantity: count(DEFAULT_ADULT_QUANTITY),
  child_quantity: count(0),
  baby_with_place_quantity: count(0),
  baby_without_place_quantity: count(0),
});
export type PassengerCounts = z.infer<typeof ZPassengerCounts>;
export const PASSENGER_COUNT_KEYS = ZPassengerCounts.keyof().options;

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
