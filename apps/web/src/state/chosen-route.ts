import { CHOSEN_ROUTE_KEY } from './chosen-keys.ts';
import type { ChosenRoute } from './read-chosen-route.ts';

export { CHOSEN_ROUTE_KEY };
export type { ChosenRoute } from './read-chosen-route.ts';

/**
 * The result the visitor opened (SPEC §3 «chosen detail route») with the passengers and class
 * of the search that found it: kept for the tab's session so the detail and order pages
 * survive a reload. Written here without zod (the results page keeps none).
 */
export function chooseRoute(route: ChosenRoute): void {
  sessionStorage.setItem(CHOSEN_ROUTE_KEY, JSON.stringify(route));
}
