import {
  DEFAULT_ADULT_QUANTITY,
  DEFAULT_SERVICE_CLASS,
  TIME_OF_DAY_MAX,
  TIME_OF_DAY_MIN,
} from './constants.ts';
import type { SearchCriteria } from './search.ts';

/**
 * The search before anything is typed (SPEC §9's defaults): what the form shows a first
 * visitor, without the schema's code. `parseStoredSearch(null)` gives the same, as a test
 * checks.
 */
export const BLANK_SEARCH: SearchCriteria = {
  starting_point: '',
  ending_point: '',
  date: '',
  time_from: TIME_OF_DAY_MIN,
  time_to: TIME_OF_DAY_MAX,
  adult_quantity: DEFAULT_ADULT_QUANTITY,
  child_quantity: 0,
  baby_with_place_quantity: 0,
  baby_without_place_quantity: 0,
  airplane_enabled: true,
  train_enabled: true,
  bus_enabled: true,
  combined_enabled: true,
  service_class: DEFAULT_SERVICE_CLASS,
};
