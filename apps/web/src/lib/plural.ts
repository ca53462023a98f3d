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
