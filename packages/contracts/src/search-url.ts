import { formatWireDate, parseDate, toIsoDate } from './dates.ts';
import type { SearchCriteria } from './search.ts';
import { BLANK_SEARCH } from './search-defaults.ts';

/**
 * A search as the address of its results (`/results?from=Москва&to=Казань&date=2026-11-27&
 * adults=1`), so a link, a bookmark or a reload reproduces it. Zod-free on purpose: the home
 * page writes such addresses without loading the search schema, and whoever reads one checks
 * the fields with `parseStoredSearch`, which blanks what is invalid.
 */
type Field = {
  param: string;
  key: keyof SearchCriteria;
  kind: 'text' | 'number' | 'boolean';
};

const FIELDS: readonly Field[] = [
  { param: 'from', key: 'starting_point', kind: 'text' },
  { param: 'from_region', key: 'starting_point_region', kind: 'text' },
  { param: 'from_train', key: 'starting_train_station', kind: 'number' },
  { param: 'from_airport', key: 'starting_airplane_station', kind: 'number' },
  { param: 'to', key: 'ending_point', kind: 'text' },
  { param: 'to_region', key: 'ending_point_region', kind: 'text' },
  { param: 'to_train', key: 'ending_train_station', kind: 'number' },
  { param: 'to_airport', key: 'ending_airplane_station', kind: 'number' },
  { param: 'date', key: 'date', kind: 'text' },
  { param: 'back', key: 'return_date', kind: 'text' },
  { param: 'time_from', key: 'time_from', kind: 'number' },
  { param: 'time_to', key: 'time_to', kind: 'number' },
  { param: 'adults', key: 'adult_quantity', kind: 'number' },
  { param: 'children', key: 'child_quantity', kind: 'number' },
  { param: 'babies', key: 'baby_with_place_quantity', kind: 'number' },
  { param: 'lap_babies', key: 'baby_without_place_quantity', kind: 'number' },
  { param: 'class', key: 'service_class', kind: 'text' },
  { param: 'plane', key: 'airplane_enabled', kind: 'boolean' },
  { param: 'train', key: 'train_enabled', kind: 'boolean' },
  { param: 'bus', key: 'bus_enabled', kind: 'boolean' },
  { param: 'combined', key: 'combined_enabled', kind: 'boolean' },
];

/** Every parameter a search writes; the results page keeps its own view beside them. */
export const SEARCH_PARAMS: ReadonlySet<string> = new Set(FIELDS.map((f) => f.param));

/**
 * The criteria as query parameters. The places, the date and the adults are always written;
 * the rest only when it differs from the default, so a shared link stays short.
 */
export function searchToParams(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  for (const { param, key, kind } of FIELDS) {
    const value = criteria[key];
    if (value === null || value === undefined || value === '') continue;
    const always = key === 'starting_point' || key === 'ending_point' || key === 'adult_quantity';
    if (!always && value === BLANK_SEARCH[key]) continue;
    if (key === 'date' || key === 'return_date') {
      const date = parseDate(String(value));
      params.set(param, date ? toIsoDate(date) : String(value));
    } else {
      params.set(param, kind === 'boolean' ? (value ? '1' : '0') : String(value));
    }
  }
  return params;
}

/**
 * The fields a search address names, as the wire object the search schema reads (the date
 * back in the wire form), or null when it names no search. Values are not checked here.
 */
export function searchFromParams(params: URLSearchParams): Record<string, unknown> | null {
  if (!params.has('from') && !params.has('to')) return null;
  const raw: Record<string, unknown> = { ...BLANK_SEARCH };
  for (const { param, key, kind } of FIELDS) {
    const value = params.get(param);
    if (value === null) continue;
    if (key === 'date' || key === 'return_date') {
      const date = parseDate(value);
      raw[key] = date ? formatWireDate(date) : value;
    } else if (kind === 'number') {
      raw[key] = value.trim() === '' ? value : Number(value);
    } else if (kind === 'boolean') {
      raw[key] = value === '1' ? true : value === '0' ? false : value;
    } else {
      raw[key] = value;
    }
  }
  return raw;
}

/** `/results?…` for these criteria. */
export const resultsPath = (criteria: SearchCriteria): string =>
  `/results?${searchToParams(criteria).toString()}`;
