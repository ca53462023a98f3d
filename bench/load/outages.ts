import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { BusResult } from '@peresadka/contracts/search-results';
import { busOrderBody, person } from '@peresadka/server/test-support/orders';
import { startOwnPostgres } from '@peresadka/server/test-support/own-postgres';
import { startOwnRedis } from '@peresadka/server/test-support/own-redis';
import { startSiteProcess } from '@peresadka/server/test-support/site-process';
import { captcha } from './accounts.ts';
import { busRides, signedInAccounts, type Account } from './booking.ts';
import { checkOrders, missingLetters } from './losses.ts';
import { machineLoad, serverPid } from './machine.ts';
import { distinctSearches } from './searches.ts';
import { LOAD_ENV, type LoadSite, type Release } from './site.ts';

/** How each outage is made, how often, and for how long. */
const PLAN = { postgresStops: 10, postgresFreezes: 1, redisKills: 3, outageMs: 15_000 };
/** Visitors' traffic before each outage, and after the site is ready again. */
const CALM_MS = 5_000;
const AFTER_MS = 3_000;
const ACCOUNTS = 40;
const BUYERS = 4;
const SEARCHERS = 2;
/** A buyer's pause between two orders; a searcher's between two calls. */
const BUYER_PAUSE_MS = 300;
const SEARCHER_PAUSE_MS = 100;
const LETTER_EVERY_MS = 8_000;
/** A client repeats a request that got no answer or a 5xx with the same Idempotency-Key. */
const TRIES = 6;
/** A visitor gives up on an answer after this long: an answer that never comes counts so. */
const CLIENT_TIMEOUT_MS = 30_000;
const FLOOD = { connections: 10, ms: 20_000, bigDepth: 400_000, smallDepth: 15_000 };

/** What one kind of visitor's requests got: answers by status ('нет ответа': none). */
export type Tally = { statuses: Record<string, number>; medianMs: number; worstMs: number };
export type VisitorKind = 'заказ' | 'отмена' | 'поиск' | 'подсказки' | 'письмо' | 'готовность';

export type OutageScenario = {
  name: 'postgres-stop' | 'postgres-freeze' | 'redis-kill' | 'nested-json';
  rounds: number;
  outageSeconds: number;
  visitors: Partial<Record<VisitorKind, Tally>>;
  /** Per round: from the part's return until /api/health said ok again. */
  recoverySeconds: number[];
  /** The flood's own answers, and what the visitors got in calm seconds before it. */
  flood?: { answers: Tally; calm: Partial<Record<VisitorKind, Tally>> };
  /** The site's process was the same, alive, at the end of the scenario. */
  processAlive: boolean;
};

export type OutageFigures = {
  releases: Release[];
  scenarios: OutageScenario[];
  orders: { acknowledged: number; lost: number; duplicatePlaces: number; gaveUp: number };
  letters: { acknowledged: number; lost: number; waitedSeconds: number };
  seconds: number;
  load: number;
};

/**
 * The site as `npm start` runs it, on a PostgreSQL and a Redis of its own (never the machine's
 * shared ones), while visitors order bus places (and cancel them), search, ask for suggestions
 * and for password-reset letters: PostgreSQL stopped for 15 s, ten times; frozen (SIGSTOP) for
 * 15 s; Redis killed and started again; a flood of deeply nested JSON. For each: what the
 * visitors got, how long the site took to be ready again, and whether its process survived;
 * at the end, whether any acknowledged order or letter was lost.
 */
