import type { Country } from '@peresadka/contracts/suggest';
import countries from 'i18n-iso-countries';
import russian from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };
import { bestScore, normalizeText, queryVariants } from './text-match.ts';

countries.registerLocale(russian);

type Entry = Country & { alpha2: string; names: string[] };

const RUSSIA = 643;

/** Russia leads: most of our travellers are its citizens, and it is the form's default. */
const entries: Entry[] = Object.entries(countries.getNames('ru', { select: 'official' }))
  .map(([alpha2, name]) => ({
    alpha2,
    pk: Number(countries.alpha2ToNumeric(alpha2)),
    name,
    names: [name, ...[countries.getName(alpha2, 'ru', { select: 'alias' }) ?? []].flat()].map(
      normalizeText,
    ),
  }))
  .sort(
    (a, b) =>
      Number(b.pk === RUSSIA) - Number(a.pk === RUSSIA) || a.name.localeCompare(b.name, 'ru'),
  );

/** Countries whose Russian name (or its common short form: «Россия», «США») matches the text. */
export function searchCountries(text: string, limit = 20): Country[] {
  const variants = queryVariants(text);
  return entries
    .map((entry) => ({ entry, score: bestScore(variants, entry.names) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry }) => ({ pk: entry.pk, name: entry.name }));
}

/**
 * The ISO 3166 alpha-2 code of a citizenship as the form names it (the official Russian name
 * the suggestions offer, or a common short one: «Россия»), for the suppliers that ask by code;
 * null for a name that is no country.
 */
export function countryCodeOf(name: string): string | null {
  const text = normalizeText(name);
  return entries.find((entry) => entry.names.includes(text))?.alpha2 ?? null;
}
