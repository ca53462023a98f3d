import { randomBytes } from 'node:crypto';
import { API_BASE, apiCalls } from '@peresadka/contracts/api-calls';
import { demoCatalogue } from '@peresadka/im-sandbox/demo-catalogue';
import { startImSandbox, type ImPartner, type ImSandbox } from '@peresadka/im-sandbox/sandbox';
import { combinedStatus } from './combined-poll.ts';
import { sendEach, type RunFigures } from './load-run.ts';
import { cpuMs, machineLoad, sitePids } from './machine.ts';
import { distinctSearches, type SearchBody } from './searches.ts';
import { startRelease, type LoadSite, type Release } from './site.ts';
import { trainAnswerOf, trainTally, type TrainAnswer, type TrainAnswers } from './train-answers.ts';
import { trainLinked } from './train-pairs.ts';

export const SUPPLIERS = ['im', 'local'] as const;
export type Supplier = (typeof SUPPLIERS)[number];

const CONNECTIONS = [10, 50];
/**
 * Each supplier's site is started once a round, the order alternating, so a neighbour's burst
 * on the shared machine falls on both.
 */
const ROUNDS = 3;
const SEARCHES = 600;
/**
 * Other searches first, between any of the cities, so the code is hot before anything is
 * measured (as the search part does).
 */
const WARM_UP = 300;
/** Full searches, one at a time: each one's supplier calls counted on their own. */
const FULL_SEARCHES = 50;
/** Longer than any combined search takes on a quiet machine: past it the poll gives up. */
const FULL_SEARCH_PATIENCE_MS = 60_000;
export const TRAIN_PRICING = 'Railway/V1/Search/TrainPricing';

/** Train-tab searches sent together: what they showed, and what they asked of the supplier. */
export type TrainTabTally = {
  /** Every search sent, a run's connection-opening ones too: the calls are theirs as well. */
  searches: number;
  answers: TrainAnswers;
  /** Calls the supplier received meanwhile, by protocol path. */
  supplierCalls: Record<string, number>;
};

export type SupplierRun = RunFigures &
  TrainTabTally & {
    supplier: Supplier;
    round: number;
    /** Cold: searches neither the site nor its cache has seen; warm: the same, sent again. */
    cache: 'cold' | 'warm';
    /** Processor time of the site's process per search. */
    cpuMsPerRequest: number;
    /**
     * The bench's own per search: the load generator's, and with `im` the supplier's too — the
     * difference between the two is roughly what the supplier spent.
     */
    benchCpuMsPerRequest: number;
    load: number;
  };

/** One full search (every tab, the combined one awaited) and the supplier calls it made. */
export type FullSearch = {
  calls: Record<string, number>;
  train: TrainAnswer;
  /** The combined result's last status; null when none was started. */
  combinedStatus: number | null;
};

export type SupplierFigures = {
  release: Release;
  rounds: number;
  /** Each site's warm-up, between any of the cities (not only those a train links). */
  warmUps: (TrainTabTally & { supplier: Supplier; round: number })[];
  runs: SupplierRun[];
  /** Made with the `im` supplier in the first round, before its warm-up. */
  fullSearches: FullSearch[];
};

/**
 * The train tab with the supplier in the loop: the IM sandbox started here, so its calls can be
 * counted, and the release started against it and on its own inventory, one after the other
 * (two cores). Each: distinct searches between cities a train links, cold, then again while
 * cached; with `im` first a sample of full searches, to count what a combined search asks.
 */
export async function supplierBench(release: Release): Promise<SupplierFigures> {
  const partner: ImPartner = {
    login: 'bench',
    password: randomBytes(18).toString('base64url'),
    pos: 'bench',
  };
  const catalogue = demoCatalogue();
  const linked = trainLinked(catalogue);
  const sandbox = await startImSandbox({ port: 0, catalogue, partners: [partner] });
  try {
    const figures: SupplierFigures = {
      release,
      rounds: ROUNDS,
      warmUps: [],
      runs: [],
      fullSearches: [],
    };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const supplier of round % 2 === 1 ? SUPPLIERS : [...SUPPLIERS].reverse()) {
        const site = await startRelease(release, {
          TRAIN_SUPPLIER: supplier,
          ...(supplier === 'im' ? supplierEnv(sandbox, partner) : {}),
          // A cache of its own: no other site's answers may warm it.
          REDIS_KEY_PREFIX: `bench-load-supplier-${supplier}-${round}-${process.pid}:`,
        });
        try {
          if (supplier === 'im' && round === 1) {
            figures.fullSearches = await fullSearchSample(site, sandbox);
          }
          const tab = new TrainTab(supplier, round, site, sandbox);
          figures.warmUps.push({ supplier, round, ...(await tab.warmUp()) });
          figures.runs.push(...(await tab.measure(linked)));
        } finally {
          await site.stop();
        }
      }
    }
    return figures;
  } finally {
    await sandbox.close();
  }
}

