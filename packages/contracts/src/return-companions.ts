import type { LegTransportType, PassengerCategory } from './enums.ts';
import { fareRules } from './fare-rules.ts';

/**
 * The categories that may not ride without an adult once they have a place of their own.
 *
 * - Trains: children under ten do not travel in long-distance trains unaccompanied (Правила
 *   оказания услуг по перевозкам на железнодорожном транспорте пассажиров, утв. постановлением
 *   Правительства РФ от 02.03.2005 № 111; the students' exception needs a school's
 *   certificate we do not take) — our train `Child` category is exactly them.
 * - Planes: a child under twelve flies alone only as an unaccompanied minor, a service the
 *   carrier sells and we do not (Федеральные авиационные правила, приказ Минтранса России от
 *   28.06.2007 № 82, leave the terms to the carrier's rules); one bought with its adult stays
 *   with that adult. An infant with a seat is under two: never alone.
 * - Buses: no federal rule sets an age (Правила перевозок пассажиров и багажа автомобильным
 *   транспортом, утв. постановлением Правительства РФ от 01.10.2020 № 1586, say nothing of it),
 *   so only the child on a lap is bound to an adult.
 *
 * A child on a lap has neither place nor ticket worth anything of its own: it rides with the
 * passenger who carries it (Устав железнодорожного транспорта, ст. 82; Воздушный кодекс,
 * ст. 106; Устав автомобильного транспорта, ст. 21), so it goes back with that passenger.
 */
const NEVER_ALONE: Record<LegTransportType, readonly PassengerCategory[]> = {
  TRAIN: ['Child'],
  PLANE: ['Child', 'BabyWithPlace'],
  BUS: [],
};

export type RideTraveller = { id: number; category: PassengerCategory };

export type ReturnCompanions = {
  /** Children on laps who would be left with fewer adults than laps: returned with them. */
  alsoReturn: number[];
  /** Children who may not ride alone and would be left without any adult: the return waits. */
  leftAlone: number[];
};

const isAdult = (p: RideTraveller) => p.category === 'Adult';

/**
 * What returning the travellers `leaving` does to the children who stay on one ride of `mode`.
 * Only a return that takes adults away binds anyone: an order of children the site sold alone
 * (a child flying on an adult's booking elsewhere) stays as it was sold.
 */
export function returnCompanions(
  mode: LegTransportType,
  onRide: readonly RideTraveller[],
  leaving: ReadonlySet<number>,
): ReturnCompanions {
  const staying = onRide.filter((p) => !leaving.has(p.id));
  const adultsBefore = onRide.filter(isAdult).length;
  const adultsAfter = staying.filter(isAdult).length;
  if (adultsAfter === adultsBefore) return { alsoReturn: [], leftAlone: [] };
  const laps = staying.filter((p) => fareRules[mode][p.category]?.onLap === true);
  return {
    // The last typed go first: the first lap child is the first adult's.
    alsoReturn: laps.slice(adultsAfter).map((p) => p.id),
    leftAlone:
      adultsAfter === 0
        ? staying.filter((p) => NEVER_ALONE[mode].includes(p.category)).map((p) => p.id)
        : [],
  };
}
