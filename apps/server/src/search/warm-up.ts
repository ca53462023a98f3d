import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { searchCriteriaSchema } from '@peresadka/contracts/search';
import type { Clock } from '@peresadka/contracts/dates';
import type { PlaceDirectory } from '../suggest/place-directory.ts';
import type { SearchService } from './search-service.ts';

/**
 * One search between the two busiest cities, made before the server says it is up: what every
 * search shares is built on first use — the place index, the engine's indexes of the compiled
 * timetable, the trips' details, the connection to the trains' supplier, the code compiled hot
 * — and the first visitor would wait seconds for it (a cold first search took 4 s, its price
 * strip past the 5 s deadline). Tomorrow, every mode, as the home page's form asks. The
 * combined routes' worker is handed the timetable meanwhile and reads it on its own thread: a
 * combined search is polled, nobody waits for it before the cards. A network with fewer than
 * two cities has nothing to warm.
 */
export async function warmUpSearch(
  places: PlaceDirectory,
  search: SearchService,
  now: Clock,
): Promise<void> {
  const [from, to] = (await places.index()).busiest(2);
  if (!from || !to) return;
  const criteria = searchCriteriaSchema({ now }).parse({
    starting_point: from.name,
    starting_point_region: from.regionName,
    ending_point: to.name,
    ending_point_region: to.regionName,
    date: formatWireDate(addDays(todayIn(SITE_TIME_ZONE, now()), 1)),
  });
  const prepared = await search.prepare(criteria);
  search.prepareCombined(prepared);
  await search.searchModes(prepared);
}
