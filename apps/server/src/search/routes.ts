import { api } from '@peresadka/contracts/api';
import type { SearchCriteria } from '@peresadka/contracts/search';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { CombinedJobs } from './combined-jobs.ts';
import type { SearchService } from './search-service.ts';

export function searchRoutes(app: ApiApp, search: SearchService, jobs: CombinedJobs): void {
  const startCombined = async (criteria: SearchCriteria) => {
    const prepared = await search.prepare(criteria);
    return jobs.start(() => search.searchCombined(prepared));
  };

  registerCall(app, api.searchRoutes, async ({ body }) => {
    const prepared = await search.prepare(body);
    const modes = await search.searchModes(prepared);
    const combined = body.combined_enabled
      ? await jobs.start(() => search.searchCombined(prepared))
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
