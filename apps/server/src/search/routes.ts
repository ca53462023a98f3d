import { api } from '@peresadka/contracts/api';
import type { SearchCriteria } from '@peresadka/contracts/search';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { CombinedJobs } from './combined-jobs.ts';
import type { SearchService } from './search-service.ts';

export function searchRoutes(app: ApiApp, search: SearchService, jobs: CombinedJobs): void {
  // The combined tab leaves out what a ride of one mode does as well, so it needs the per-mode
  // lists: the search's own when it has them, else they are worked out in the job.
  const startCombined = async (criteria: SearchCriteria) => {
    const prepared = await search.prepare(criteria);
    return jobs.start(async () =>
      search.searchCombined(prepared, await search.searchModes(prepared)),
    );
  };

  registerCall(app, api.searchRoutes, async ({ body }) => {
    const prepared = await search.prepare(body);
    const modes = await search.searchModes(prepared);
    const combined = body.combined_enabled
      ? await jobs.start(() => search.searchCombined(prepared, modes))
      : null;
    return { ...modes, combined_route: combined };
  });

  registerCall(app, api.searchOldRoutes, async ({ body }) => ({
    ...(await search.searchModes(await search.prepare(body))),
    combined_route: null,
  }));

  registerCall(app, api.startCombinedSearch, async ({ body }) => ({
    combined_route: await startCombined(body),
  }));

  registerCall(app, api.combinedRoutes, async ({ params }, reply) => {
    const answer = await jobs.fetch(params.id);
    if (answer.status !== 200) return reply.code(answer.status).send();
    return { routes: answer.routes };
  });
}
