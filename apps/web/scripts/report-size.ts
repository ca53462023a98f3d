import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };

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

const gzipped = (keys: Set<string>) =>
  [...keys].reduce((sum, key) => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js') ? sum + gzipSync(readFileSync(path.join(dist, file))).length : sum;
  }, 0);

const home = closure('index.html');
closure('src/routes/home/HomeScreen.tsx', home);
const report = {
  homeJsGzipBytes: gzipped(home),
  entryJsGzipBytes: gzipped(closure('index.html')),
};
writeFileSync(path.join(dist, 'size-report.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `JavaScript главной страницы: ${(report.homeJsGzipBytes / 1024).toFixed(1)} КБ (gzip), ` +
    `из них общий код: ${(report.entryJsGzipBytes / 1024).toFixed(1)} КБ`,
);
