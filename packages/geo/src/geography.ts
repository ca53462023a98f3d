import data from './generated/geography.json' with { type: 'json' };
import type { Geography } from './geography-types.ts';

/**
 * Our geography: Russian cities, their stations and the rail corridors, as built by
 * `npm run geo:build -w packages/geo` from the authored files in data/.
 */
export const geography = (): Geography => data as Geography;
