import { api } from '@peresadka/contracts/api';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall, type CallOptions } from '../infra/http/api-route.ts';
import { searchCountries } from './countries.ts';
import type { PlaceDirectory } from './place-directory.ts';

export function suggestRoutes(app: ApiApp, places: PlaceDirectory, limit: CallOptions): void {
  registerCall(
    app,
    api.searchCity,
    async ({ body }) => (await places.index()).searchCities(body.search_text),
    limit,
  );
  registerCall(
    app,
    api.searchTransportNode,
    async ({ body }) => (await places.index()).searchNodes(body.search_text),
    limit,
  );
  registerCall(app, api.searchCountry, ({ body }) => searchCountries(body.search_text), limit);
}
