import { describe, expect, it } from 'vitest';
import { parseStoredSearch } from './active-search.ts';
import { BLANK_SEARCH } from './search-defaults.ts';

const now = () => new Date('2026-11-05T09:00:00Z');

const stored = {
  starting_point: 'Москва (Московская область)',
  ending_point: 'Тверь (Тверская область)',
  starting_point_region: 'Московская область',
  ending_point_region: 'Тверская область',
  date: '2026/11/20',
  airplane_enabled: true,
  train_enabled: false,
  bus_enabled: true,
  combined_enabled: false,
  starting_train_station: 2000000,
  ending_train_station: 2004000,
  starting_airplane_station: null,
  ending_airplane_station: null,
  time_from: 6,
  time_to: 20,
  adult_quantity: 2,
  child_quantity: 1,
  baby_with_place_quantity: 0,
  baby_without_place_quantity: 1,
  service_class: 'Comfort',
};

describe('parseStoredSearch', () => {
  it('keeps a valid stored search as it is', () => {
    expect(parseStoredSearch(stored, { now })).toEqual(stored);
  });

  it.each([null, 'junk', 42, []])('opens the blank form a first visit shows for %j', (value) => {
    expect(parseStoredSearch(value, { now })).toEqual(BLANK_SEARCH);
  });

  it('drops an unknown service class', () => {
    expect(parseStoredSearch({ ...stored, service_class: 'Premium' }, { now })).toEqual({
      ...stored,
      service_class: 'Economic',
    });
  });

  it('blanks station ids that are not numbers', () => {
    const result = parseStoredSearch(
      { ...stored, starting_train_station: '2000000', ending_train_station: 'x' },
      { now },
    );
    expect(result.starting_train_station).toBeUndefined();
    expect(result.ending_train_station).toBeUndefined();
    expect(result.starting_point).toBe(stored.starting_point);
  });

  it('blanks a date that has left the window or is malformed', () => {
    expect(parseStoredSearch({ ...stored, date: '2026/11/4' }, { now }).date).toBe('');
    expect(parseStoredSearch({ ...stored, date: '20.11.2026' }, { now }).date).toBe('');
  });

  it('blanks place names with forbidden characters', () => {
    expect(parseStoredSearch({ ...stored, ending_point: '<img>' }, { now }).ending_point).toBe('');
  });

  const counts = {
    adult_quantity: 1,
    child_quantity: 0,
    baby_with_place_quantity: 0,
    baby_without_place_quantity: 0,
  };

  it.each([
    ['a count is not a number', { child_quantity: '1' }],
    ['a count is missing', { baby_with_place_quantity: undefined }],
    [
      'there are no passengers',
      { adult_quantity: 0, child_quantity: 0, baby_without_place_quantity: 0 },
    ],
    ['there are too many', { adult_quantity: 7 }],
  ])('resets all counts when %s', (_, change) => {
    expect(parseStoredSearch({ ...stored, ...change }, { now })).toEqual({ ...stored, ...counts });
  });
});
