import type { BusResult } from '@peresadka/contracts/search-results';
import { randomUUID } from 'node:crypto';
import { busOrderBody, person } from '@peresadka/server/test-support/orders';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { busRides, signedInAccounts, type Account } from './booking.ts';
import { checkOrders, missingLetters } from './losses.ts';
import { startCluster, type ClusterSite } from './cluster.ts';
import { machineLoad, serverPid } from './machine.ts';
import type { OutageFigures } from './outages.ts';
import type { Release } from './site.ts';

const KILLS = 20;
/** Between two kills at least; the next waits until both processes answer again. */
const KILL_EVERY_MS = 3000;
const ACCOUNTS = 120;
const RIDES = 10;
const BUYERS_AT_ONCE = 16;
/** A client repeats a request the network lost (same Idempotency-Key), as the site's pages do. */
const TRIES = 6;

export type FaultFigures = {
  releases: Release[];
  kills: number;
  /** Answers seen by the clients through nginx, by status ('сеть': no answer at all). */
  statuses: Record<string, number>;
  orders: { acknowledged: number; lost: number; duplicatePlaces: number; gaveUp: number };
  /** Reset letters acknowledged, those never written out, and how long the last one took. */
  letters: { acknowledged: number; lost: number; waitedSeconds: number };
  seconds: number;
  load: number;
  /** The same run's outages of the parts (`outages.ts`). */
  outages?: OutageFigures;
};

/**
 * kill -9 of one API process of the cluster every few seconds, 20 times, while buyers order
 * bus places through nginx and people ask for password-reset letters. A client whose request
 * got no answer or a 5xx repeats it with the same Idempotency-Key. Afterwards: every order
 * the site acknowledged is in the database, no place is held twice, and every acknowledged
 * letter was written out.
 */
export async function faultBench(release: Release): Promise<FaultFigures> {
  const site = await startCluster(
    release,
    2,
    { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '30' },
    'fault',
  );
  try {
    const load = machineLoad().load;
    const accounts = await signedInAccounts(release, site, ACCOUNTS);
    const rides = await busRides(site, RIDES);
    const statuses: Record<string, number> = {};
    const count = (status: string) => (statuses[status] = (statuses[status] ?? 0) + 1);
    const acknowledged: number[] = [];
    const lettersAsked: string[] = [];
    let gaveUp = 0;

    const { kills, seconds } = await duringKills(site, async (i) => {
      const account = accounts[i % accounts.length]!;
      const order = await withRetries(
        count,
        orderRequest(site, account, rides[i % rides.length]!, 1 + (i % 2)),
      );
      if (order === null) gaveUp++;
      else if (order.status === 200)
        acknowledged.push((order.body as { order_id: number }).order_id);
      if (i % 5 === 0) {
        const reset = await withRetries(count, resetRequest(site, account));
        if (reset?.status === 204 || reset?.status === 200) lettersAsked.push(account.email);
      }
    });
    const { lost, duplicatePlaces } = await checkOrders(site, acknowledged);
    const lettersLost = await missingLetters(site, lettersAsked);
    return {
      releases: [release],
      kills,
      statuses,
      orders: { acknowledged: acknowledged.length, lost, duplicatePlaces, gaveUp },
      letters: {
        acknowledged: lettersAsked.length,
        lost: lettersLost.missing,
        waitedSeconds: lettersLost.waitedSeconds,
      },
      seconds,
      load,
    };
  } finally {
    await site.stop();
  }
}

/**
 * Purchases made by BUYERS_AT_ONCE buyers without a pause (the `i`-th by buyer `i` mod their
 * number) while one API process of the cluster gets kill -9 every few seconds, in turn, KILLS
 * times; `beforeKill` is told each kill's number first. Answers when every buyer has finished
 * the purchase under way.
 */
export async function duringKills(
  site: ClusterSite,
  purchase: (i: number) => Promise<void>,
  beforeKill: (kill: number) => Promise<void> = async () => {},
): Promise<{ kills: number; seconds: number }> {
  let running = true;
  const started = performance.now();
  const buyer = async (worker: number) => {
    for (let i = worker; running; i += BUYERS_AT_ONCE) await purchase(i);
  };
  const workers = Array.from({ length: BUYERS_AT_ONCE }, (_, w) => buyer(w));
  let kills = 0;
  for (; kills < KILLS; kills++) {
    await new Promise((r) => setTimeout(r, KILL_EVERY_MS));
    await bothAnswer(site);
    await beforeKill(kills);
    const api = site.apis[kills % site.apis.length]!;
    process.kill(serverPid(site.dataDir, api.port), 'SIGKILL');
    console.log(`kill -9 процесса на порту ${api.port} (${kills + 1} из ${KILLS})`);
  }
  await bothAnswer(site);
  running = false;
  await Promise.all(workers);
  return { kills, seconds: (performance.now() - started) / 1000 };
}

export type Answer = { status: number; body: unknown };

/** The request again after no answer or a 5xx (a process died under it), up to TRIES times. */
export async function withRetries(
  count: (status: string) => void,
  attempt: (key: string) => Promise<Answer>,
): Promise<Answer | null> {
  const key = randomUUID();
  for (let t = 0; t < TRIES; t++) {
    try {
      const answer = await attempt(key);
      // nginx's own page (an upstream died under the request) rather than the API's JSON.
      const page = typeof answer.body === 'string' && answer.body.trimStart().startsWith('<');
      count(`${answer.status}${page ? ' (страница nginx)' : ''}`);
      if (answer.status < 500) return answer;
    } catch {
      count('сеть');
    }
    await new Promise((r) => setTimeout(r, 500 * (t + 1)));
  }
  return null;
}

export const call = async (url: string, init: RequestInit): Promise<Answer> => {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
};

function orderRequest(site: ClusterSite, account: Account, bus: BusResult, party: number) {
  const body = JSON.stringify(
    busOrderBody(
      bus,
      Array.from({ length: party }, (_, n) => person(n)),
    ),
  );
  return (key: string) =>
    call(`${site.baseUrl}/api/v1/payment/create/bus/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: account.authorization,
        'idempotency-key': key,
      },
      body,
    });
}

/** A reset request with a captcha of its own (fetched again on every try). */
function resetRequest(site: ClusterSite, account: Account) {
  return async (): Promise<Answer> => {
    const challenge = await call(`${site.baseUrl}/api/v1/captcha/challenge`, {});
    if (challenge.status !== 200) return challenge;
    const solution = await solveChallenge({ challenge: challenge.body as never, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge: challenge.body, solution })).toString(
      'base64',
    );
    return call(`${site.baseUrl}/api/v1/auth/users/reset_password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, captcha }),
    });
  };
}

/** Waits until every API process answers its health check again (the cluster restarts the killed one). */
async function bothAnswer(site: ClusterSite): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const up = await Promise.all(
      site.apis.map((api) =>
        fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(2000) })
          .then((res) => res.ok)
          .catch(() => false),
      ),
    );
    if (up.every(Boolean)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('процессы кластера не поднялись за две минуты');
}
