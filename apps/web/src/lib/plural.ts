import type { PassengerCategory } from '@peresadka/contracts/enums';
import { pluralWord } from '@peresadka/contracts/plural';

/** A noun's forms after 1, after 2–4 and after 5–20: «место», «места», «мест». */
export type Forms = readonly [one: string, few: string, many: string];

/** «3 места», «21 место». */
export const countOf = (n: number, [one, few, many]: Forms): string =>
  `${n} ${pluralWord(n, one, few, many)}`;

/**
 * «за 1 пассажира», «за 2 пассажиров»: after «за» an animate noun takes the genitive form, so
 * 2–4 read «за двух пассажиров», not the nominative «два пассажира».
 */
export const forPassengers = (n: number): string =>
  `за ${countOf(n, ['пассажира', 'пассажиров', 'пассажиров'])}`;

/** «5 мест». */
export const placesText = (n: number): string => countOf(n, ['место', 'места', 'мест']);

/** Each category after «за» (the genitive, as «за пассажира»): «за 1 ребёнка», «за 2 детей». */
const FOR_CATEGORY: Record<PassengerCategory, Forms> = {
  Adult: ['взрослого', 'взрослых', 'взрослых'],
  Child: ['ребёнка', 'детей', 'детей'],
  BabyWithPlace: ['младенца с местом', 'младенцев с местом', 'младенцев с местом'],
  BabyWithoutPlace: ['младенца без места', 'младенцев без места', 'младенцев без места'],
};

/**
 * Whom a total is for, by category: «за 1 взрослого», «за 2 взрослых и 1 ребёнка»,
 * «за 1 взрослого, 1 ребёнка и 1 младенца без места».
 */
export function forTravellers(
  lines: readonly { category: PassengerCategory; quantity: number }[],
): string {
  const named = lines
    .filter((line) => line.quantity > 0)
    .map((line) => countOf(line.quantity, FOR_CATEGORY[line.category]));
  const last = named.pop();
  return named.length === 0 ? `за ${last ?? ''}` : `за ${named.join(', ')} и ${last}`;
}
