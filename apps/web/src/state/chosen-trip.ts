import { ZServiceClass } from '@peresadka/contracts/enums';
import { ZPassengerCounts } from '@peresadka/contracts/passenger-counts';
import { ZCombinedRoute } from '@peresadka/contracts/search-results';
import { z } from 'zod';

/**
 * The combined trip the visitor opened to buy whole, with the passengers and class of the
 * search that found it: kept for the tab's session, like the chosen single ride, so the trip's
 * page and its order form survive a reload and the trip to /login; checked on read.
 */
const KEY = 'peresadka.chosenTrip';

const ZChosenTrip = z.object({
  route: ZCombinedRoute,
  counts: ZPassengerCounts,
  serviceClass: ZServiceClass,
});
export type ChosenTrip = z.infer<typeof ZChosenTrip>;

export function chooseTrip(trip: ChosenTrip): void {
  sessionStorage.setItem(KEY, JSON.stringify(trip));
}

export function chosenTrip(): ChosenTrip | null {
  try {
    const parsed = ZChosenTrip.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
