/**
 * The spellings under which one place name is the same name: what the suggestion boxes match
 * and what the alias table is checked against, so the two can never disagree.
 */

/** Lower case, «ё» as «е», every run of non-letters as one space. */
export function normalizePlaceName(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A plain scheme close to the one on Russian passports and road signs. */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * A Latin spelling folded so that the common ways of writing one Russian name meet:
 * «Нижний» is "Nizhny", "Nizhniy" and "Nizhnij"; «Екатеринбург» is "Ekaterinburg" and
 * "Yekaterinburg"; «Хабаровск» is "Khabarovsk" and "Habarovsk"; «Орёл» is "Orel", "Orël" and
 * "Oryol". Cyrillic is transliterated first, so a Russian name and its Latin spellings share
 * one key. Every rule only merges spellings, so it holds for a half-typed word too.
 */
export function latinKey(text: string): string {
  const latin = [...normalizePlaceName(text.replace(/['’ʹʼ`]/g, ''))]
    .map((ch) => CYRILLIC_TO_LATIN[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return latin
    .replace(/j/g, 'y')
    .replace(/(^| )ye/g, '$1e')
    .replace(/yo/g, 'e')
    .replace(/kh/g, 'h')
    .replace(/y/g, 'i')
    .replace(/(\p{L})\1+/gu, '$1');
}

/** Whether the text is written in Latin letters (and digits), with no Cyrillic. */
export const isLatin = (text: string): boolean =>
  /[a-z]/i.test(text) && !/\p{Script=Cyrillic}/u.test(text);
