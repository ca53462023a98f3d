import { describe, expect, it } from 'vitest';
import {
  bestScore,
  exactKeys,
  fromLatinLayout,
  leadingWords,
  nameKeys,
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
    expect(queryVariants('vjcr')).toEqual(['vjcr', 'моск', 'vicr']);
    expect(queryVariants('Моск')).toEqual(['моск']);
    expect(queryVariants(' - ')).toEqual([]);
  });

  it('ranks exact names over name prefixes over word prefixes', () => {
    expect(matchScore('москва', 'москва')).toBe(3);
    expect(matchScore('моск', 'москва')).toBe(2);
    expect(matchScore('новг', 'великий новгород')).toBe(1);
    expect(matchScore('ростов на дону', normalizeText('Ростов-на-Дону'))).toBe(3);
    expect(matchScore('ростов дон', normalizeText('Ростов-на-Дону'))).toBe(1);
    expect(matchScore('ростов', normalizeText('Ростов-на-Дону'))).toBe(3);
    expect(matchScore('ростов н', normalizeText('Ростов-на-Дону'))).toBe(2);
    expect(matchScore('дону ростов', normalizeText('Ростов-на-Дону'))).toBe(0);
    expect(matchScore('казань', 'москва')).toBe(0);
  });

  it('shortens a name to its leading whole words', () => {
    expect(leadingWords('ростов на дону')).toEqual(['ростов', 'ростов на']);
    expect(leadingWords('москва')).toEqual([]);
  });

  it('takes the best of every reading and every name', () => {
    expect(bestScore(queryVariants('hjcc'), ['российская федерация', 'россия'])).toBe(2);
  });

  it('reads Latin text as a transliteration too', () => {
    expect(queryVariants('Kazan')).toEqual(['kazan', 'лфяфт']);
    expect(queryVariants('Nizhny')).toEqual(['nizhny', 'тшяртн', 'nizhni']);
    expect(bestScore(queryVariants('Nizhny Novgorod'), nameKeys('Нижний Новгород'))).toBe(3);
    expect(bestScore(queryVariants('Yekaterinb'), nameKeys('Екатеринбург'))).toBe(2);
    expect(bestScore(queryVariants('kazan'), nameKeys('Казанский вокзал'))).toBe(2);
    expect(bestScore(queryVariants('Казань'), nameKeys('Kazan'))).toBe(0);
  });

  it('gives a name its written and its Latin key', () => {
    expect(nameKeys('Нижний Новгород')).toEqual(['нижний новгород', 'nizhni novgorod']);
    expect(nameKeys('SVO')).toEqual(['svo']);
    expect(nameKeys(' - ')).toEqual([]);
  });

  it('names a place outright only as written, or from Latin text also transliterated', () => {
    expect(exactKeys('Kazan')).toEqual(['kazan']);
    expect(exactKeys('Nizhny Novgorod')).toEqual(['nizhny novgorod', 'nizhni novgorod']);
    expect(exactKeys('Ельня')).toEqual(['ельня']);
    expect(exactKeys('  ')).toEqual([]);
  });
});
