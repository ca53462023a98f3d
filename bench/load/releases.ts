import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Release } from './site.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** Earlier releases, unpacked and installed once, outside the tree (no linter walks them). */
const releasesDir = path.join(os.homedir(), '.cache/peresadka-bench/releases');

/**
 * The release the figures are compared with: main as it was before the search was profiled
 * and optimised (bench/LOAD.md). Set `BENCH_BASELINE` to compare with another commit.
 */
export const BASELINE_COMMIT = process.env.BENCH_BASELINE ?? '2846155';

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** This working tree, built as `npm start` builds it. */
export function currentRelease(): Release {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  return { name: 'new', root, commit: `${git('rev-parse', '--short', 'HEAD')}${dirty()}` };
}

const dirty = () => (git('status', '--porcelain', '--', 'apps', 'packages').length > 0 ? '+' : '');

/**
 * A commit's tree unpacked beside this one (git archive, so the repository is not touched),
 * its packages installed and its web built, as a fresh checkout of that release would be.
 */
export function baselineRelease(commit = BASELINE_COMMIT): Release {
  const full = git('rev-parse', `${commit}^{commit}`);
  const dir = path.join(releasesDir, full.slice(0, 12));
  const ready = path.join(dir, '.ready');
  if (!existsSync(ready)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('bash', ['-c', `git archive ${full} | tar -x -C ${JSON.stringify(dir)}`], {
      cwd: root,
      stdio: 'inherit',
    });
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
    execFileSync('touch', [ready]);
  }
  return { name: 'old', root: dir, commit: full.slice(0, 7) };
}
