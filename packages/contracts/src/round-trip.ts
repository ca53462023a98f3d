import type { SearchCriteria } from './search.ts';

/**
 * A round trip is searched as two searches of one way each (Tutu, Яндекс Путешествия alike):
 * the way there is the criteria without the way back's date, the way back the same criteria
 * reversed on that date. Each answers, and is cached, as any one-way search.
 */
export function oneWay(criteria: SearchCriteria): SearchCriteria {
  return { ...criteria, return_date: null };
}

/** The search of the way back; null when the criteria ask one way. */
export function wayBack(criteria: SearchCriteria): SearchCriteria | null {
  if (!criteria.return_date) return null;
  return {
    ...criteria,
    starting_point: criteria.ending_point,
    starting_point_region: criteria.ending_point_region,
    starting_train_station: criteria.ending_train_station,
    starting_airplane_station: criteria.ending_airplane_station,
    ending_point: criteria.starting_point,
    ending_point_region: criteria.starting_point_region,
    ending_train_station: criteria.starting_train_station,
    ending_airplane_station: criteria.starting_airplane_station,
    date: criteria.return_date,
    return_date: null,
  };
}
