import { ZServiceClass } from '@peresadka/contracts/enums';
import { ZPassengerCounts } from '@peresadka/contracts/passenger-counts';
import { ZLeg } from '@peresadka/contracts/search-results';
import { z } from 'zod';

/**
 * The result the visitor opened (SPEC §3 «chosen detail route») with the passengers and class
 * of the search that found it: kept for the tab's session so the detail and order pages
 * survive a reload, and checked on read like any stored value.
 */
const KEY = 'peresadka.chosenRoute';

const ZChosen = z.object({ leg: ZLeg, counts: ZPassengerCounts, serviceClass: ZServiceClass });
export type ChosenRoute = z.infer<typeof ZChosen>;

export function chooseRoute(route: ChosenRoute): void {
  sessionStorage.setItem(KEY, JSON.stringify(route));
}

/** The last value read and its text: the page reads it on every render, the schema checks it once. */
let cached: { raw: string | null; value: ChosenRoute | null } | undefined;

export function chosenRoute(): ChosenRoute | null {
  const raw = sessionStorage.getItem(KEY);
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
