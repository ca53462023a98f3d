import { randomBytes } from 'node:crypto';
import type { CombinedRoute } from '@peresadka/contracts/search-results';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryCache } from '../infra/cache/memory-cache.ts';
import { RedisCache } from '../infra/cache/redis-cache.ts';
import type { RetryLaterError } from '../infra/http/retry-later.ts';
import { COMBINED_RESULT_TTL_SECONDS, CombinedJobs } from './combined-jobs.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });

/** A computation the test finishes when it likes, as a worker would. */
function pending() {
  let finish!: (routes: CombinedRoute[]) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<CombinedRoute[]>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  // The jobs subscribe on their next tick; a failure set before that is not unhandled.
  done.catch(() => undefined);
  return { compute: () => done, finish, fail };
}

/** Until the stored state is no longer «computing» (the store runs after the promise settles). */
async function settled(jobs: CombinedJobs, id: string) {
  for (let i = 0; i < 100; i++) {
    const answer = await jobs.fetch(id);
    if (answer.status !== 202) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the combined search never settled');
}

const route = { route_id: 'r1', routes_price: 1_234_500 } as CombinedRoute;
const roomy = { perInstance: 100, perClient: 100, reserved: 0, resultBytes: 1e9 };
let searches = 0;
/** A search of its own criteria from its own client, unless told otherwise. */
const search = (
  compute: () => Promise<CombinedRoute[]>,
  more: { criteria?: unknown; client?: string } = {},
) => {
  searches++;
  return { criteria: { n: searches }, client: `10.0.0.${searches}`, compute, ...more };
};

describe('the combined-search protocol', () => {
  let clock = 1_000_000;
  const cache = new MemoryCache(() => clock);
  const jobs = new CombinedJobs(cache, log, roomy);
  afterAll(() => cache.close());

  it('answers 202 while computing, 200 with the routes, then 204 once they expire', async () => {
    const job = pending();
    const id = await jobs.start(search(job.compute));
    expect(await jobs.fetch(id)).toEqual({ status: 202 });
    job.finish([route]);
    expect(await settled(jobs, id)).toEqual({ status: 200, routes: [route] });
    clock += (COMBINED_RESULT_TTL_SECONDS - 1) * 1000;
    expect((await jobs.fetch(id)).status).toBe(200);
    clock += 1000;
    expect(await jobs.fetch(id)).toEqual({ status: 204 });
  });

  it('keeps the newest results within its budget of bytes, the oldest answering 204', async () => {
    // One result of one route is 212 bytes as UTF-16: two fit, a third pushes the oldest out.
    const budgeted = new CombinedJobs(cache, log, { ...roomy, resultBytes: 500 });
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const id = await budgeted.start(search(async () => [route]));
      await settled(budgeted, id);
      ids.push(id);
    }
    expect(await budgeted.fetch(ids[0]!)).toEqual({ status: 204 });
    expect(await budgeted.fetch(ids[1]!)).toEqual({ status: 200, routes: [route] });
    expect(await budgeted.fetch(ids[2]!)).toEqual({ status: 200, routes: [route] });
  });

  it('answers 204 when the computation failed, so the visitor searches again', async () => {
    const job = pending();
    const id = await jobs.start(search(job.compute));
    job.fail(new Error('рабочий поток упал'));
    expect(await settled(jobs, id)).toEqual({ status: 204 });
  });

  it('gives every different search its own id', async () => {
    const [x, y] = await Promise.all([
      jobs.start(search(async () => [])),
      jobs.start(search(async () => [route])),
    ]);
    expect(x).not.toBe(y);
    expect(await settled(jobs, x)).toEqual({ status: 200, routes: [] });
    expect(await settled(jobs, y)).toEqual({ status: 200, routes: [route] });
  });
});

/** The error a refused start throws, as the client will see it. */
const refusal = (started: Promise<unknown>) =>
  started.then(
    () => null,
    (error: RetryLaterError) => ({
      status: error.status,
      retryAfter: error.retryAfterSeconds,
      message: error.userMessage,
    }),
  );

