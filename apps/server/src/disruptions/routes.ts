import { api } from '@peresadka/contracts/api';
import { currentUser } from '../auth/authenticate.ts';
import type { ApiApp } from '../infra/http/api-app.ts';
import { registerCall } from '../infra/http/api-route.ts';
import type { DisruptionsService } from './disruptions-service.ts';

/** Another route for a trip the timetable broke; scoped by the signed-in account. */
export function disruptionRoutes(app: ApiApp, disruptions: DisruptionsService): void {
  registerCall(app, api.orderAlternatives, ({ params, request }) =>
    disruptions.alternatives(currentUser(request).id, Number(params.orderId)),
  );
}
