import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sendEach, type RunFigures } from './load-run.ts';
import { cpuMs, machineLoad, serverPid, sitePids } from './machine.ts';
import { breakdown, type Breakdown } from './profile-breakdown.ts';
import { distinctSearches } from './searches.ts';
import { startCluster } from './cluster.ts';
import { startRelease, type LoadSite, type Release } from './site.ts';

/** Connections of the measured runs: a quiet hour, and a busy one. */
const CONNECTIONS = [10, 50];
/**
 * Each release measured three times per connection count, taking turns, so a neighbour's burst
 * hits both: a run of 1 000 searches lasts one to three seconds.
 */
const ROUNDS = 3;
const SEARCHES = 1000;
/**
 * Searches before measuring (other bodies): the timetable and trips read, the code hot (after
 * 100 the first measured run still cost twice the CPU per request of the later ones).
 */
const WARM_UP = 300;

export type SearchRun = RunFigures & {
  release: string;
  round: number;
  load: number;
  /**
   * Processor time of the site's processes (a cluster's API processes, not nginx) per request:
   * what the machine's load changes least.
   */
  cpuMsPerRequest?: number;
};
export type SearchFigures = {
  releases: Release[];
  /** The API processes of the cluster run (named 'cluster'), if there was one. */
  clusterProcesses?: number;
  runs: SearchRun[];
  profiles: { release: string; requests: number; breakdown: Breakdown }[];
  /** Searches each site answered before the measured runs. */
  warmUp?: number;
};

const profiler = path.join(import.meta.dirname, 'cpu-profiler.mjs');

/**
 * `POST /api/v1/routes` of each release, side by side: the same distinct searches (per-mode
 * tabs; the combined tab is the flood's) against one process each, then one profiled run of
 * each to show where a request's time goes.
 */
export async function searchBench(
  releases: Release[],
  cluster?: { release: Release; processes: number },
): Promise<SearchFigures> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'bench-load-profile-'));
  const sites: { release: Release; site: LoadSite; profile: string | null; url: string }[] = [];
  for (const release of releases) {
    const profile = path.join(profileDir, `${release.name}.cpuprofile`);
    const site = await startRelease(release, {
      NODE_OPTIONS: `--import=${profiler}`,
      BENCH_CPU_PROFILE: profile,
    });
    sites.push({ release, site, profile, url: `${site.baseUrl}/api/v1/routes` });
  }
  if (cluster) {
    const site = await startCluster(cluster.release, cluster.processes);
    const release = { ...cluster.release, name: 'cluster' };
    sites.push({ release, site, profile: null, url: `${site.baseUrl}/api/v1/routes` });
  }
  try {
    const warmUp = distinctSearches(WARM_UP, 1).map((b) => JSON.stringify(b));
    for (const { url } of sites) await sendEach(url, warmUp, 4);

    const runs: SearchRun[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const connections of CONNECTIONS) {
        // Searches of their own to open the connections (see sendEach), none alike the measured.
        const searches = distinctSearches(
          3 * connections + SEARCHES,
          100 * round + connections,
        ).map((b) => JSON.stringify(b));
        const proxyOpening = searches.slice(0, 2 * connections);
        const opening = searches.slice(2 * connections, 3 * connections);
        const bodies = searches.slice(3 * connections);
        const order = round % 2 === 1 ? sites : [...sites].reverse();
        for (const { release, url, site } of order) {
          // As a busy hour has them: nginx's connections to the API processes open and kept
          // (it opens them as requests come, and a process accepts one per turn, see sendEach)
          // — twice as many as the run's, as its two workers share the run's connections.
          await sendEach(url, proxyOpening, proxyOpening.length);
          const load = machineLoad().load;
          const pids = sitePids(site.dataDir);
          const cpuBefore = cpuMs(pids);
          const figures = await sendEach(url, bodies, connections, {}, opening);
          const answers = figures.requests + opening.length;
          const cpuMsPerRequest = (cpuMs(pids) - cpuBefore) / answers;
          runs.push({ ...figures, release: release.name, round, load, cpuMsPerRequest });
          console.log(
            `поиск ${release.name} ×${connections}: ${figures.perSecond.toFixed(0)} в секунду, ` +
              `p50 ${figures.p50} мс, p99 ${figures.p99} мс (с открытием соединений ` +
              `${figures.p99WithOpening} мс), ошибок ${figures.errors}, ` +
              `процессор ${cpuMsPerRequest.toFixed(2)} мс на запрос`,
          );
        }
      }
    }

    const profiles = [];
    const bodies = distinctSearches(SEARCHES, 999).map((b) => JSON.stringify(b));
    for (const { release, site, profile, url } of sites) {
      if (!profile) continue;
      const pid = serverPid(site.dataDir);
      process.kill(pid, 'SIGUSR2');
      const figures = await sendEach(url, bodies, 10);
      process.kill(pid, 'SIGUSR2');
      await waitFor(() => existsSync(profile) && readFileSync(profile).length > 0);
      profiles.push({
        release: release.name,
        requests: figures.requests,
        breakdown: breakdown(profile),
      });
    }
    return {
      releases: sites.map((s) => s.release),
      ...(cluster ? { clusterProcesses: cluster.processes } : {}),
      runs,
      profiles,
      warmUp: WARM_UP,
    };
  } finally {
    for (const { site } of sites) await site.stop();
  }
}

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 100));
  // One more beat: the file is written in one call, but may be seen before it is closed.
  await new Promise((r) => setTimeout(r, 200));
}
