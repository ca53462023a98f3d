import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { benchFeed, type FeedResult } from './bench-feed.ts';
import { RESULTS_PATH, selectedFeeds } from './config.ts';
import { benchNational } from './national.ts';
import { renderReport } from './report.ts';

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
writeFileSync(RESULTS_PATH, renderReport(results, failed, national, performance.now() - started));
console.log(`записано: ${RESULTS_PATH}`);