describe('the bounds of combined searching', () => {
  const cache = new MemoryCache();
  afterAll(() => cache.close());

  it('runs one search for the same criteria asked while it computes, a new one after', async () => {
    const jobs = new CombinedJobs(cache, log, roomy);
    let computed = 0;
    const job = pending();
    const same = (client: string) =>
      jobs.start(
        search(
          () => {
            computed++;
            return job.compute();
          },
          { criteria: { from: 'Москва', to: 'Казань' }, client },
        ),
      );
    const ids = await Promise.all(['10.1.0.1', '10.1.0.2', '10.1.0.3'].map(same));
    expect(new Set(ids).size).toBe(1);
    job.finish([route]);
    expect(await settled(jobs, ids[0]!)).toEqual({ status: 200, routes: [route] });
    expect(computed).toBe(1);
    // Places may have sold meanwhile: a finished search is not handed out again.
    const again = await same('10.1.0.4');
    expect(again).not.toBe(ids[0]);
    await settled(jobs, again);
    expect(computed).toBe(2);
  });

  it('runs a failed search anew when it is asked again', async () => {
    const jobs = new CombinedJobs(cache, log, roomy);
    const criteria = { from: 'Омск', to: 'Томск' };
    const failing = pending();
    const first = await jobs.start(search(failing.compute, { criteria }));
    failing.fail(new Error('сбой'));
    expect(await settled(jobs, first)).toEqual({ status: 204 });
    const second = await jobs.start(search(async () => [route], { criteria }));
    expect(second).not.toBe(first);
    expect(await settled(jobs, second)).toEqual({ status: 200, routes: [route] });
  });

  it('refuses past the instance bound with 503 and Retry-After until a search finishes', async () => {
    const jobs = new CombinedJobs(cache, log, { ...roomy, perInstance: 2, perClient: 2 });
    const running = [pending(), pending()];
    const ids = [];
    for (const job of running) ids.push(await jobs.start(search(job.compute)));
    expect(await refusal(jobs.start(search(async () => [])))).toEqual({
      status: 503,
      retryAfter: 5,
      message:
        'Сейчас ищется слишком много маршрутов с пересадками. Повторите поиск через несколько секунд.',
    });
    running[0]!.finish([]);
    await settled(jobs, ids[0]!);
    expect(await refusal(jobs.start(search(async () => [])))).toBeNull();
  });

  it('leaves room for everybody else when one address floods', async () => {
    const jobs = new CombinedJobs(cache, log, { ...roomy, perInstance: 10, perClient: 3 });
    const flood = Array.from({ length: 20 }, () =>
      refusal(jobs.start(search(() => pending().compute(), { client: '203.0.113.9' }))),
    );
    const refused = (await Promise.all(flood)).filter((r) => r !== null);
    expect(refused).toHaveLength(17);
    expect(refused[0]).toMatchObject({ status: 503, retryAfter: 5 });
    expect(await refusal(jobs.start(search(async () => [route])))).toBeNull();
  });

  it('keeps the reserved places for the combined tab, not the price strip', async () => {
    const jobs = new CombinedJobs(cache, log, { ...roomy, perInstance: 2, reserved: 1 });
    const strip = pending();
    const first = jobs.runAdmitted('192.0.2.31', strip.compute);
    expect(await refusal(jobs.runAdmitted('192.0.2.32', () => pending().compute()))).toMatchObject({
      status: 503,
      retryAfter: 5,
    });
    expect(await refusal(jobs.start(search(async () => [], { client: '192.0.2.32' })))).toBeNull();
    strip.finish([]);
    await first;
  });

  it('keeps the last places for patient addresses with nothing queued, the very last for trusted ones', async () => {
    let clock = 5_000_000;
    const own = new MemoryCache(() => clock);
    // Two open places, one more for a fresh address, the last for one that collects its results.
    const jobs = new CombinedJobs(own, log, {
      ...roomy,
      perInstance: 4,
      perClient: 4,
      reserved: 2,
    });
    const full = {
      status: 503,
      retryAfter: 5,
      message:
        'Сейчас ищется слишком много маршрутов с пересадками. Повторите поиск через несколько секунд.',
    };
    const ask = (client: string, job = pending()) =>
      refusal(jobs.start(search(job.compute, { client })));
    const askedBefore = async (client: string, collect: boolean) => {
      const id = await jobs.start(search(async () => [route], { client }));
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (collect) expect(await settled(jobs, id)).toMatchObject({ status: 200 });
    };
    const VISITOR = '198.51.100.7';
    const OWING = '203.0.113.8';
    await askedBefore(VISITOR, true);
    await askedBefore(OWING, false);
    clock += 5_000;

    // One address takes the open places; the reserve is not for an address with a search queued.
    expect(await ask('203.0.113.1')).toBeNull();
    expect(await ask('203.0.113.1')).toBeNull();
    expect(await ask('203.0.113.1')).toEqual(full);
    // Nor for one that never looked at the search it started.
    expect(await ask(OWING)).toEqual(full);
    // A fresh address gets the first reserved place…
    const freshJob = pending();
    expect(await ask('203.0.113.2', freshJob)).toBeNull();
    // …the next fresh one is refused, asks again at once and again: impatient now.
    for (let i = 0; i < 3; i++) expect(await ask('203.0.113.3')).toEqual(full);
    // The last place is for the visitor who collected its results.
    const visitorJob = pending();
    expect(await ask(VISITOR, visitorJob)).toBeNull();
    expect(await ask('203.0.113.4')).toEqual(full);

    freshJob.finish([]);
    visitorJob.finish([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    clock += 5_000;
    // The reserved places are free again: not for the impatient address, for a patient one.
    expect(await ask('203.0.113.3')).toEqual(full);
    expect(await ask('203.0.113.5')).toBeNull();
    await own.close();
  });
});

describe('the combined-search protocol across server instances (Redis)', () => {
  const prefix = `peresadka-test-${randomBytes(4).toString('hex')}:`;
  const caches = [new RedisCache(redisUrl, prefix), new RedisCache(redisUrl, prefix)];
  const [computing, answering] = caches.map((cache) => new CombinedJobs(cache, log, roomy));
  afterAll(() => Promise.all(caches.map((cache) => cache.close())));

  it('answers a search started on one instance from another', async () => {
    const job = pending();
    const id = await computing!.start(search(job.compute));
    expect(await answering!.fetch(id)).toEqual({ status: 202 });
    job.finish([route]);
    expect(await settled(answering!, id)).toEqual({ status: 200, routes: [route] });
    expect(await answering!.fetch('another-id')).toEqual({ status: 204 });
  });

  it("shares an address's bound and a search's computation between instances", async () => {
    const bounded = caches.map(
      (cache) => new CombinedJobs(cache, log, { ...roomy, perInstance: 10, perClient: 2 }),
    );
    const client = `198.51.100.${searches}`;
    await bounded[0]!.start(search(() => pending().compute(), { client }));
    await bounded[1]!.start(search(() => pending().compute(), { client }));
    expect(await refusal(bounded[0]!.start(search(async () => [], { client })))).toMatchObject({
      status: 503,
    });
    const criteria = { shared: searches };
    const job = pending();
    const first = await bounded[0]!.start(search(job.compute, { criteria }));
    expect(await bounded[1]!.start(search(async () => [], { criteria }))).toBe(first);
  });
});
