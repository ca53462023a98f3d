/**
 * How Russians type place names: any case, «е» for «ё», hyphens or spaces, the first
 * letters of any word, and often the whole thing in the Latin layout by mistake.
 */

const latinToCyrillic: Record<string, string> = Object.fromEntries(
  [..."qwertyuiop[]asdfghjkl;'zxcvbnm,.`"].map((key, i) => [
    key,
    'йцукенгшщзхъфывапролджэячсмитьбюё'[i]!,
  ]),
);

/** Lower case, «ё» as «е», every run of non-letters as one space. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Reads text typed on a Latin keyboard as if the Russian layout had been on («vjcrdf» → «москва»). */
export function fromLatinLayout(text: string): string {
  return [...text.toLowerCase()].map((ch) => latinToCyrillic[ch] ?? ch).join('');
}

/** The readings of a query worth matching: as typed, and as typed in the wrong layout. */
export function queryVariants(text: string): string[] {
  const typed = normalizeText(text);
  if (!typed) return [];
  const swapped = /[a-z]/.test(text.toLowerCase()) ? normalizeText(fromLatinLayout(text)) : '';
  return swapped && swapped !== typed ? [typed, swapped] : [typed];
}

/**
 * How well a normalized query fits a normalized name, or 0 when it does not: the whole name
 * beats its beginning, which beats every query word starting some word of the name, in order.
 */
export function matchScore(query: string, name: string): number {
  if (!query || !name) return 0;
  if (name === query) return 3;
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
