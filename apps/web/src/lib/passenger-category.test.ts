import { describe, expect, it } from 'vitest';
import { categoryLabel } from './passenger-category.ts';

describe('categoryLabel', () => {
  it('names the category by the mode’s own fare rules', () => {
    expect(categoryLabel('train', 'Child')).toBe('Детский (до 10 лет)');
    expect(categoryLabel('bus', 'Adult')).toBe('Взрослый (от 12 лет)');
    expect(categoryLabel('avia', 'BabyWithoutPlace')).toBe('Младенец без места (до 2 лет)');
  });

  it('falls back to the search form’s label for a category the mode does not sell', () => {
    expect(categoryLabel('train', 'BabyWithPlace')).toBe('Младенцы с местом (до 2 лет)');
  });

  it('names a combined trip’s traveller in the airlines’ terms, and each leg by its own mode', () => {
    expect(categoryLabel('combined', 'Child')).toBe('Ребёнок (от 2 до 12 лет)');
    expect(categoryLabel('TRAIN', 'Child')).toBe('Детский (до 10 лет)');
    expect(categoryLabel('BUS', 'Child')).toBe('Детский (до 12 лет)');
    expect(categoryLabel('PLANE', 'BabyWithoutPlace')).toBe('Младенец без места (до 2 лет)');
  });
});
