import type { Answer, EngineAdapter } from './adapter.ts';
import { commonRatio, type CommonRatio, type TimedAnswers } from './common-answers.ts';
import { compare, show, type Agreement, type ShownAnswer } from './compare.ts';
import { loadFeed, type LoadedFeed } from './feeds.ts';
import { readGtfsTexts } from './gtfs-files.ts';
import { ourEngine } from './ours.ts';
import { MINOTOR, minotorPeer, RAPTOR, RAPTOR_EXACT, raptorPeers } from './peers.ts';
import { randomQueries, type EngineQuery } from './queries.ts';
import { feedPath, PASSES, WARM_UP, type FeedSpec } from './config.ts';
import {
  byQuery,
  collectGarbage,
  percentiles,
  timed,
  timedAsync,
  type Percentiles,
} from './timing.ts';

export const OURS = 'Пересадка';
export const OURS_PARETO = 'Пересадка: Парето (время, цена, поездки)';
export const OURS_DAY = 'Пересадка: один день';
export const OURS_DAY_ZERO = 'Пересадка: один день, смена 0 мин';
export { MINOTOR, RAPTOR, RAPTOR_EXACT };

export type EngineRun = {
  name: string;
  /** Set when the engine could not load the feed or failed on a query. */
  error?: string;
  loadMs?: number;
  latency: Percentiles | null;
  found: number;
  /** For a peer: our production build against it on the queries both answered alike. */
  common?: CommonRatio | null;
};

/** A query on which engines disagree, with every engine's answer in words. */
export type ShownQuery = {
  query: EngineQuery;
  originName: string;
  destinationName: string;
  answers: ShownAnswer[];
};

export type FeedResult = {
  spec: FeedSpec;
  feed: Pick<LoadedFeed, 'summary' | 'ms' | 'timetableBytes'> & {
    stops: number;
    patterns: number;
    instances: number;
    problemsByReason: [string, number][];
  };
  queries: EngineQuery[];
  engines: EngineRun[];
  agreements: Agreement[];
  /** Up to SHOWN differences of each agreement, and every query where ours differs from both. */
  shown: Map<number, ShownQuery>;
  /** Query indices where we differ from both peers, each on its own terms. */
  againstBoth: number[];
};

const SHOWN = 10;

