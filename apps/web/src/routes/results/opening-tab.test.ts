import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@peresadka/contracts/search-results';
import { openingTab } from './opening-tab.ts';

const everything = {
  airplane_enabled: true,
  train_enabled: true,
  bus_enabled: true,
  combined_enabled: true,
};
const none = { airplane: [], train: [], bus: [] };
/** An answer with rides on the lists named; a ride's content does not matter here. */
const rides = (...lists: ('airplane' | 'train' | 'bus')[]) =>
  ({
    ...none,
    ...Object.fromEntries(lists.map((list) => [list, [{}]])),
  }) as unknown as Pick<SearchResponse, 'airplane' | 'train' | 'bus'>;

describe('the tab the results open on', () => {
  it('opens a search for trains alone on the trains, before and after the answer', () => {
    const trains = { ...everything, airplane_enabled: false, bus_enabled: false };
    expect(openingTab(trains, undefined)).toBe('TRAIN');
    expect(openingTab(trains, rides('train'))).toBe('TRAIN');
    expect(openingTab({ ...trains, combined_enabled: false }, rides('train'))).toBe('TRAIN');
  });

  it('opens on the first mode asked for that has rides, never on an empty one', () => {
    expect(openingTab(everything, rides('airplane', 'train', 'bus'))).toBe('PLANE');
    expect(openingTab(everything, rides('train', 'bus'))).toBe('TRAIN');
    expect(openingTab(everything, rides('bus'))).toBe('BUS');
    expect(openingTab({ ...everything, train_enabled: false }, rides('train', 'bus'))).toBe('BUS');
  });

  it('opens on the combined routes only when asked for and nothing goes direct', () => {
    expect(openingTab(everything, rides())).toBe('COMBINED');
    expect(openingTab({ ...everything, combined_enabled: false }, rides())).toBe('PLANE');
    const combinedOnly = {
      airplane_enabled: false,
      train_enabled: false,
      bus_enabled: false,
      combined_enabled: true,
    };
    expect(openingTab(combinedOnly, undefined)).toBe('COMBINED');
  });
});
