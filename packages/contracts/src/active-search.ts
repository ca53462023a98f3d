import { z } from 'zod';
import { SITE_TIME_ZONE } from './constants.ts';
import { type Clock, systemClock, todayIn } from './dates.ts';
import { PASSENGER_COUNT_KEYS } from './constants.ts';
import { passengerCountProblem } from './passenger-counts.ts';
import { returnsTooEarly, type SearchCriteria, searchCriteriaSchema } from './search.ts';

/**
 * What parseStoredSearch's first call builds (the site's calendar — the browser's time-zone
 * data, where it has no Temporal — and the search schema), step by step: a page that checks a
 * search as it opens runs each in a task of its own rather than all in its first render.
 */
export const SEARCH_CHECK_STEPS: readonly (() => void)[] = [
  () => todayIn(SITE_TIME_ZONE, systemClock()),
  () => searchCriteriaSchema(),
];

/** What a field shows when nothing valid was stored: its default, or empty. */
function blank(field: z.ZodType): unknown {
  const fallback = field.safeParse(undefined);
  return fallback.success ? fallback.data : '';
}

/**
 * Reads the search kept in browser storage (SPEC §3, §5). It holds the wire field names,
 * so it feeds the form and the request directly. Whatever is stale or tampered with is
 * blanked field by field, so the form still opens with everything that is valid.
 */
export function parseStoredSearch(stored: unknown, options: { now?: Clock } = {}): SearchCriteria {
  const { shape } = searchCriteriaSchema(options);
  const raw = z.record(z.string(), z.unknown()).catch({}).parse(stored);
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const parsed = field.safeParse(raw[key]);
      return [key, parsed.success ? parsed.data : blank(field)];
    }),
  ) as SearchCriteria;
  // A way back stored before its way there is stale: the search asks one way.
  if (returnsTooEarly(fields)) fields.return_date = null;

  // The counts stand or fall together: each must be stored, and together they must make sense.
  const countsKept =
    PASSENGER_COUNT_KEYS.every((key) => typeof raw[key] === 'number') &&
    passengerCountProblem(fields) === null;
  if (countsKept) return fields;
  const defaults = Object.fromEntries(PASSENGER_COUNT_KEYS.map((key) => [key, blank(shape[key])]));
  return { ...fields, ...defaults };
}
