import { describe, expect, it } from 'vitest';
import { isLatin, latinKey, normalizePlaceName } from './place-names.ts';

describe('place name spellings', () => {
  it('normalizes case, ё and punctuation', () => {
    expect(normalizePlaceName('  Орёл ')).toBe('орел');
    expect(normalizePlaceName('Н. Новгород')).toBe('н новгород');
  });

  it('gives a Russian name and its usual Latin spellings one key', () => {
    const same = (russian: string, ...latin: string[]) => {
      for (const spelling of latin) expect(latinKey(spelling), spelling).toBe(latinKey(russian));
    };
    same('Москва', 'Moskva', 'MOSKVA');
    same('Казань', 'Kazan', "Kazan'");
    same('Санкт-Петербург', 'Sankt-Peterburg', 'sankt peterburg');
    same('Екатеринбург', 'Ekaterinburg', 'Yekaterinburg');
    same('Нижний Новгород', 'Nizhny Novgorod', 'Nizhniy Novgorod', 'Nizhnij Novgorod');
    same('Хабаровск', 'Khabarovsk', 'Habarovsk');
    same('Орёл', 'Orel', 'Orël', 'Oryol');
    same('Ярославль', 'Yaroslavl', 'Jaroslavl', 'Iaroslavl');
    same('Тюмень', 'Tyumen', 'Tiumen');
    same('Набережные Челны', 'Naberezhnye Chelny');
    same('Петропавловск-Камчатский', 'Petropavlovsk-Kamchatsky');
    same('Йошкар-Ола', 'Yoshkar-Ola');
    same('Уссурийск', 'Ussuriysk', 'Ussuriisk');
  });

  it('keeps a half-typed Latin word a prefix of the name', () => {
    for (const typed of ['Sy', 'Syz', 'Syzr']) {
      expect(latinKey('Сызрань').startsWith(latinKey(typed)), typed).toBe(true);
    }
    for (const typed of ['Nizh', 'Nizhn', 'Nizhny', 'Nizhniy N']) {
      expect(latinKey('Нижний Новгород').startsWith(latinKey(typed)), typed).toBe(true);
    }
  });

  it('keeps different names apart', () => {
    expect(latinKey('Kazan')).not.toBe(latinKey('Казанский'));
    expect(latinKey('Пушкин')).not.toBe(latinKey('Пушкино'));
  });

  it('tells Latin text from Cyrillic', () => {
    expect(isLatin('Kazan')).toBe(true);
    expect(isLatin('SVO')).toBe(true);
    expect(isLatin('Казань')).toBe(false);
    expect(isLatin('Kazan (Республика Татарстан)')).toBe(false);
    expect(isLatin('123')).toBe(false);
  });
});
