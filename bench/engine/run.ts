import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { benchFeed, type FeedResult } from './bench-feed.ts';
import { RESULTS_PATH, selectedFeeds } from './config.ts';
import { benchNational } from './national.ts';
import { datedSections, renderReport, withDatedComparison } from './report.ts';

/**
 * Every benchmark that can run here, one feed after another (so only one feed's data is in
 * memory at a time), then bench/RESULTS.md. A feed or a peer that fails is reported, not fatal.
 */
const started = performance.now();
// First, while the process holds nothing else: its RSS after compiling is one of the numbers.
const t = performance.now();
const national = await benchNational();
console.log(
  `национальная сеть: ${national.status}, ${((performance.now() - t) / 1000).toFixed(1)} с`,
);

const results: FeedResult[] = [];
const failed: { name: string; error: string }[] = [];
for (const spec of selectedFeeds()) {
  const feedStarted = performance.now();
  try {
    results.push(await benchFeed(spec));
    console.log(`${spec.name}: ${((performance.now() - feedStarted) / 1000).toFixed(1)} с`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failed.push({ name: spec.name, error: `не загрузился: ${message.split('\n')[0]}` });
    console.error(`${spec.name}: ${message}`);
  }
}
const before = existsSync(RESULTS_PATH) ? readFileSync(RESULTS_PATH, 'utf8') : '';
// Without feeds and with a baseline, the run is one side-by-side comparison: a dated section
// of the report, the rest of it left as the last full run wrote it.
const alone =
  selectedFeeds().length === 0 && national.status === 'ok' && national.comparison
    ? { national, comparison: national.comparison }
    : null;
const today = new Date().toISOString().slice(0, 10);
writeFileSync(
  RESULTS_PATH,
  alone
    ? withDatedComparison(before, alone.national, alone.comparison, today)
    : renderReport(results, failed, national, performance.now() - started, datedSections(before)),
);
console.log(`записано: ${RESULTS_PATH}`);