/** The site's IM settings for a supplier at the sandbox's origin, as for IM itself. */
const supplierEnv = (sandbox: ImSandbox, partner: ImPartner) => ({
  IM_API_URL: sandbox.origin,
  IM_LOGIN: partner.login,
  IM_PASSWORD: partner.password,
  IM_POS: partner.pos,
});

/** The train tab alone, as the results page asks for it. */
const trainTab = (bodies: SearchBody[]) =>
  bodies.map((body) =>
    JSON.stringify({ ...body, train_enabled: true, airplane_enabled: false, bus_enabled: false }),
  );

/** One site's train-tab searches, each batch tallied with the supplier's calls it caused. */
class TrainTab {
  private readonly url: string;

  constructor(
    private readonly supplier: Supplier,
    private readonly round: number,
    private readonly site: LoadSite,
    private readonly sandbox: ImSandbox,
  ) {
    this.url = `${site.baseUrl}${API_BASE}${apiCalls.searchOldRoutes.path}`;
  }

  async warmUp(): Promise<TrainTabTally> {
    const searches = trainTab(distinctSearches(WARM_UP, this.round));
    const { tally } = await this.tallied(searches.length, (onAnswer) =>
      sendEach(this.url, searches, 4, {}, [], onAnswer),
    );
    return tally;
  }

  async measure(linked: (from: number, to: number) => boolean): Promise<SupplierRun[]> {
    const pids = sitePids(this.site.dataDir);
    const runs: SupplierRun[] = [];
    for (const connections of CONNECTIONS) {
      // One search per connection to open it (see sendEach), then the measured ones.
      const searches = trainTab(
        distinctSearches(connections + SEARCHES, 1000 * this.round + connections, false, linked),
      );
      const opening = searches.slice(0, connections);
      const bodies = searches.slice(connections);
      // Warm straight after cold: seconds apart, well within the supplier answers' 2 minutes.
      for (const cache of ['cold', 'warm'] as const) {
        const load = machineLoad().load;
        const cpuBefore = cpuMs(pids);
        const benchBefore = process.cpuUsage();
        const { result, tally } = await this.tallied(searches.length, (onAnswer) =>
          sendEach(this.url, bodies, connections, {}, opening, onAnswer),
        );
        const cpuMsPerRequest = (cpuMs(pids) - cpuBefore) / searches.length;
        const bench = process.cpuUsage(benchBefore);
        const benchCpuMsPerRequest = (bench.user + bench.system) / 1000 / searches.length;
        const run = { ...result, ...tally, supplier: this.supplier, round: this.round, cache };
        runs.push({ ...run, cpuMsPerRequest, benchCpuMsPerRequest, load });
        const a = tally.answers;
        console.log(
          `поезд ${this.supplier}, круг ${this.round}, ${cache} ×${connections}: ` +
            `${result.perSecond.toFixed(0)} в секунду, p50 ${result.p50} мс, p99 ${result.p99} мс, ` +
            `ошибок ${result.errors}; TrainPricing на поиск ` +
            `${((tally.supplierCalls[TRAIN_PRICING] ?? 0) / tally.searches).toFixed(2)}; поезда ${a.trains}, ` +
            `нет поездов ${a.noTrains}, поставщик не ответил ${a.supplierFailed}, без ответа ${a.notAnswered}`,
        );
      }
    }
    return runs;
  }

  private async tallied<T>(
    searches: number,
    send: (onAnswer: (status: number, body: string) => void) => Promise<T>,
  ): Promise<{ result: T; tally: TrainTabTally }> {
    const answers = trainTally();
    this.sandbox.resetCalls();
    const result = await send(answers.add);
    return {
      result,
      tally: { searches, answers: answers.counts, supplierCalls: this.sandbox.calls() },
    };
  }
}

/**
 * Full searches one at a time, as a visitor makes them: every tab, and the combined routes
 * awaited. The supplier's calls are counted per search, the train tab's included.
 */
async function fullSearchSample(site: LoadSite, sandbox: ImSandbox): Promise<FullSearch[]> {
  const url = `${site.baseUrl}${API_BASE}${apiCalls.searchRoutes.path}`;
  const sample: FullSearch[] = [];
  for (const body of distinctSearches(FULL_SEARCHES, 77, true)) {
    sandbox.resetCalls();
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const id = res.ok
      ? (JSON.parse(text) as { combined_route: string | null }).combined_route
      : null;
    const late = () => performance.now() - started > FULL_SEARCH_PATIENCE_MS;
    const combined = id === null ? null : await combinedStatus(site.baseUrl, id, {}, late);
    // Read once the combined routes are in: they are priced when computed, after the tabs.
    const calls = sandbox.calls();
    sample.push({ train: trainAnswerOf(res.status, text), combinedStatus: combined, calls });
  }
  const pricing = sample.map((s) => s.calls[TRAIN_PRICING] ?? 0);
  console.log(
    `полный поиск im ×${sample.length}: TrainPricing на поиск в среднем ` +
      `${(pricing.reduce((s, x) => s + x, 0) / sample.length).toFixed(2)}, больше всего ${Math.max(...pricing)}`,
  );
  return sample;
}
