import { oneWay } from '@peresadka/contracts/round-trip';
import { api } from '@peresadka/contracts/api';
import type { SearchCriteria } from '@peresadka/contracts/search';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import { clientAddress } from '../rate-limit/client-address.ts';
import type { PublicCallLimits, RateLimiter } from '../rate-limit/rate-limiter.ts';
import { CombinedBusyError, type CombinedJobs } from './combined-jobs.ts';
import { DAY_PRICES_DEADLINE_MS, type DayPrices } from './day-prices.ts';
import type { SearchService } from './search-service.ts';

export function searchRoutes(
  app: ApiApp,
  search: SearchService,
  jobs: CombinedJobs,
  dayPrices: DayPrices,
  limiter: RateLimiter,
  limits: PublicCallLimits,
): void {
  const searchLimit = { onRequest: limiter.perAddress(limits.search) };
  const searchAnswer = { ...searchLimit, writtenBySchema: true };

  /**
   * The per-mode lists, worked out once: the answer needs them, and so does the combined tab,
   * which leaves out what a ride of one mode does as well. The combined search is admitted
   * first, so a refused one costs nothing beyond the lists its caller asks for: when the
   * combined queue is full the search is `refused` for now, and the results page still gets
   * its per-mode tabs.
   */
  const withCombined = async (criteria: SearchCriteria, client: string) => {
    const prepared = await search.prepare(criteria);
    let modes: ReturnType<SearchService['searchModes']> | undefined;
    const modesOnce = () => (modes ??= search.searchModes(prepared));
    try {
      const id = await jobs.start({
        // The way back's date changes nothing of this answer: searches differing in it share it.
        criteria: oneWay(criteria),
        client,
        compute: async () => search.searchCombined(prepared, await modesOnce()),
      });
      return { id, modes: modesOnce };
    } catch (error) {
      if (!(error instanceof CombinedBusyError)) throw error;
      return { refused: error, modes: modesOnce };
    }
  };

  registerCall(
    app,
    api.searchRoutes,
    async ({ body, request }) => {
      if (!body.combined_enabled) {
        return {
          ...(await search.searchModes(await search.prepare(body))),
          combined_route: null,
        };
      }
      const combined = await withCombined(body, clientAddress(request.ip));
      const modes = await combined.modes();
      if (combined.refused) {
        const { userMessage, retryAfterSeconds } = combined.refused;
        return {
          ...modes,
          combined_route: null,
          combined_error: { error_message: userMessage, retry_after: retryAfterSeconds },
        };
      }
      return { ...modes, combined_route: combined.id };
    },
    searchAnswer,
  );

  registerCall(
    app,
    api.searchOldRoutes,
    async ({ body }) => ({
      ...(await search.searchModes(await search.prepare(body))),
      combined_route: null,
    }),
    searchAnswer,
  );

  registerCall(
    app,
    api.dayPrices,
    async ({ body, request }) => dayPrices.around(body, clientAddress(request.ip)),
    { ...searchLimit, deadlineMs: DAY_PRICES_DEADLINE_MS },
  );

  registerCall(
    app,
    api.startCombinedSearch,
    async ({ body, request }) => {
      const combined = await withCombined(body, clientAddress(request.ip));
      if (combined.refused) throw combined.refused;
      return { combined_route: combined.id };
    },
    searchLimit,
  );

  registerCall(
    app,
    api.combinedRoutes,
    async ({ params }, reply) => {
      const answer = await jobs.fetch(params.id);
      if (answer.status !== 200) return reply.code(answer.status).send();
      return { routes: answer.routes };
    },
    { onRequest: limiter.perAddress(limits.combinedResults) },
  );
}
