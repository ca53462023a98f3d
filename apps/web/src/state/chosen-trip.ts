import { CHOSEN_TRIP_KEY } from './chosen-keys.ts';
import type { ChosenTrip } from './read-chosen-trip.ts';

export { CHOSEN_TRIP_KEY };
export type { ChosenTrip } from './read-chosen-trip.ts';

/**
 * The combined trip the visitor opened to buy whole, with the passengers and class of the
 * search that found it: kept for the tab's session, like the chosen single ride, so the trip's
 * page and its order form survive a reload and the trip to /login. Written here without zod.
 */
export function chooseTrip(trip: ChosenTrip): void {
  sessionStorage.setItem(CHOSEN_TRIP_KEY, JSON.stringify(trip));
}
