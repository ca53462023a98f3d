// zod-free: the home page's passenger counters hold to it without loading zod.
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
