import { captchaMessages } from '@peresadka/contracts/captcha';
import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActiveUser,
  EASY_CAPTCHA,
  solveCaptcha,
  type TestUser,
} from '../../test-support/accounts.ts';
import { miniFeed, miniGeography } from '../../test-support/mini-network.ts';
import { startOwnRedis, type OwnRedis } from '../../test-support/own-redis.ts';
import { startTestApp, testBackend, type TestApp } from '../../test-support/test-app.ts';
import { loadDemoNetwork } from '../../timetable/load-demo.ts';

const PREFIX = 'redis-outage-test:';
const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));

// A redis-server of the test's own, killed and frozen; the database does not matter, so once.
describe.runIf(testBackend() === 'pglite')('the API while Redis is away', () => {
  let redis: OwnRedis;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await startTestApp({
      ...EASY_CAPTCHA,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: PREFIX,
      REDIS_COMMAND_TIMEOUT_MS: '500',
      RATE_LIMIT_SUGGEST_PER_MINUTE: '5',
    });
    await loadDemoNetwork(t.database.db, miniGeography, miniFeed, 'mini');
    await Promise.all([t.app.places.reload(), t.app.timetable.reload()]);
    user = await createActiveUser(t.database.db, 'redisless');
  });
  afterAll(async () => {
    await t?.close();
    await redis?.destroy();
  });

  const suggest = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/search_city',
      payload: { search_text: 'Каз' },
      remoteAddress,
    });
  const search = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/routes',
      payload: { starting_point: 'Москва', ending_point: 'Казань', date },
    });
  const signIn = async (captcha: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: user.username, password: user.password, captcha },
    });
  const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
  const until = async (status: string) => {
    for (const started = Date.now(); Date.now() - started < 10_000;) {
      if ((await health()).status === status) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`health never ${status}`);
  };
  /**
   * This deployment's limit and captcha keys in Redis now. A combined search started during the
   * outage runs on in the background and may store its answer once Redis is back — rightly, so
   * its key is not counted.
   */
  const sharedKeys = async () => {
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`${PREFIX}*`);
      return keys.filter((key) => !key.startsWith(`${PREFIX}combined:`));
    } finally {
      client.disconnect();
    }
  };

  it('killed: search, suggestions, the captcha and sign-in go on from memory, then Redis again', async () => {
    expect(await health()).toMatchObject({ status: 'ok', checks: { redis: 'ok' } });
    await redis.kill();
    const started = Date.now();

    expect((await search()).statusCode).toBe(200);
    // The limits still hold, counted by this process alone.
    for (let i = 0; i < 5; i++) expect((await suggest('203.0.113.40')).statusCode).toBe(200);
    expect((await suggest('203.0.113.40')).statusCode).toBe(429);
    const captcha = await solveCaptcha(t.app);
    expect((await signIn(captcha)).statusCode).toBe(200);
    // And a captcha solution is still good once only.
    expect((await signIn(captcha)).json()).toEqual({ captcha: [captchaMessages.reused] });
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await health()).toEqual({
      status: 'degraded',
      db: 'pglite',
      checks: { database: 'ok', redis: 'unavailable' },
    });

    await redis.start();
    await until('ok');
    expect(await sharedKeys()).toEqual([]);
    expect((await suggest('203.0.113.41')).statusCode).toBe(200);
    expect(await sharedKeys()).toEqual([
      expect.stringMatching(/^redis-outage-test:rate:suggest-ip:/),
    ]);
  });

  it('frozen: answers within the bound from memory, then Redis again', async () => {
    redis.freeze();
    try {
      const started = Date.now();
      expect((await suggest('203.0.113.50')).statusCode).toBe(200);
      expect((await search()).statusCode).toBe(200);
      expect((await signIn(await solveCaptcha(t.app))).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(8000);
      expect((await health()).status).toBe('degraded');
    } finally {
      redis.thaw();
    }
    await until('ok');
  });
});
