import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** Where the words the site shows come from: its screens, its texts, the rules' messages and the names of places. */
const SOURCES: [folder: string, files: RegExp][] = [
  ['apps/web/src', /\.(tsx?|css)$/],
  ['apps/web/public/content', /\.md$/],
  ['packages/contracts/src', /\.ts$/],
  ['packages/geo/src/generated', /\.json$/],
];

const range = (from: string, to: string) =>
  Array.from({ length: to.codePointAt(0)! - from.codePointAt(0)! + 1 }, (_, i) =>
    String.fromCodePoint(from.codePointAt(0)! + i),
  ).join('');

/**
 * What a visitor types or what arrives from the timetable may hold any letter of the two
 * alphabets, whether or not our own texts use it; a no-break space is how numbers are grouped.
 */
const ALWAYS = `${range(' ', '~')}${range('А', 'я')}Ёё\u00a0`;

/** Every character the site can show in its own font; the rest falls to the fallback font. */
export function siteCharacters(): string {
  const characters = new Set(ALWAYS);
  for (const [folder, files] of SOURCES) {
    for (const entry of readdirSync(path.join(root, folder), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (!entry.isFile() || !files.test(entry.name)) continue;
      for (const character of readFileSync(path.join(entry.parentPath, entry.name), 'utf8')) {
        if (character >= ' ') characters.add(character);
      }
    }
  }
  return [...characters].sort().join('');
}
