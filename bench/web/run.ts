import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startSiteProcess } from '@peresadka/server/test-support/site-process';
import { CHROMIUM, measure, warmUp } from './measure.ts';
import { PAGES } from './pages.ts';
import { renderWebReport, type PageResult } from './report.ts';
import { seed } from './seed.ts';

/** Lighthouse's own variance is a few points a run; the median of three steadies it. */
const RUNS = 3;
/** Tries of one run: Lighthouse sometimes loses its own trace (NO_NAVSTART) and scores nothing. */
const TRIES = 3;
const root = path.resolve(import.meta.dirname, '../..');
const report = path.join(root, 'bench/WEB.md');
/** Every run's full Lighthouse report (not committed). */
const reports = path.join(root, 'bench/web/reports');

/** `npm run bench:web -- /help /detail`: only those pages, for a look while working on them. */
const only = process.argv.slice(2);
const pages = only.length
  ? PAGES.filter((p) => only.some((name) => p.name.startsWith(name)))
  : PAGES;

/**
 * The site measured as a visitor on a phone meets it: built, started as `npm start` starts
 * it, each page loaded by Lighthouse in Debian's Chromium. Writes bench/WEB.md when every
 * page was measured.
 */
/** A run Lighthouse could measure: one that lost its trace is tried again, not counted as 0. */
async function measureOnce(...args: Parameters<typeof measure>) {
  for (let attempt = 1; ; attempt++) {
    const run = await measure(...args);
    if (run.runtimeError === null || attempt === TRIES) return run;
    console.log(`Lighthouse не записал загрузку (${run.runtimeError}), ещё раз`);
  }
}

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
execFileSync('bash', [path.join(root, 'scripts/ensure-debian-tools.sh'), 'chromium', CHROMIUM], {
  stdio: 'inherit',
});
const loadBefore = os.loadavg()[0]!;
const site = await startSiteProcess({}, { program: 'build' });
try {
  const seeded = await seed(site);
  const results: PageResult[] = [];
  for (const page of pages) {
    const runs = [];
    await warmUp(page, site, seeded);
    for (let i = 1; i <= RUNS; i++) {
      const slug = page.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'home';
      const run = await measureOnce(page, site, seeded, path.join(reports, `${slug}-${i}.json`));
      console.log(
        `${page.name} #${i}: производительность ${run.scores.performance}, ` +
          `LCP ${Math.round(run.lcpMs)} мс, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} мс`,
      );
      runs.push(run);
    }
    results.push({ name: page.name, runs });
  }
  if (pages.length === PAGES.length) {
    const version = (
      JSON.parse(
        readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
      ) as { version: string }
    ).version;
    writeFileSync(
      report,
      renderWebReport(results, version, { before: loadBefore, after: os.loadavg()[0]! }),
    );
    console.log(`Записано: ${path.relative(root, report)}`);
  }
} finally {
  await site.stop();
}
