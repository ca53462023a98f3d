import { randomBytes } from 'node:crypto';
import type { CombinedRoute } from '@peresadka/contracts/search-results';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryCache } from '../infra/cache/memory-cache.ts';
import { RedisCache } from '../infra/cache/redis-cache.ts';
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

describe('the combined-search protocol', () => {
  let clock = 1_000_000;
  const cache = new MemoryCache(() => clock);
  const jobs = new CombinedJobs(cache, log);
  afterAll(() => cache.close());

  it('answers 202 while computing, 200 with the routes, then 204 once they expire', async () => {
    const job = pending();
    const id = await jobs.start(job.compute);
    expect(await jobs.fetch(id)).toEqual({ status: 202 });
    job.finish([route]);
    expect(await settled(jobs, id)).toEqual({ status: 200, routes: [route] });
    clock += (COMBINED_RESULT_TTL_SECONDS - 1) * 1000;
    expect((await jobs.fetch(id)).status).toBe(200);
    clock += 1000;
    expect(await jobs.fetch(id)).toEqual({ status: 204 });
  });

  it('answers 204 when the computation failed, so the visitor searches again', async () => {
    const job = pending();
    const id = await jobs.start(job.compute);
    job.fail(new Error('рабочий поток упал'));
    expect(await settled(jobs, id)).toEqual({ status: 204 });
  });

  it('gives every search its own id', async () => {
    const [x, y] = await Promise.all([jobs.start(async () => []), jobs.start(async () => [route])]);
    expect(x).not.toBe(y);
    expect(await settled(jobs, x)).toEqual({ status: 200, routes: [] });
    expect(await settled(jobs, y)).toEqual({ status: 200, routes: [route] });
  });
});

describe('the combined-search protocol across server instances (Redis)', () => {
  const prefix = `peresadka-test-${randomBytes(4).toString('hex')}:`;
  const caches = [new RedisCache(redisUrl, prefix), new RedisCache(redisUrl, prefix)];
  const [computing, answering] = caches.map((cache) => new CombinedJobs(cache, log));
  afterAll(() => Promise.all(caches.map((cache) => cache.close())));

  it('answers a search started on one instance from another', async () => {
    const job = pending();
    const id = await computing!.start(job.compute);
    expect(await answering!.fetch(id)).toEqual({ status: 202 });
    job.finish([route]);
    expect(await settled(answering!, id)).toEqual({ status: 200, routes: [route] });
    expect(await answering!.fetch('another-id')).toEqual({ status: 204 });
  });
});