export async function outageBench(release: Release): Promise<OutageFigures> {
  const postgres = await startOwnPostgres();
  const redis = await startOwnRedis();
  let site: (LoadSite & { pid: number }) | undefined;
  try {
    const started = await startSiteProcess({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: '127.0.0.1',
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '30',
      LOG_LEVEL: 'error',
      ...LOAD_ENV,
    });
    site = { ...started, databaseUrl: postgres.url, pid: serverPid(started.dataDir) };
    const load = machineLoad().load;
    const accounts = await signedInAccounts(release, site, ACCOUNTS);
    const rides = await busRides(site, 10);
    const visitors = new Visitors(site, accounts, rides);
    const begun = performance.now();
    const scenarios: OutageScenario[] = [];
    const alive = () => site !== undefined && isAlive(site.pid);

    const outage = async (
      name: OutageScenario['name'],
      rounds: number,
      down: () => Promise<void> | void,
      up: () => Promise<void> | void,
    ) => {
      visitors.bucket = name;
      const recoverySeconds: number[] = [];
      for (let round = 1; round <= rounds; round++) {
        await sleep(CALM_MS);
        console.log(`${name}: круг ${round} из ${rounds}`);
        await down();
        await sleep(PLAN.outageMs);
        await up();
        const back = performance.now();
        await visitors.ready();
        recoverySeconds.push((performance.now() - back) / 1000);
        await sleep(AFTER_MS);
      }
      scenarios.push({
        name,
        rounds,
        outageSeconds: PLAN.outageMs / 1000,
        visitors: visitors.tallies(name),
        recoverySeconds,
        processAlive: alive(),
      });
    };

    visitors.start();
    await outage('postgres-stop', PLAN.postgresStops, postgres.stop, postgres.start);
    await outage('postgres-freeze', PLAN.postgresFreezes, postgres.freeze, postgres.thaw);
    await outage('redis-kill', PLAN.redisKills, redis.kill, redis.start);
    scenarios.push(await nestedFlood(site, visitors, alive));
    await visitors.stop();

    const seconds = (performance.now() - begun) / 1000;
    const { lost, duplicatePlaces } = await checkOrders(site, visitors.acknowledged);
    const letters = await missingLetters(site, visitors.letters);
    return {
      releases: [release],
      scenarios,
      orders: {
        acknowledged: visitors.acknowledged.length,
        lost,
        duplicatePlaces,
        gaveUp: visitors.gaveUp,
      },
      letters: {
        acknowledged: visitors.letters.length,
        lost: letters.missing,
        waitedSeconds: letters.waitedSeconds,
      },
      seconds,
      load,
    };
  } finally {
    await site?.stop();
    if (site) rmSync(site.dataDir, { recursive: true, force: true });
    await redis.destroy();
    await postgres.destroy();
  }
}

/**
 * Ten connections posting JSON nested as deep as the 0.8 MB body (refused from its
 * length) and as deep as fits in the body limit (30 KB, refused by the depth check), while
 * the visitors go on; their calm seconds before are the comparison.
 */
async function nestedFlood(
  site: LoadSite,
  visitors: Visitors,
  alive: () => boolean,
): Promise<OutageScenario> {
  const nested = (depth: number) =>
    `{"route_id_array": ${'['.repeat(depth)}"r"${']'.repeat(depth)}}`;
  const bodies = [nested(FLOOD.bigDepth), nested(FLOOD.smallDepth)];
  visitors.bucket = 'перед наплывом';
  await sleep(CALM_MS * 2);
  visitors.bucket = 'nested-json';
  const flood = new Recorder();
  const until = performance.now() + FLOOD.ms;
  await Promise.all(
    Array.from({ length: FLOOD.connections }, async (_, connection) => {
      while (performance.now() < until) {
        await flood.time(() =>
          call(`${site.baseUrl}/api/v1/get_detail_info`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: bodies[connection % 2]!,
          }),
        );
      }
    }),
  );
  await sleep(AFTER_MS);
  return {
    name: 'nested-json',
    rounds: 1,
    outageSeconds: FLOOD.ms / 1000,
    visitors: visitors.tallies('nested-json'),
    recoverySeconds: [],
    flood: { answers: flood.tally(), calm: visitors.tallies('перед наплывом') },
    processAlive: alive(),
  };
}

type Answer = { status: number; body: unknown };

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: counted by its status alone
  }
  return { status: res.status, body };
}

/** Statuses and latencies of one kind of request. */
class Recorder {
  private readonly statuses: Record<string, number> = {};
  private readonly latencies: number[] = [];

  async time(request: () => Promise<Answer>): Promise<Answer | null> {
    const started = performance.now();
    let answer: Answer | null = null;
    try {
      answer = await request();
    } catch {
      // no answer within the client's patience, or the connection refused
    }
    this.latencies.push(performance.now() - started);
    const status = answer ? String(answer.status) : 'нет ответа';
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    return answer;
  }

  tally(): Tally {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      statuses: this.statuses,
      medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      worstMs: Math.round(sorted.at(-1) ?? 0),
    };
  }
}

/**
 * The visitors: buyers who order a bus place and cancel it again (an account may hold three
 * unpaid orders), searchers alternating a search and a suggestion, someone asking for a reset
 * letter now and then, and a readiness check four times a second. What they get is kept per
 * `bucket`, the scenario under way.
 */
