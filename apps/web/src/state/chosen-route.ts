import type { ChosenRoute } from './read-chosen-route.ts';

export type { ChosenRoute } from './read-chosen-route.ts';

/**
 * The result the visitor opened (SPEC §3 «chosen detail route») with the passengers and class
 * of the search that found it: kept for the tab's session so the detail and order pages
 * survive a reload. Written here without zod (the results page keeps none); its schema checks
 * it on read (read-chosen-route.ts).
 */
export const CHOSEN_ROUTE_KEY = 'peresadka.chosenRoute';

export function chooseRoute(route: ChosenRoute): void {
  sessionStorage.setItem(CHOSEN_ROUTE_KEY, JSON.stringify(route));
}
