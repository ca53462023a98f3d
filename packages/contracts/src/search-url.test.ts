import { describe, expect, it } from 'vitest';
import { parseStoredSearch } from './active-search.ts';
import { searchCriteriaSchema } from './search.ts';
import { BLANK_SEARCH } from './search-defaults.ts';
import { resultsPath, searchFromParams, searchToParams } from './search-url.ts';

const now = () => new Date('2026-11-05T09:00:00Z');

const search = searchCriteriaSchema({ now }).parse({
  starting_point: 'Москва',
  starting_point_region: 'Московская область',
  ending_point: 'Казань',
  date: '2026/11/20',
  adult_quantity: 2,
  child_quantity: 1,
  bus_enabled: false,
  starting_train_station: 2000000,
  time_from: 6,
  service_class: 'Comfort',
});

describe('the search in the address', () => {
  it('reads back exactly the search it was written from', () => {
    const params = new URLSearchParams(resultsPath(search).split('?')[1]);
    expect(parseStoredSearch(searchFromParams(params), { now })).toEqual(search);
  });

  it('is short: places, an ISO date, adults, and only what differs from the defaults', () => {
    const plain = { ...BLANK_SEARCH, starting_point: 'Москва', ending_point: 'Казань' };
    expect(searchToParams({ ...plain, date: '2026/11/5' }).toString()).toBe(
      new URLSearchParams({
        from: 'Москва',
        to: 'Казань',
        date: '2026-11-05',
        adults: '1',
      }).toString(),
    );
    expect(searchToParams(search).get('bus')).toBe('0');
    expect(searchToParams(search).has('train')).toBe(false);
  });

  it('names no search without places, and blanks what is invalid field by field', () => {
    expect(searchFromParams(new URLSearchParams('tab=train'))).toBeNull();
    const read = parseStoredSearch(
      searchFromParams(
        new URLSearchParams('from=Москва&to=Казань&date=2099-01-01&adults=два&class=Люкс'),
      ),
      { now },
    );
    expect(read).toMatchObject({
      starting_point: 'Москва',
      ending_point: 'Казань',
      date: '',
      adult_quantity: 1,
      service_class: 'Economic',
    });
  });
});
