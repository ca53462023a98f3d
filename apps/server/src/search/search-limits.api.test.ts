import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMiniNetwork } from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));
const FLOODER = '203.0.113.9';
const VISITOR = '198.51.100.7';

describe(`bounded search work on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      COMBINED_QUEUE_PER_INSTANCE: '3',
      COMBINED_QUEUE_PER_CLIENT: '2',
      // The per-address bound alone; the reserve for fresh addresses has its tests below.
      COMBINED_QUEUE_RESERVED: '0',
      RATE_LIMIT_SEARCH_PER_MINUTE: '15',
      RATE_LIMIT_SUGGEST_PER_MINUTE: '5',
    });
    await withMiniNetwork(t);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const combined = (hour: number, remoteAddress: string) =>
    post(
      '/api/v1/combined_routes',
      { starting_point: 'Тверь', ending_point: 'Казань', date, time_from: hour },
      remoteAddress,
    );

  it('bounds a flood of combined searches with 503 and Retry-After, and lets a visitor through', async () => {
    const flood = await Promise.all(
      Array.from({ length: 12 }, (_, hour) => combined(hour, FLOODER)),
    );
    const admitted = flood.filter((res) => res.statusCode === 200);
    const refused = flood.filter((res) => res.statusCode !== 200);
    // One address gets 2 of the instance's 3 places; the rest are refused at once.
    expect(admitted).toHaveLength(2);
    for (const res of refused) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        code: 'unavailable',
        detail:
          'С вашего адреса уже ищется несколько маршрутов с пересадками. Дождитесь их и повторите поиск.',
      });
    }
    const visitor = await post(
      '/api/v1/routes',
      { starting_point: 'Москва', ending_point: 'Казань', date },
      VISITOR,
    );
    expect(visitor.statusCode, visitor.body).toBe(200);
    const url = `/api/v1/combined_routes/${visitor.json().combined_route}`;
    let res = await t.app.inject({ method: 'GET', url, remoteAddress: VISITOR });
    for (let i = 0; i < 200 && res.statusCode === 202; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await t.app.inject({ method: 'GET', url, remoteAddress: VISITOR });
    }
    expect(res.statusCode).toBe(200);
  });

  it('holds the price strip’s combined searches to the same bounds', async () => {
    const strips = await Promise.all(
      Array.from({ length: 6 }, (_, hour) =>
        post(
          '/api/v1/day_prices',
          { starting_point: 'Тверь', ending_point: 'Казань', date, time_from: hour },
          '192.0.2.77',
        ),
      ),
    );
    const refused = strips.filter((res) => res.statusCode !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().code).toBe('unavailable');
    }
  });

  it('runs one computation for the same search asked at once from several addresses', async () => {
    const answers = await Promise.all(
      ['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((address) => combined(13, address)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().combined_route)).size).toBe(1);
  });

  it('limits searches and suggestions per address: 429 with Retry-After, in Russian', async () => {
    const suggest = () => post('/api/v1/search_city', { search_text: 'Мос' }, '192.0.2.50');
    for (let i = 0; i < 5; i++) expect((await suggest()).statusCode).toBe(200);
    const refused = await suggest();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().detail).toMatch(
      /^Слишком много запросов подсказок с вашего адреса\. Повторите через \d+ с\.$/,
    );
    // An IPv6 client is its /64: new addresses from it do not start a new count.
    const fromNetwork = (host: number) =>
      post('/api/v1/search_city', { search_text: 'Каз' }, `2001:db8:5:6::${host}`);
    for (let host = 1; host <= 5; host++) expect((await fromNetwork(host)).statusCode).toBe(200);
    expect((await fromNetwork(6)).statusCode).toBe(429);
    // Another address is not held up by it.
    expect(
      (await post('/api/v1/search_city', { search_text: 'Мос' }, '192.0.2.51')).statusCode,
    ).toBe(200);

    const search = () =>
      post(
        '/api/v1/old_routes',
        { starting_point: 'Москва', ending_point: 'Казань', date },
        '192.0.2.60',
      );
    for (let i = 0; i < 15; i++) expect((await search()).statusCode).toBe(200);
    const tooMany = await search();
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().detail).toMatch(/^Слишком много поисков с вашего адреса\./);
  });

  it('limits ticket checks per address as it limits searches', async () => {
    const check = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/tickets/check/АВ0123456', remoteAddress });
    for (let i = 0; i < 15; i++) expect((await check('192.0.2.80')).statusCode).toBe(200);
    const refused = await check('192.0.2.80');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().detail).toMatch(
      /^Слишком много проверок билетов с вашего адреса\. Повторите через \d+ с\.$/,
    );
    expect((await check('192.0.2.81')).statusCode).toBe(200);
    // The key is no lookup: it is never refused.
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tickets/public-key',
      remoteAddress: '192.0.2.80',
    });
    expect(key.statusCode).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only when a trusted proxy sends it', async () => {
    const suggest = (app: TestApp['app'], remoteAddress: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/search_city',
        payload: { search_text: 'Тве' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // Without TRUST_PROXY the header is anybody's word: a new one for every call changes nothing.
    for (let i = 1; i <= 5; i++) {
      expect((await suggest(t.app, '192.0.2.70', `10.0.0.${i}`)).statusCode).toBe(200);
    }
    expect((await suggest(t.app, '192.0.2.70', '10.0.0.6')).statusCode).toBe(429);

    const behindProxy = await startTestApp({
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_SUGGEST_PER_MINUTE: '5',
    });
    try {
      const viaProxy = (client: string) => suggest(behindProxy.app, '127.0.0.1', client);
      for (let i = 0; i < 5; i++) expect((await viaProxy('203.0.113.1')).statusCode).toBe(200);
      expect((await viaProxy('203.0.113.1')).statusCode).toBe(429);
      // Another client behind the same proxy has a count of its own…
      expect((await viaProxy('203.0.113.2')).statusCode).toBe(200);
      // …and the header from anywhere but the proxy is still ignored.
      for (let i = 0; i < 5; i++) {
        expect((await suggest(behindProxy.app, '192.0.2.71', '203.0.113.2')).statusCode).toBe(200);
      }
      expect((await suggest(behindProxy.app, '192.0.2.71', '203.0.113.3')).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});

describe(`a full combined queue on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Four places: three for anyone (two at most per address), the last for a fresh address.
    t = await startTestApp({
      COMBINED_QUEUE_PER_INSTANCE: '4',
      COMBINED_QUEUE_PER_CLIENT: '2',
      COMBINED_QUEUE_RESERVED: '1',
    });
    await withMiniNetwork(t);
  });
  afterAll(() => t?.close());

  const moscowKazan = { starting_point: 'Москва', ending_point: 'Казань', date };
  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const poll = async (id: string, remoteAddress: string) => {
    const url = `/api/v1/combined_routes/${id}`;
    let res = await t.app.inject({ method: 'GET', url, remoteAddress });
    for (let i = 0; i < 200 && res.statusCode === 202; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await t.app.inject({ method: 'GET', url, remoteAddress });
    }
    return res;
  };

  it('admits a fresh address, then answers the per-mode tabs and refuses only the combined part', async () => {
    // Two flooding addresses, three searches each, at once: the three open places fill, and
    // the reserved one is not for an address that has a search queued.
    const flood = await Promise.all(
      ['203.0.113.21', '203.0.113.22'].flatMap((address, a) =>
        [0, 1, 2].map((n) =>
          post(
            '/api/v1/combined_routes',
            { starting_point: 'Тверь', ending_point: 'Казань', date, time_from: a * 3 + n },
            address,
          ),
        ),
      ),
    );
    const admitted = flood.filter((res) => res.statusCode === 200);
    expect(admitted).toHaveLength(3);
    for (const res of flood.filter((res) => res.statusCode !== 200)) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    }

    // A visitor with nothing queued takes the reserved place: the queue is now full…
    const fresh = await post('/api/v1/routes', moscowKazan, '198.51.100.21');
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().combined_error).toBeUndefined();
    const freshRoute: string = fresh.json().combined_route;
    expect(freshRoute).toEqual(expect.any(String));

    // …and the next visitor still gets the plane, train and bus tabs, with the combined part
    // refused for now: a Russian message and when to start it again.
    const evening = { ...moscowKazan, time_from: 18 };
    const next = await post('/api/v1/routes', evening, '198.51.100.22');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.headers['retry-after']).toBeUndefined();
    const answer = next.json();
    expect(answer.train.length + answer.airplane.length + answer.bus.length).toBeGreaterThan(0);
    expect(answer.combined_route).toBeNull();
    expect(answer.combined_error).toEqual({
      error_message:
        'Сейчас ищется слишком много маршрутов с пересадками. Повторите поиск через несколько секунд.',
      retry_after: 5,
    });

    // The fresh visitor's combined tab answers; once the queue drains, the refused one's starts.
    expect((await poll(freshRoute, '198.51.100.21')).statusCode).toBe(200);
    for (const res of admitted) await poll(res.json().combined_route, '203.0.113.21');
    const again = await post('/api/v1/combined_routes', evening, '198.51.100.22');
    expect(again.statusCode, again.body).toBe(200);
    expect((await poll(again.json().combined_route, '198.51.100.22')).statusCode).toBe(200);
  });
});
