import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CombinedQuery } from '@peresadka/engine/search/combined';
import { searchEarliestArrival } from '@peresadka/engine/search/earliest-arrival';
import { searchDirect } from '@peresadka/engine/search/direct';
import { dayOf } from '@peresadka/engine/timetable/day-number';
import { MODES, type Mode, type StationKind } from '@peresadka/engine/timetable/source';
import { compileTimetable } from '@peresadka/engine/timetable/compile';
import type { Timetable } from '@peresadka/engine/timetable/timetable';
import type { DemoFeed } from '@peresadka/geo/demo-timetable/demo-feed';
import { openDatabase } from '@peresadka/server/database';
import { loadDemoNetwork, type DemoGeography } from '@peresadka/server/timetable/load-demo';
import { readTimetableSource } from '@peresadka/server/timetable/read-source';
import { searchSiteCombined } from '@peresadka/server/search/arrival-bound';
import type { Ride } from '@peresadka/engine/search/ride';
import { MAX_TRANSFERS, PASSES, REPO_ROOT, SEED, WARM_UP } from './config.ts';
import { bytesOf } from './feeds.ts';
import { measureResident, type Resident } from './resident.ts';
import { shownCombined } from './shown-combined.ts';
import { pick, seededRandom } from './random.ts';
import {
  byQuery,
  collectGarbage,
  percentiles,
  timed,
  timedAsync,
  type Percentiles,
} from './timing.ts';
import { stopId, type StopId } from '@peresadka/engine/units';

/** The horizon the server compiles: yesterday, today, 120 days on sale and a spare day. */
const HORIZON_DAYS = 123;
/** A fixed «today», so runs on different days measure the same network and queries. */
const TODAY = '2026-12-01';
const SERVICES_START = '2026-01-05';
const QUERIES = Number(process.env.NATIONAL_QUERIES ?? 1000);
/**
 * Another checkout of the repository (a git worktree of an earlier commit, with its own
 * `npm ci`) measured side by side with ours in this one process, each query asked of both in
 * turn: its geography and generator, loaded, compiled and searched by its own engine and
 * server code —
 * the release before, as it was: `NATIONAL_BASELINE=/path NATIONAL_BASELINE_LABEL="main 2846155"`.
 */
const BASELINE = process.env.NATIONAL_BASELINE;
const BASELINE_LABEL = process.env.NATIONAL_BASELINE_LABEL ?? BASELINE;
/** Rounds of the side-by-side measurement: the report gives each number's median over them. */
const ROUNDS = Number(process.env.NATIONAL_ROUNDS ?? 3);

const GEOGRAPHY = 'packages/geo/src/geography.ts';
/** The brief named demo-timetable/; the generator landed in demo-generator/. Either will do. */
const GENERATORS = [
  'packages/geo/src/demo-generator/generate.ts',
  'packages/geo/src/demo-timetable/generate.ts',
];

type GeographyModule = { geography(): DemoGeography };
type GeneratorModule = {
  generateDemoFeed(network: DemoGeography, options: { seed: number; startDate: string }): DemoFeed;
};

/** The code that loads, compiles and searches a network: ours, or the baseline checkout's. */
type Stack = {
  openDatabase: typeof openDatabase;
  loadDemoNetwork: typeof loadDemoNetwork;
  readTimetableSource: typeof readTimetableSource;
  compileTimetable: typeof compileTimetable;
  searchDirect: typeof searchDirect;
  searchEarliestArrival: typeof searchEarliestArrival;
  searchSiteCombined: typeof searchSiteCombined;
  /**
   * Whether the combined tab keeps only the trips worth showing (`shown-combined.ts`): this
   * build does, the release before did not. Its time counts in the combined search's.
   */
  worthShowing: boolean;
};

const OUR_STACK: Stack = {
  openDatabase,
  loadDemoNetwork,
  readTimetableSource,
  compileTimetable,
  searchDirect,
  searchEarliestArrival,
  searchSiteCombined,
  worthShowing: true,
};

