import { describe, expect, it } from 'vitest';
import { categoryAgeWarning } from './age-check.ts';

describe('category and age on the day of departure', () => {
  it('says nothing until the birthday is a date', () => {
    expect(categoryAgeWarning('TRAIN', 'Child', '', '2026-11-26')).toBeNull();
    expect(categoryAgeWarning('TRAIN', 'Child', '2030-01-01', '2026-11-26')).toBeNull();
  });

  it('tells a child ticket from an adult one by the mode’s age bands', () => {
    expect(categoryAgeWarning('TRAIN', 'Child', '2017-11-27', '2026-11-26')).toBeNull();
    expect(categoryAgeWarning('TRAIN', 'Child', '2016-11-26', '2026-11-26')).toContain(
      'не подходит по возрасту на день отправления (10 лет)',
    );
    expect(categoryAgeWarning('PLANE', 'Adult', '2016-11-26', '2026-11-26')).toContain('10 лет');
    expect(categoryAgeWarning('BUS', 'Child', '2016-11-26', '2026-11-26')).toBeNull();
  });
});
