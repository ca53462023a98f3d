import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import type { FastifyInstance } from 'fastify';

/**
 * One search between the two busiest cities, asked of the app itself before the server says it
 * is up: what every search shares is built on first use — the place index, the engine's indexes
 * of the compiled timetable, the trips' details, the request's checks and the answer's writer,
 * the connection to the trains' supplier, the combined routes' worker and its copy of the
 * timetable, the code compiled hot — and the first visitor would wait seconds for it (a cold
 * first search took 4 s, its price strip past the 5 s deadline; bench/STARTUP.md). Tomorrow,
 * every mode and the combined routes, as the home page's form asks; the combined search goes on
 * in its worker. A network with fewer than two cities has nothing to warm.
 */
/**
 * Tries at most this often: on a busy machine the cold search may pass the API's deadline,
 * and what it built meanwhile makes the next try quick.
 */
const TRIES = 3;

export async function warmUpSearch(app: FastifyInstance): Promise<void> {
  const [from, to] = (await app.places.index()).busiest(2);
  if (!from || !to) return;
  const payload = {
    starting_point: from.name,
    starting_point_region: from.regionName,
    ending_point: to.name,
    ending_point_region: to.regionName,
    date: formatWireDate(addDays(todayIn(SITE_TIME_ZONE, new Date()), 1)),
  };
  for (let tried = 1; ; tried++) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/routes', payload });
    if (res.statusCode === 200) return;
    if (tried === TRIES) {
      app.log.warn({ status: res.statusCode, body: res.body }, 'прогрев поиска не удался');
      return;
    }
  }
}
