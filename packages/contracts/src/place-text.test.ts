import { describe, expect, it } from 'vitest';
import { formatPlace, splitPlace } from './place-text.ts';

describe('place text', () => {
  it('writes the region in brackets after the name', () => {
    expect(formatPlace('Кировск', 'Мурманская область')).toBe('Кировск (Мурманская область)');
    expect(formatPlace('Москва', null)).toBe('Москва');
    expect(formatPlace('Москва', 'Москва')).toBe('Москва');
  });

  it('reads the region back from the brackets', () => {
    expect(splitPlace('Кировск (Мурманская область)')).toEqual({
      name: 'Кировск',
      region: 'Мурманская область',
    });
    expect(splitPlace('Ростов-на-Дону')).toEqual({ name: 'Ростов-на-Дону', region: null });
    expect(splitPlace(' Москва ')).toEqual({ name: 'Москва', region: null });
    expect(splitPlace('(Мурманская область)')).toEqual({
      name: '(Мурманская область)',
      region: null,
    });
  });
});
