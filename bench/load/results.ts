import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Each part's last figures, kept as JSON beside the report: parts run on their own
 * (`npm run bench:load -- search`), and LOAD.md is written from whatever is there.
 */
const dir = path.join(import.meta.dirname, 'results');

export type Stamped<T> = T & {
  measuredAt: string;
  machine: { cores: number; loadBefore: number; loadAfter: number };
};

export function saveResult(part: string, figures: object): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${part}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

export function loadResult<T>(part: string): Stamped<T> | null {
  const file = path.join(dir, `${part}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Stamped<T>) : null;
}
