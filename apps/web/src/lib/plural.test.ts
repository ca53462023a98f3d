import { describe, expect, it } from 'vitest';
import { forPassengers, forTravellers, placesText } from './plural.ts';

describe('counts in words', () => {
  it('counts passengers after «за»', () => {
    expect(forPassengers(1)).toBe('за 1 пассажира');
    expect(forPassengers(2)).toBe('за 2 пассажиров');
    expect(forPassengers(5)).toBe('за 5 пассажиров');
    expect(forPassengers(21)).toBe('за 21 пассажира');
  });

  it('names the travellers a total is for, category by category', () => {
    expect(forTravellers([{ category: 'Adult', quantity: 1 }])).toBe('за 1 взрослого');
    expect(
      forTravellers([
        { category: 'Adult', quantity: 2 },
        { category: 'Child', quantity: 1 },
      ]),
    ).toBe('за 2 взрослых и 1 ребёнка');
    expect(
      forTravellers([
        { category: 'Adult', quantity: 1 },
        { category: 'Child', quantity: 2 },
        { category: 'BabyWithoutPlace', quantity: 1 },
      ]),
    ).toBe('за 1 взрослого, 2 детей и 1 младенца без места');
  });

  it('counts places', () => {
    expect([1, 3, 5, 11, 21, 22, 112].map(placesText)).toEqual([
      '1 место',
      '3 места',
      '5 мест',
      '11 мест',
      '21 место',
      '22 места',
      '112 мест',
    ]);
  });
});
