import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Chunk = { file: string; imports?: string[] };

/**
 * The home page's first JavaScript — React, the router, the shell and the search form — as
 * a visitor's browser receives it (Brotli). Everything else loads when it is needed.
 */
const BUDGET_BROTLI_BYTES = 110 * 1024;

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** A chunk and everything it imports statically: what the browser must fetch to run it. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

/** The bytes of a script as served with an encoding (precompressed at build), or raw. */
const servedBytes = (file: string, extension: '' | '.br' | '.gz'): number => {
  const served = path.join(dist, file + extension);
  return readFileSync(existsSync(served) ? served : path.join(dist, file)).length;
};

const sum = (keys: Set<string>, extension: '' | '.br' | '.gz') =>
  [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') ?? false)
    .reduce((total, file) => total + servedBytes(file, extension), 0);

const home = closure('index.html');
closure('src/routes/home/HomeScreen.tsx', home);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} КБ`;
const brotli = sum(home, '.br');
console.log(
  `JavaScript главной страницы: ${kb(brotli)} (brotli), ${kb(sum(home, '.gz'))} (gzip), ` +
    `${kb(sum(home, ''))} без сжатия; бюджет ${kb(BUDGET_BROTLI_BYTES)} (brotli)`,
);
if (brotli > BUDGET_BROTLI_BYTES) {
  console.error(
    `Бюджет превышен на ${kb(brotli - BUDGET_BROTLI_BYTES)}: вынесите код, не нужный для ` +
      'первого показа главной страницы, в отложенную загрузку (import()).',
  );
  process.exit(1);
}
