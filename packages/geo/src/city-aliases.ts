import data from './generated/city-aliases.json' with { type: 'json' };
import type { CityAlias } from './geography-types.ts';

/**
 * Other names of our cities, as built by `npm run geo:build -w packages/geo` from
 * `data/city-aliases.tsv` and checked there against the cities and their stations. Kept apart
 * from the geography, whose hash versions the demonstration timetable: a new alias reloads no
 * timetable.
 */
export const cityAliases = (): CityAlias[] => data as CityAlias[];
