import { isLatin, latinKey, normalizePlaceName } from '@peresadka/geo/place-names';

/**
 * How Russians type place names: any case, «е» for «ё», hyphens or spaces, the first
 * letters of any word, and often the whole thing in the Latin layout by mistake; visitors
 * from abroad spell them in Latin letters ("Kazan", "Nizhny Novgorod").
 */

const latinToCyrillic: Record<string, string> = Object.fromEntries(
  [..."qwertyuiop[]asdfghjkl;'zxcvbnm,.`"].map((key, i) => [
    key,
    'йцукенгшщзхъфывапролджэячсмитьбюё'[i]!,
  ]),
);

/**
 * Lower case, «ё» as «е», every run of non-letters as one space: the geography's own reading,
 * so the alias table is checked for clashes exactly as it is matched here.
 */
export const normalizeText = (text: string): string => normalizePlaceName(text);

/**
 * The keys a place is found under for a name: as written, and its folded Latin spelling
 * (`latinKey`), which a name typed in Latin letters meets.
 */
export function nameKeys(name: string): string[] {
  const written = normalizeText(name);
  if (!written) return [];
  const latin = latinKey(name);
  return latin && latin !== written ? [written, latin] : [written];
}

/**
 * The keys a field's text names a place by outright: as written, and Latin text also as a
 * transliteration. Russian text is not transliterated: «Ельня» must not find an «Эльня».
 */
export function exactKeys(text: string): string[] {
  const written = normalizeText(text);
  if (!written) return [];
  return isLatin(text) ? [...new Set([written, latinKey(text)])] : [written];
}

/** Reads text typed on a Latin keyboard as if the Russian layout had been on («vjcrdf» → «москва»). */
export function fromLatinLayout(text: string): string {
  return [...text.toLowerCase()].map((ch) => latinToCyrillic[ch] ?? ch).join('');
}

/**
 * The readings of a query worth matching: as typed, as typed in the wrong layout, and Latin
 * text as a transliteration (`nameKeys` gives every name the same folded Latin key).
 */
export function queryVariants(text: string): string[] {
  const typed = normalizeText(text);
  if (!typed) return [];
  const variants = [typed];
  if (/[a-z]/.test(text.toLowerCase())) variants.push(normalizeText(fromLatinLayout(text)));
  if (isLatin(text)) variants.push(latinKey(text));
  return [...new Set(variants.filter(Boolean))];
}

/**
 * The names a name is also called by: its leading whole words («ростов» of «ростов на дону»),
 * as people shorten a city's name to its first word.
 */
export function leadingWords(name: string): string[] {
  const words = name.split(' ');
  return words.slice(1).map((_, i) => words.slice(0, i + 1).join(' '));
}

/**
 * How well a normalized query fits a normalized name, or 0 when it does not: the whole name,
 * or its leading whole words (the name shortened, so «Ростов» fits Ростов-на-Дону as well as
 * Ростов and the bigger city comes first), beats its beginning, which beats every query word
 * starting some word of the name, in order.
 */
export function matchScore(query: string, name: string): number {
  if (!query || !name) return 0;
  if (name === query || name.startsWith(`${query} `)) return 3;
  if (name.startsWith(query)) return 2;
  const nameWords = name.split(' ');
  let from = 0;
  for (const word of query.split(' ')) {
    const at = nameWords.findIndex((candidate, i) => i >= from && candidate.startsWith(word));
    if (at < 0) return 0;
    from = at + 1;
  }
  return 1;
}

/** The best score of any query reading against any of a place's names. */
export function bestScore(variants: readonly string[], names: readonly string[]): number {
  let best = 0;
  for (const variant of variants) {
    for (const name of names) best = Math.max(best, matchScore(variant, name));
  }
  return best;
}
