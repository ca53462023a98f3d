import type { SeatMapRow } from '@peresadka/contracts/trip-properties';
import { kopecks, type Kopecks } from '@peresadka/engine/units';

/**
 * What airlines charge for extras bought with the ticket. Our fee is on the ticket only, so an
 * extra costs what the airline asks.
 */

/** A second checked bag up to 23 kg, per flight. */
export const EXTRA_BAGGAGE: Kopecks = kopecks(2_500_00);
export const EXTRA_BAGGAGE_CODE = 'XBAG';
export const EXTRA_BAGGAGE_NAME = 'Дополнительное место багажа до 23 кг';

/**
 * Choosing a seat in advance: a row at an emergency exit (room for the legs) costs most, the
 * first rows of economy more, the rest one price, and a business seat comes with its fare. A
 * seat the airline assigns costs nothing.
 */
export function seatChoicePrice(row: SeatMapRow): Kopecks {
  if (row.serviceClass === 'Business') return kopecks(0);
  if (row.exit) return kopecks(1_200_00);
  return kopecks(row.row <= 5 ? 900_00 : 400_00);
}
