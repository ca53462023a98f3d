import { ZServiceClass } from '@peresadka/contracts/enums';
import { ZPassengerCounts } from '@peresadka/contracts/passenger-counts';
import { ZLeg } from '@peresadka/contracts/search-results';
import { z } from 'zod';
import { CHOSEN_ROUTE_KEY } from './chosen-keys.ts';

const ZChosen = z.object({ leg: ZLeg, counts: ZPassengerCounts, serviceClass: ZServiceClass });
export type ChosenRoute = z.infer<typeof ZChosen>;

/** The last value read and its text: the page reads it on every render, the schema checks it once. */
let cached: { raw: string | null; value: ChosenRoute | null } | undefined;

/** The route chooseRoute kept, checked like any stored value: null when absent or invalid. */
export function chosenRoute(): ChosenRoute | null {
  const raw = sessionStorage.getItem(CHOSEN_ROUTE_KEY);
  if (cached?.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

function parse(raw: string | null): ChosenRoute | null {
  try {
    const parsed = ZChosen.safeParse(JSON.parse(raw ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