class Visitors {
  bucket = 'разгон';
  readonly acknowledged: number[] = [];
  readonly letters: string[] = [];
  gaveUp = 0;
  private running = false;
  private workers: Promise<void>[] = [];
  private readonly recorders = new Map<string, Map<VisitorKind, Recorder>>();
  private healthy = true;
  private readonly searches = distinctSearches(500);

  constructor(
    private readonly site: LoadSite,
    private readonly accounts: Account[],
    private readonly rides: BusResult[],
  ) {}

  start(): void {
    this.running = true;
    this.workers = [
      ...Array.from({ length: BUYERS }, (_, w) => this.buyer(w)),
      ...Array.from({ length: SEARCHERS }, (_, w) => this.searcher(w)),
      this.letterAsker(),
      this.readiness(),
    ];
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** Waits until the readiness check says ok (both parts answer). */
  async ready(): Promise<void> {
    this.healthy = false;
    while (!this.healthy) await sleep(50);
  }

  tallies(bucket: string): Partial<Record<VisitorKind, Tally>> {
    return Object.fromEntries(
      [...(this.recorders.get(bucket) ?? [])].map(([kind, recorder]) => [kind, recorder.tally()]),
    );
  }

  private recorder(kind: VisitorKind): Recorder {
    let kinds = this.recorders.get(this.bucket);
    if (!kinds) this.recorders.set(this.bucket, (kinds = new Map()));
    let recorder = kinds.get(kind);
    if (!recorder) kinds.set(kind, (recorder = new Recorder()));
    return recorder;
  }

  /** The request again after no answer or a 5xx, with the same key, up to TRIES times. */
  private async withRetries(
    kind: VisitorKind,
    attempt: (key: string) => Promise<Answer>,
  ): Promise<Answer | null> {
    const key = randomUUID();
    for (let t = 0; t < TRIES; t++) {
      const answer = await this.recorder(kind).time(() => attempt(key));
      if (answer && answer.status < 500) return answer;
      await sleep(500 * (t + 1));
    }
    return null;
  }

  private post(account: Account | null, path: string, body: string, key?: string) {
    return call(`${this.site.baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(account
          ? { authorization: account.authorization, 'x-forwarded-for': account.from }
          : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body,
    });
  }

  private async buyer(worker: number): Promise<void> {
    for (let i = worker; this.running; i += BUYERS) {
      const account = this.accounts[i % this.accounts.length]!;
      const bus = this.rides[i % this.rides.length]!;
      const body = JSON.stringify(busOrderBody(bus, [person(i % 7)]));
      const order = await this.withRetries('заказ', (key) =>
        this.post(account, 'payment/create/bus/', body, key),
      );
      if (order === null) this.gaveUp++;
      else if (order.status === 200) {
        const id = (order.body as { order_id: number }).order_id;
        this.acknowledged.push(id);
        await this.withRetries('отмена', () =>
          this.post(account, 'payment/cancel/', JSON.stringify({ order_id: id })),
        );
      }
      await sleep(BUYER_PAUSE_MS);
    }
  }

  private async searcher(worker: number): Promise<void> {
    for (let i = worker; this.running; i += SEARCHERS) {
      if (i % 2 === 0) {
        const search = this.searches[i % this.searches.length]!;
        await this.recorder('поиск').time(() => this.post(null, 'routes', JSON.stringify(search)));
      } else {
        await this.recorder('подсказки').time(() =>
          this.post(null, 'search_city', JSON.stringify({ search_text: 'Каз' })),
        );
      }
      await sleep(SEARCHER_PAUSE_MS);
    }
  }

  /** A reset letter for an account, asked from the address it signed in from. */
  private async letterAsker(): Promise<void> {
    for (let i = 0; this.running; i++) {
      await sleep(LETTER_EVERY_MS);
      const account = this.accounts[i % this.accounts.length]!;
      const answer = await this.withRetries('письмо', async () =>
        this.post(
          account,
          'auth/users/reset_password/',
          JSON.stringify({ email: account.email, captcha: await captcha(this.site, account.from) }),
        ),
      );
      if (answer?.status === 200) this.letters.push(account.email);
    }
  }

  private async readiness(): Promise<void> {
    while (this.running) {
      const answer = await this.recorder('готовность').time(() =>
        call(`${this.site.baseUrl}/api/health`),
      );
      if (answer?.status === 200 && (answer.body as { status?: string }).status === 'ok') {
        this.healthy = true;
      }
      await sleep(250);
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
