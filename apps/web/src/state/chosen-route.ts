import { ZLeg, type Leg } from '@peresadka/contracts/search-results';
import { z } from 'zod';

/**
 * The result the visitor opened (SPEC §3 «chosen detail route»): kept for the tab's session so
 * the detail page survives a reload, and checked on read like any stored value.
 */
const KEY = 'peresadka.chosenRoute';

const ZChosen = z.object({ leg: ZLeg, passengers: z.number().int().min(1).max(7) });
export type ChosenRoute = z.infer<typeof ZChosen>;

export function chooseRoute(leg: Leg, passengers: number): void {
  sessionStorage.setItem(KEY, JSON.stringify({ leg, passengers }));
}

export function chosenRoute(): ChosenRoute | null {
  try {
    const parsed = ZChosen.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
