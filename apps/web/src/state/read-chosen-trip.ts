import { ZServiceClass } from '@peresadka/contracts/enums';
import { ZPassengerCounts } from '@peresadka/contracts/passenger-counts';
import { ZCombinedRoute } from '@peresadka/contracts/search-results';
import { z } from 'zod';
import { CHOSEN_TRIP_KEY } from './chosen-keys.ts';

const ZChosenTrip = z.object({
  route: ZCombinedRoute,
  counts: ZPassengerCounts,
  serviceClass: ZServiceClass,
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
