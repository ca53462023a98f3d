import autocannon from 'autocannon';
import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { combinedStatus } from './combined-poll.ts';
import { machineLoad, rssMiB, serverPid } from './machine.ts';
import { distinctSearches } from './searches.ts';
import { startRelease, type Release } from './site.ts';

const CONNECTIONS = 20;
const SECONDS = 40;
/** The flood's senders: one address (the probe), or a botnet's many. */
const SHAPES = [1, 250];
/** How often the ordinary visitor searches while the flood lasts. */
const VISIT_EVERY_MS = 5000;
/** RSS the process must stay under: the flood without a bound took it to 4.1 GB. */
export const RSS_BOUND_MIB = 1024;
const AFTER_SECONDS = 20;
/** The per-address limits `npm start` has (config.ts), not the raised ones of the load runs. */
const DEFAULT_LIMITS = {
  RATE_LIMIT_SEARCH_PER_MINUTE: '120',
  RATE_LIMIT_SUGGEST_PER_MINUTE: '300',
};

export type Visit = {
  status: number;
  tabsMs: number;
  combinedStatus: number | null;
  combinedMs: number | null;
  /** Times the combined part was refused for now and started again after Retry-After. */
  combinedRetries?: number;
};
export type FloodRun = {
  release: string;
  /** Addresses the flood came from. */
  addresses: number;
  requests: number;
  statuses: Record<string, number>;
  /** 503 answers that said when to come back. */
  retryAfter503: number;
  /** 200 answers whose combined part was refused for now (`combined_error`). */
  combinedRefused?: number;
  rss: { before: number; max: number; atEnd: number; after: number };
  visits: Visit[];
  load: number;
};
export type FloodFigures = { releases: Release[]; rssBoundMiB: number; runs: FloodRun[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Combined searches without an account from 20 connections for 40 s, from one address and
 * then from 250 (as a botnet would; past the proxy's X-Forwarded-For), default limits, after
 * one search that warms the site up, while an
 * ordinary visitor at another address searches Москва → Казань every five seconds and
 * waits for the combined tab. The process's resident memory is sampled throughout.
 */
export async function floodBench(releases: Release[]): Promise<FloodFigures> {
  const runs: FloodRun[] = [];
  for (const addresses of SHAPES) {
    for (const release of releases) {
      const site = await startRelease(release, { TRUST_PROXY: '127.0.0.1', ...DEFAULT_LIMITS });
      try {
        runs.push(await floodOne(release, addresses, site.baseUrl, serverPid(site.dataDir)));
      } finally {
        await site.stop();
      }
    }
  }
  return { releases, rssBoundMiB: RSS_BOUND_MIB, runs };
}

async function floodOne(
  release: Release,
  addresses: number,
  baseUrl: string,
  pid: number,
): Promise<FloodRun> {
  const bodies = distinctSearches(20_000, 7, true).map((b) => JSON.stringify(b));
  // A running site, not one just started: its first combined search starts the worker thread.
  await visit(baseUrl, 0);
  const load = machineLoad().load;
  const before = rssMiB(pid) ?? 0;
  let max = before;
  const sampler = setInterval(() => (max = Math.max(max, rssMiB(pid) ?? 0)), 500);
  const statuses: Record<string, number> = {};
  let retryAfter503 = 0;
  let combinedRefused = 0;
  let next = 0;
  let flooding = true;
  const visits: Visit[] = [];
  const visitor = (async () => {
    for (let day = 1; flooding; day++) {
      visits.push(await visit(baseUrl, day));
      await sleep(VISIT_EVERY_MS);
    }
  })();
  const result = await autocannon({
    url: `${baseUrl}/api/v1/routes`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const i = next++;
          return {
            ...request,
            body: bodies[i % bodies.length],
            headers: {
              ...request.headers,
              'x-forwarded-for': `10.23.${(i % addresses) >> 8}.${(i % addresses) % 256}`,
            },
          };
        },
        onResponse: (status, body, _context, headers) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 200 && body.includes('"combined_error"')) combinedRefused++;
          const retry = (headers as Record<string, string> | undefined)?.['retry-after'];
          if (status === 503 && retry) retryAfter503++;
        },
      },
    ],
  });
  flooding = false;
  await visitor;
  const atEnd = rssMiB(pid) ?? 0;
  await sleep(AFTER_SECONDS * 1000);
  clearInterval(sampler);
  return {
    release: release.name,
    addresses,
    requests: result.requests.total,
    statuses,
    retryAfter503,
    combinedRefused,
    rss: { before, max, atEnd, after: rssMiB(pid) ?? 0 },
    visits,
    load,
  };
}

/**
 * The visitor's search and the wait for its combined tab, as the results page does it: polled
 * while computing and, when refused for now, started again after the Retry-After it was given.
 */
async function visit(baseUrl: string, day: number): Promise<Visit> {
  const started = performance.now();
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' };
  const body = JSON.stringify({
    starting_point: 'Москва',
    ending_point: 'Казань',
    date: formatWireDate(addDays(todayIn(SITE_TIME_ZONE, new Date()), 1 + (day % 28))),
  });
  const res = await fetch(`${baseUrl}/api/v1/routes`, { method: 'POST', headers, body });
  const tabsMs = performance.now() - started;
  const answer = (await res.json().catch(() => null)) as {
    combined_route?: string | null;
    combined_error?: { retry_after: number };
  } | null;
  const outcome = (combinedStatus: number | null, combinedRetries: number): Visit => ({
    status: res.status,
    tabsMs,
    combinedStatus,
    combinedMs: combinedStatus === null ? null : performance.now() - started,
    combinedRetries,
  });
  let id = answer?.combined_route ?? null;
  let wait = answer?.combined_error?.retry_after ?? null;
  let retries = 0;
  const late = () => performance.now() - started > 60_000;
  while (id === null && wait !== null && !late()) {
    await sleep(wait * 1000);
    retries++;
    const again = await fetch(`${baseUrl}/api/v1/combined_routes`, {
      method: 'POST',
      headers,
      body,
    });
    const restarted = (await again.json().catch(() => null)) as { combined_route?: string } | null;
    id = again.ok ? (restarted?.combined_route ?? null) : null;
    wait = again.status === 503 ? Number(again.headers.get('retry-after') ?? 5) : null;
  }
  if (!res.ok || id === null) return outcome(null, retries);
  const from = { 'x-forwarded-for': '192.0.2.77' };
  return outcome(await combinedStatus(baseUrl, id, from, late), retries);
}
