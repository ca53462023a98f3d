import { callEarly } from '../api/early-answers.ts';
import {
  aviaDetailBody,
  busDetailBody,
  trainDetailBody,
} from '../features/rides/api/detail-bodies.ts';
import { CHOSEN_ROUTE_KEY, type ChosenRoute } from '../state/chosen-route.ts';

/*
 * First in the detail page's head (build/early-calls.ts): the detail of the result the visitor
 * opened is asked for as the page's HTML is read, while the app's code (and the schema that
 * checks the stored result) is still on its way. The app checks the stored result itself and
 * asks with the same body, taking this answer; a stored value it refuses leaves it unused.
 */
function callForChosenRide(): void {
  // Unchecked here: whatever it holds, the server checks the call and the app the result.
  const chosen = JSON.parse(sessionStorage.getItem(CHOSEN_ROUTE_KEY) ?? 'null') as ChosenRoute;
  const { leg, counts, serviceClass } = chosen;
  if (leg.transport_type === 'TRAIN') callEarly('trainDetail', trainDetailBody(leg, counts));
  if (leg.transport_type === 'BUS') callEarly('busDetail', busDetailBody(leg, counts));
  if (leg.transport_type === 'PLANE') {
    callEarly('aviaDetail', aviaDetailBody(leg, counts, serviceClass));
  }
}

try {
  callForChosenRide();
} catch {
  // Nothing stored, or something the app will refuse: the app asks (or goes back) itself.
}
