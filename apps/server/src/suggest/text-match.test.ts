import { describe, expect, it } from 'vitest';
import {
  bestScore,
  fromLatinLayout,
  matchScore,
  normalizeText,
  queryVariants,
} from './text-match.ts';

describe('text matching for suggestions', () => {
  it('treats ё as е, ignores case and folds punctuation', () => {
    expect(normalizeText('  Орёл ')).toBe('орел');
    expect(normalizeText('Ростов-на-Дону')).toBe('ростов на дону');
  });

  it('reads text typed in the Latin layout', () => {
    expect(fromLatinLayout('vjcrdf')).toBe('москва');
    expect(queryVariants('vjcr')).toEqual(['vjcr', 'моск']);
    expect(queryVariants('Моск')).toEqual(['моск']);
    expect(queryVariants(' - ')).toEqual([]);
  });

  it('ranks exact names over name prefixes over word prefixes', () => {
    expect(matchScore('москва', 'москва')).toBe(3);
    expect(matchScore('моск', 'москва')).toBe(2);
    expect(matchScore('новг', 'великий новгород')).toBe(1);
    expect(matchScore('ростов на дону', normalizeText('Ростов-на-Дону'))).toBe(3);
    expect(matchScore('ростов дон', normalizeText('Ростов-на-Дону'))).toBe(1);
    expect(matchScore('дону ростов', normalizeText('Ростов-на-Дону'))).toBe(0);
    expect(matchScore('казань', 'москва')).toBe(0);
  });

  it('takes the best of every reading and every name', () => {
    expect(bestScore(queryVariants('hjcc'), ['российская федерация', 'россия'])).toBe(2);
  });
});
