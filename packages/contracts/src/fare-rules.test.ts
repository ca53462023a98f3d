import { describe, expect, it } from 'vitest';
import {
  ageOn,
  categoriesOf,
  categoryAgeProblem,
  categoryFare,
  categoryForAge,
  categoryForMode,
  yearsWord,
} from './fare-rules.ts';

describe('fares by passenger category', () => {
  it('charges each mode’s published share of the adult fare, in whole rubles', () => {
    expect(categoryFare('TRAIN', 'Adult', 4_321_00)).toBe(4_321_00);
    expect(categoryFare('TRAIN', 'Child', 4_321_00)).toBe(1_512_00);
    expect(categoryFare('BUS', 'Child', 1_001_00)).toBe(501_00);
    expect(categoryFare('PLANE', 'Child', 8_000_00)).toBe(6_000_00);
    expect(categoryFare('PLANE', 'BabyWithPlace', 8_000_00)).toBe(6_000_00);
    for (const mode of ['TRAIN', 'BUS', 'PLANE'] as const) {
      expect(categoryFare(mode, 'BabyWithoutPlace', 8_000_00)).toBe(0);
    }
  });

  it('has no infant with its own place on trains and buses: such a child buys a child ticket', () => {
    expect(categoriesOf('TRAIN')).toEqual(['Adult', 'Child', 'BabyWithoutPlace']);
    expect(categoriesOf('PLANE')).toEqual(['Adult', 'Child', 'BabyWithPlace', 'BabyWithoutPlace']);
    expect(categoryForMode('TRAIN', 'BabyWithPlace')).toBe('Child');
    expect(categoryForMode('PLANE', 'BabyWithPlace')).toBe('BabyWithPlace');
    expect(() => categoryFare('BUS', 'BabyWithPlace', 100_00)).toThrow(RangeError);
  });

  it('counts full years on the day of departure', () => {
    expect(ageOn('2016-12-01', '2026-11-30')).toBe(9);
    expect(ageOn('2016-12-01', '2026-12-01')).toBe(10);
    expect(ageOn('2024-02-29', '2026-02-28')).toBe(1);
    expect(ageOn('2024-02-29', '2026-03-01')).toBe(2);
  });

  it('checks the category against the age by each mode’s own bands', () => {
    expect(categoryAgeProblem('TRAIN', 'Child', 9)).toBeNull();
    expect(categoryAgeProblem('TRAIN', 'Child', 10)).toBe(
      'Категория «Детский (до 10 лет)» не подходит по возрасту на день отправления (10 лет)',
    );
    expect(categoryAgeProblem('PLANE', 'Child', 11)).toBeNull();
    expect(categoryAgeProblem('PLANE', 'Child', 1)).toContain('(1 год)');
    expect(categoryAgeProblem('PLANE', 'Adult', 11)).toContain('(11 лет)');
    expect(categoryAgeProblem('BUS', 'BabyWithoutPlace', 5)).toBeNull();
    expect(categoryAgeProblem('BUS', 'BabyWithPlace', 1)).toBe(
      'Такой категории пассажира у этого перевозчика нет',
    );
  });

  it('seats a passenger of each age in a category of their own place when none was chosen', () => {
    expect(categoryForAge('TRAIN', 3)).toBe('Child');
    expect(categoryForAge('TRAIN', 10)).toBe('Adult');
    expect(categoryForAge('PLANE', 1)).toBe('BabyWithPlace');
    expect(categoryForAge('BUS', 11)).toBe('Child');
  });

  it('says years the Russian way', () => {
    expect([1, 2, 5, 11, 14, 21, 22, 25, 101].map((n) => `${n} ${yearsWord(n)}`)).toEqual([
      '1 год',
      '2 года',
      '5 лет',
      '11 лет',
      '14 лет',
      '21 год',
      '22 года',
      '25 лет',
      '101 год',
    ]);
  });
});