/** The same functions from another checkout's own files (and so its own packages). */
async function stackOf(root: string): Promise<Stack> {
  const from = async (file: string) =>
    (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
  const [database, load, read, compile, direct, earliest, combined] = await Promise.all([
    from('apps/server/src/infra/db/database.ts'),
    from('apps/server/src/timetable/load-demo.ts'),
    from('apps/server/src/timetable/read-source.ts'),
    from('packages/engine/src/timetable/compile.ts'),
    from('packages/engine/src/search/direct.ts'),
    from('packages/engine/src/search/earliest-arrival.ts'),
    from('apps/server/src/search/arrival-bound.ts'),
  ]);
  return {
    openDatabase: database.openDatabase as Stack['openDatabase'],
    loadDemoNetwork: load.loadDemoNetwork as Stack['loadDemoNetwork'],
    readTimetableSource: read.readTimetableSource as Stack['readTimetableSource'],
    compileTimetable: compile.compileTimetable as Stack['compileTimetable'],
    searchDirect: direct.searchDirect as Stack['searchDirect'],
    searchEarliestArrival: earliest.searchEarliestArrival as Stack['searchEarliestArrival'],
    searchSiteCombined: combined.searchSiteCombined as Stack['searchSiteCombined'],
    worthShowing: false,
  };
}

/** A search's times per query: the least and the median over the passes, and the first pass's. */
export type Timing = {
  best: Percentiles | null;
  median: Percentiles | null;
  firstPass: Percentiles | null;
};

/** One network's numbers in one round of the side-by-side measurement. */
export type RoundTiming = {
  trips: number;
  stopTimes: number;
  instances: number;
  combinedFound: number;
  combined: Percentiles;
  earliest: Percentiles;
  direct: Percentiles;
};

/** Our network against the baseline's, each measured `rounds` times, alternately. */
export type Comparison = {
  label: string;
  baseline: RoundTiming[];
  current: RoundTiming[];
};

export type NationalResult =
  | { status: 'pending'; missing: string[] }
  | { status: 'failed'; error: string }
  | {
      status: 'ok';
      comparison: Comparison | null;
      stations: number;
      trips: number;
      stopTimes: number;
      instances: number;
      ms: { generate: number; load: number; read: number; compile: number };
      timetableBytes: number;
      rssAfterCompile: number;
      resident: Resident;
      queries: number;
      passes: number;
      direct: Record<Mode, Timing> & { allModes: Timing };
      combined: Timing;
      earliest: Timing;
      /** Share of combined queries with at least one journey: a search that finds nothing is fast. */
      combinedFound: number;
      shown: ShownCount;
    };

/** What the rule of what is worth showing changed in the combined tab, over the queries. */
export type ShownCount = {
  /** Queries whose combined tab showed something without the rule. */
  queries: number;
  /** Of those, the ones whose tab the rule changed. */
  changed: number;
  /** Routes shown over all queries, without the rule and with it. */
  before: number;
  after: number;
};

/**
 * The demonstration network on our geography, loaded and compiled the way the server does it.
 * The geography and the generator are another agent's work in progress, so they are imported
 * only once their files exist, and this section reports itself pending otherwise.
 */
export async function benchNational(): Promise<NationalResult> {
  const generator = GENERATORS.find((file) => existsSync(path.join(REPO_ROOT, file)));
  const missing = [
    ...(existsSync(path.join(REPO_ROOT, GEOGRAPHY)) ? [] : [GEOGRAPHY]),
    ...(generator ? [] : [GENERATORS[0]!]),
  ];
  if (missing.length > 0 || !generator) return { status: 'pending', missing };
  try {
    const ours = await network(REPO_ROOT, generator, OUR_STACK);
    const theirs = BASELINE
      ? await network(
          BASELINE,
          GENERATORS.find((file) => existsSync(path.join(BASELINE, file)))!,
          await stackOf(BASELINE),
        )
      : null;
    // Side by side, both networks are asked about the same pairs: cities both have.
    const theirCities = theirs && new Set(theirs.geo.geography().cities.map((c) => c.id));
    const cities = theirCities
      ? new Set(ours.geo.geography().cities.flatMap((c) => (theirCities.has(c.id) ? [c.id] : [])))
      : null;
    const current = await prepare(ours, true, cities);
    const [timing] = runQueries([current]);
    const result = { ...current.stats, ...timing!, comparison: null };
    if (!theirs) return result;
    const baseline = await prepare(theirs, false, cities);
    const comparison: Comparison = { label: BASELINE_LABEL!, baseline: [], current: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Query by query, in turn, so other tenants' load falls on both alike.
      const [was, now] = runQueries([baseline, current], round);
      comparison.baseline.push(roundTiming(baseline.stats, was!));
      comparison.current.push(roundTiming(current.stats, now!));
    }
    return { ...result, comparison };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

type Network = { geo: GeographyModule; gen: GeneratorModule; stack: Stack };

async function network(root: string, generator: string, stack: Stack): Promise<Network> {
  const importFile = (file: string): Promise<unknown> =>
    import(pathToFileURL(path.join(root, file)).href);
  return {
    geo: (await importFile(GEOGRAPHY)) as GeographyModule,
    gen: (await importFile(generator)) as GeneratorModule,
    stack,
  };
}

function roundTiming(stats: Prepared['stats'], timing: QueryTiming): RoundTiming {
  return {
    trips: stats.trips,
    stopTimes: stats.stopTimes,
    instances: stats.instances,
    combinedFound: timing.combinedFound,
    combined: timing.combined.best!,
    earliest: timing.earliest.best!,
    direct: timing.direct.allModes.best!,
  };
}

/** A network compiled and its queries drawn, ready to be searched by its own stack. */
type Prepared = {
  stack: Stack;
  timetable: Timetable;
  queries: Query[];
  stats: Omit<Extract<NationalResult, { status: 'ok' }>, keyof QueryTiming | 'comparison'>;
};

async function prepare(
  { geo, gen, stack }: Network,
  withResident: boolean,
  /** Only these cities are asked about (null: every city with a stop). */
  cities: ReadonlySet<number> | null,
): Promise<Prepared> {
  const geography = geo.geography();
  const generated = timed(() =>
    gen.generateDemoFeed(geography, { seed: SEED, startDate: SERVICES_START }),
  );
  const database = await stack.openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    const loaded = await timedAsync(() =>
      stack.loadDemoNetwork(database.db, geography, generated.value, 'bench'),
    );
    const read = await timedAsync(() => stack.readTimetableSource(database.db));
    const firstDay = dayOf(TODAY) - 1;
    const compiled = timed(() =>
      stack.compileTimetable(read.value, { firstDay, days: HORIZON_DAYS }),
    );
    const rssAfterCompile = process.memoryUsage().rss;
    const timetable = compiled.value;
    const queries = randomQueries(timetable, firstDay, cities);
    const stats = {
      status: 'ok' as const,
      stations: loaded.value.stations,
      trips: loaded.value.trips,
      stopTimes: loaded.value.stopTimes,
      instances: timetable.a.instanceTrip.length,
      ms: {
        generate: generated.ms,
        load: loaded.ms,
        read: read.ms,
        compile: compiled.ms,
      },
      timetableBytes: bytesOf(timetable),
      rssAfterCompile,
      resident: withResident
        ? await measureResident(timetable, queries[0]!.combined)
        : { bare: 0, holding: 0, arrays: 0, heap: 0 },
      queries: QUERIES,
      passes: PASSES,
    };
    return { stack, timetable, queries, stats };
  } finally {
    await database.close();
  }
}

const KIND_OF_MODE: Record<Mode, StationKind> = {
  PLANE: 'Airport',
  TRAIN: 'RailwayStation',
  BUS: 'BusStop',
};

type Query = {
  direct: { mode: Mode; query: Parameters<typeof searchDirect>[1] }[];
  combined: CombinedQuery;
};
const KINDS = [...MODES, 'allModes', 'earliest', 'combined'] as const;
type Kind = (typeof KINDS)[number];

/** A network's times over the query set, and how often the combined search found a route. */
type QueryTiming = {
  direct: Record<Mode, Timing> & { allModes: Timing };
  combined: Timing;
  earliest: Timing;
  combinedFound: number;
  shown: ShownCount;
};

/**
 * The site's searches between two random cities on a random sale day, whole day: the three
 * per-mode lists (searchDirect), the earliest arrival (searchEarliestArrival) and the combined
 * routes (searchSiteCombined, all modes), PASSES times over, for each network given. With
 * several, each query is asked of them in turn (which goes first alternates by query, pass and
 * `round`), so a burst of other work on the machine falls on all of them alike.
 */
function runQueries(networks: readonly Prepared[], round = 0): QueryTiming[] {
  for (const { stack, timetable, queries } of networks) {
    for (const { direct, combined } of queries.slice(0, WARM_UP)) {
      for (const { query } of direct) stack.searchDirect(timetable, query);
      stack.searchSiteCombined(timetable, combined);
    }
  }
  collectGarbage();
  const passes = networks.map(() => [] as Record<Kind, number[]>[]);
  const found = networks.map(() => 0);
  const shown = networks.map((): ShownCount => ({ queries: 0, changed: 0, before: 0, after: 0 }));
  for (let pass = 0; pass < PASSES; pass++) {
    const times = networks.map(
      () =>
        Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>,
    );
    for (let q = 0; q < QUERIES; q++) {
      for (let turn = 0; turn < networks.length; turn++) {
        const n = (turn + q + pass + round) % networks.length;
        const { stack, timetable, queries } = networks[n]!;
        const { direct, combined } = queries[q]!;
        let total = 0;
        const rides: Ride[] = [];
        for (const { mode, query } of direct) {
          const { value, ms } = timed(() => stack.searchDirect(timetable, query));
          times[n]![mode].push(ms);
          total += ms;
          rides.push(...value);
        }
        times[n]!.allModes.push(total);
        times[n]!.earliest.push(timed(() => stack.searchEarliestArrival(timetable, combined)).ms);
        // As the server runs it: the earliest arrival bounds the Pareto search; then the tab.
        const { value, ms } = timed(() => {
          const journeys = stack.searchSiteCombined(timetable, combined);
          return {
            journeys,
            tab: shownCombined(timetable, journeys, rides, stack.worthShowing),
          };
        });
        times[n]!.combined.push(ms);
        if (pass === 0 && value.journeys.length > 0) found[n]!++;
        if (pass === 0) {
          const before = shownCombined(timetable, value.journeys, rides, false);
          const count = shown[n]!;
          count.before += before.length;
          count.after += value.tab.length;
          if (before.length > 0) count.queries++;
          if (value.tab.length !== before.length) count.changed++;
        }
      }
    }
    times.forEach((t, n) => passes[n]!.push(t));
  }
  return networks.map((_, n) => {
    const timing = (kind: Kind): Timing => {
      const first = passes[n]![0]![kind];
      const ofQuery = byQuery(passes[n]!.map((times) => times[kind]));
      return {
        best: percentiles(ofQuery.map((times) => times[0]!)),
        median: percentiles(ofQuery.map((times) => times[Math.floor((times.length - 1) / 2)]!)),
        firstPass: percentiles(first),
      };
    };
    return {
      direct: {
        PLANE: timing('PLANE'),
        TRAIN: timing('TRAIN'),
        BUS: timing('BUS'),
        allModes: timing('allModes'),
      },
      combined: timing('combined'),
      earliest: timing('earliest'),
      combinedFound: found[n]! / QUERIES,
      shown: shown[n]!,
    };
  });
}

/** QUERIES seeded pairs of cities and sale days, with the stops each search is asked about. */
function randomQueries(
  timetable: Timetable,
  firstDay: number,
  only: ReadonlySet<number> | null,
): Query[] {
  const stopsOfCity = new Map<number, StopId[]>();
  for (let stop = 0; stop < timetable.stopCount; stop++) {
    const city = timetable.a.stopCity[stop]!;
    if (city < 0 || (only && !only.has(city))) continue;
    const list = stopsOfCity.get(city);
    if (list) list.push(stopId(stop));
    else stopsOfCity.set(city, [stopId(stop)]);
  }
  const cities = [...stopsOfCity.keys()].sort((x, y) => x - y);
  const random = seededRandom(SEED);
  const queries: Query[] = [];
  for (let q = 0; q < QUERIES; q++) {
    const from = pick(random, cities);
    let to = pick(random, cities);
    while (to === from) to = pick(random, cities);
    // Day 0 is yesterday: sale days are 1 … 120.
    const day = firstDay + 1 + Math.floor(random() * 120);
    const window = { day, fromHour: 0, toHour: 24 };
    const origins = stopsOfCity.get(from)!;
    const destinations = stopsOfCity.get(to)!;
    const direct: Query['direct'] = [];
    for (const mode of MODES) {
      const ofKind = (stops: StopId[]) =>
        stops.filter((s) => timetable.kindOf(s) === KIND_OF_MODE[mode]);
      const o = ofKind(origins);
      const d = ofKind(destinations);
      if (o.length === 0 || d.length === 0) continue;
      direct.push({ mode, query: { origins: o, destinations: d, window, modes: [mode] } });
    }
    // As the site asks: only trips it sells (pricedOnly), every mode, up to five changes.
    const combined = {
      origins,
      destinations,
      window,
      modes: MODES,
      maxTransfers: MAX_TRANSFERS,
      pricedOnly: true,
    };
    queries.push({ direct, combined });
  }
  return queries;
}
