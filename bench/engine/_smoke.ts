import { loadFeed } from '/work/main/bench/engine/feeds.ts';
import { FEEDS } from '/work/main/bench/engine/config.ts';
for (const name of process.argv.slice(2)) {
  const f = await loadFeed(FEEDS.find((x) => x.name === name)!);
  console.log(
    name,
    f.ms,
    f.timetableBytes,
    f.summary,
    f.timetable.stopCount,
    f.externalIdOfStop.slice(0, 5),
    process.memoryUsage().rss / 1e6,
  );
}