export async function benchFeed(spec: FeedSpec): Promise<FeedResult> {
  const feed = await loadFeed(spec);
  const queries = randomQueries(feed.timetable, feed.externalIdOfStop, spec.queries);
  const texts = readGtfsTexts(feedPath(spec.name));

  const engines: EngineRun[] = [];
  const timings = new Map<string, TimedAnswers>();
  const record = (name: string, run: Omit<EngineRun, 'found'> & Partial<TimedAnswers>) => {
    const { answers: list = [], ms = [], ...rest } = run;
    engines.push({ ...rest, name, found: list.filter((a) => a.arrival !== null).length });
    if (!run.error) timings.set(name, { answers: list, ms });
  };
  record(OURS, {
    ...runQueries(ourEngine(feed, feed.timetable, OURS, 'earliest'), queries),
    loadMs: feed.ms.import + feed.ms.read + feed.ms.compile,
  });
  record(OURS_PARETO, runQueries(ourEngine(feed, feed.timetable, OURS_PARETO, 'pareto'), queries));
  record(OURS_DAY, runQueries(ourEngine(feed, feed.oneDay, OURS_DAY, 'earliest'), queries));
  record(
    OURS_DAY_ZERO,
    runQueries(ourEngine(feed, feed.oneDayZeroChange, OURS_DAY_ZERO, 'earliest'), queries),
  );
  let raptorExact: EngineAdapter | undefined;
  record(
    RAPTOR,
    await runPeer(queries, async () => {
      const { published, exact } = raptorPeers(texts, feed);
      raptorExact = exact;
      return published;
    }),
  );
  if (raptorExact) {
    // Built together with the published one: no load time of its own.
    const exact = raptorExact;
    record(RAPTOR_EXACT, { ...(await runPeer(queries, async () => exact)), loadMs: undefined });
  }
  record(MINOTOR, await runPeer(queries, () => minotorPeer(spec)));
  const ours = timings.get(OURS)!;
  for (const engine of engines) {
    const peer = timings.get(engine.name);
    if ((engine.name === RAPTOR || engine.name === MINOTOR) && peer)
      engine.common = commonRatio(ours, peer);
  }

  // Each peer is compared with the variant of ours that has its data and rules (see LoadedFeed).
  const agreements: Agreement[] = [];
  for (const [ours, peer] of [
    [OURS_DAY, RAPTOR_EXACT],
    [OURS_DAY_ZERO, MINOTOR],
  ] as const) {
    const a = timings.get(ours)?.answers;
    const b = timings.get(peer)?.answers;
    if (a && b) agreements.push(compare({ ours, peer }, queries, a, b));
  }

  const differing = agreements.map((g) => new Set(g.differences.map((d) => d.index)));
  const againstBoth =
    differing.length === 2 ? [...differing[0]!].filter((i) => differing[1]!.has(i)) : [];
  const nameOf = new Map(feed.gtfs.stops.map((stop) => [stop.id, stop.name]));
  const shown = new Map<number, ShownQuery>();
  const shownIndices = [
    ...agreements.flatMap((g) => g.differences.slice(0, SHOWN).map((d) => d.index)),
    ...againstBoth.slice(0, SHOWN),
  ];
  for (const index of shownIndices) {
    if (shown.has(index)) continue;
    shown.set(index, {
      query: queries[index]!,
      originName: nameOf.get(queries[index]!.origin) ?? '?',
      destinationName: nameOf.get(queries[index]!.destination) ?? '?',
      answers: [...timings].map(([name, run]) => show(name, run.answers[index]!)),
    });
  }

  return {
    spec,
    feed: {
      summary: feed.summary,
      ms: feed.ms,
      timetableBytes: feed.timetableBytes,
      stops: feed.timetable.stopCount,
      patterns: feed.timetable.patternCount,
      instances: feed.timetable.a.instanceTrip.length,
      problemsByReason: problemsByReason(feed),
    },
    queries,
    engines,
    agreements,
    shown,
    againstBoth,
  };
}

async function runPeer(
  queries: readonly EngineQuery[],
  load: () => Promise<EngineAdapter>,
): Promise<Omit<EngineRun, 'found'> & Partial<TimedAnswers>> {
  let loaded: { value: EngineAdapter; ms: number };
  try {
    loaded = await timedAsync(load);
  } catch (error) {
    return { name: '', error: `не загрузился: ${reasonOf(error)}`, latency: null };
  }
  try {
    return { ...runQueries(loaded.value, queries), loadMs: loaded.ms };
  } catch (error) {
    return {
      name: '',
      error: `упал на запросе: ${reasonOf(error)}`,
      loadMs: loaded.ms,
      latency: null,
    };
  }
}

function runQueries(
  adapter: EngineAdapter,
  queries: readonly EngineQuery[],
): { name: string; latency: Percentiles | null } & TimedAnswers {
  for (const q of queries.slice(0, WARM_UP)) {
    adapter.earliestArrival(q.origin, q.destination, q.departure);
  }
  collectGarbage();
  const passes: number[][] = [];
  let answers: Answer[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const times: number[] = [];
    const found = queries.map((q) => {
      const { value, ms } = timed(() =>
        adapter.earliestArrival(q.origin, q.destination, q.departure),
      );
      times.push(ms);
      return value;
    });
    passes.push(times);
    if (pass === 0) answers = found;
  }
  const least = byQuery(passes).map((times) => times[0]!);
  return { name: adapter.name, latency: percentiles(least), answers, ms: least };
}

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160);

/** What the import skipped, grouped by file and reason with the ids taken out. */
function problemsByReason(feed: LoadedFeed): [string, number][] {
  const counts = new Map<string, number>();
  for (const p of feed.gtfs.problems) {
    const key = `${p.file}: ${p.reason.replace(/«[^»]*»/g, '«…»').replace(/\d+/g, 'N')}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((x, y) => y[1] - x[1]).slice(0, 5);
}
