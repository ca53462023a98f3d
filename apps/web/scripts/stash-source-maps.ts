import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
const stash = path.resolve(import.meta.dirname, '../sourcemaps');

/**
 * Source maps leave the folder that is served: published, they hand out the whole source,
 * comments included. Kept beside it, they still turn a reported stack trace into our code.
 * (The build writes no sourceMappingURL comment, so browsers never ask for them.)
 */
rmSync(stash, { recursive: true, force: true });
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
  const from = path.join(entry.parentPath, entry.name);
  const to = path.join(stash, path.relative(dist, from));
  mkdirSync(path.dirname(to), { recursive: true });
  renameSync(from, to);
}
