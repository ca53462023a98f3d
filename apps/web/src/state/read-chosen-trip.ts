import { ZServiceClass } from '@peresadka/contracts/enums';
import { ZPassengerCounts } from '@peresadka/contracts/passenger-counts';
import { ZCombinedRoute, ZRouteId } from '@peresadka/contracts/search-results';
import { z } from 'zod';
import { CHOSEN_TRIP_KEY } from './chosen-keys.ts';

const ZChosenTrip = z.object({
  route: ZCombinedRoute,
  counts: ZPassengerCounts,
  serviceClass: ZServiceClass,
  /**
   * A round trip: the route's legs are the way there's, then from `return_from` the way
   * back's; the order names each way by its own result.
   */
  roundTrip: z
    .object({
      there_route_id: ZRouteId,
      back_route_id: ZRouteId,
      return_from: z.number().int().positive(),
    })
    .optional(),
});
export type ChosenTrip = z.infer<typeof ZChosenTrip>;

/** The trip chooseTrip kept, checked like any stored value: null when absent or invalid. */
export function chosenTrip(): ChosenTrip | null {
  try {
    const parsed = ZChosenTrip.safeParse(
      JSON.parse(sessionStorage.getItem(CHOSEN_TRIP_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
