import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackend, type TestApp } from '../../test-support/test-app.ts';

describe(`HTTP basics on ${testBackend()}`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Short connection timeouts, so stalled clients are seen closed without waiting long.
    t = await startTestApp(
      {},
      {
        connectionTimeouts: {
          headersMs: 300,
          requestMs: 600,
          keepAliveMs: 300,
          idleMs: 5_000,
          checkEveryMs: 100,
        },
      },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('reports readiness with the database backend in use, and liveness', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: testBackend(), checks: { database: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 in Russian', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v1/nonexistent',
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ code: 'not_found', detail: 'Такого адреса API не существует.' });
    }
  });

  it('says in Russian what is wrong with a body of the wrong types, naming no type in English', async () => {
    const cases: [string, unknown][] = [
      ['/api/v1/routes', { starting_point: 1, airplane_enabled: 'да', service_class: 'Luxe' }],
      ['/api/v1/search_city', 'Москва'],
      ['/api/v1/alerts/unsubscribe/', { token: ['x'] }],
      ['/api/v1/get_detail_info', { route_id_array: 'r1' }],
    ];
    for (const [url, payload] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, url).toBe(400);
      const messages = Object.values(res.json<Record<string, string[]>>()).flat();
      expect(messages.length, url).toBeGreaterThan(0);
      for (const message of messages) {
        expect(message, url).toMatch(/[а-яё]/i);
        expect(message, url).not.toMatch(
          /\b(string|number|boolean|undefined|object|array|expected|received|invalid)\b/i,
        );
      }
    }
  });

  it('answers a malformed JSON body with 400 in the field-to-messages shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nonexistent',
      headers: { 'content-type': 'application/json' },
      payload: '{"starting_point": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Тело запроса не является корректным JSON.'] });
  });

  it('refuses JSON nested deeper than 64 levels before parsing it, in Russian', async () => {
    const nested = (depth: number) => '['.repeat(depth) + '"r1"' + ']'.repeat(depth);
    const send = (routeIds: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/get_detail_info',
        headers: { 'content-type': 'application/json' },
        payload: `{"route_id_array": ${routeIds}}`,
      });
    // A flood's body: 0.8 MB of nested arrays.
    const flood = await send(nested(400_000));
    expect(flood.statusCode).toBe(400);
    expect(flood.json()).toEqual({ non_field_errors: ['Слишком большой запрос.'] });
    const deep = await send(nested(64));
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      non_field_errors: ['Слишком глубокая вложенность JSON: не больше 64 уровней.'],
    });
    // 63 levels of arrays inside the body's object are allowed by the parser (the schema then
    // refuses what is not a list of route ids); brackets inside strings do not count.
    expect(Object.keys((await send(nested(63))).json())).toEqual(['route_id_array.0']);
    expect((await send(`["${'['.repeat(100)}"]`)).statusCode).not.toBe(400);
  });

  it('limits the anonymous detail calls per address, as the searches', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/get_detail_info',
        payload: { route_id_array: ['нет такого'] },
        remoteAddress: '203.0.113.77',
      });
    for (let i = 0; i < 120; i++) expect((await ask()).statusCode).not.toBe(429);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().detail).toMatch(/^Слишком много запросов о рейсах с вашего адреса\./);
  });

  it('answers a malformed or overlong address in the same shape, in Russian', async () => {
    const cases = [
      ['/api/v1/combined_routes/%ZZ', 'Адрес запроса содержит недопустимые символы.'],
      ['/api/v1/%', 'Адрес запроса содержит недопустимые символы.'],
      [`/api/v1/combined_routes/${'a'.repeat(300)}`, 'Слишком длинный адрес запроса.'],
    ];
    for (const [url, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: url! });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [message] });
    }
  });

  it('echoes a well-formed request id and replaces a hostile one', async () => {
    const good = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(good.headers['x-request-id']).toBe('abc-123');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  /** Writes `chunks` as a client would and collects what the server sends until it hangs up. */
  const exchange = (
    chunks: string[],
    gapMs = 0,
  ): Promise<{ answer: string; closedAfterMs: number }> =>
    new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (data) => (answer += data.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
      const send = (i: number) => {
        if (i >= chunks.length || socket.destroyed) return;
        socket.write(chunks[i]!);
        setTimeout(() => send(i + 1), gapMs);
      };
      send(0);
    });

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('answers a malformed request in Russian, in the API shape', async () => {
    const { answer } = await exchange(['ПРИВЕТ / HTTP/1.1\r\n\r\n']);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ non_field_errors: ['Некорректный HTTP-запрос.'] });
  });

  it('answers broken request lines in Russian, in the API shape', async () => {
    for (const line of [
      'GET /api/health HTTP/9.9',
      'GET',
      'GET  HTTP/1.1',
      '\u0000\u0001 / HTTP/1.1',
    ]) {
      const { answer } = await exchange([`${line}\r\nHost: x\r\n\r\n`]);
      expect(answer, line).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(answer), line).toEqual({ non_field_errors: ['Некорректный HTTP-запрос.'] });
    }
  });

  it('answers a request without Host with 400 in Russian, in the API shape', async () => {
    const { answer } = await exchange(['GET /api/health HTTP/1.1\r\n\r\n']);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(bodyOf(answer)).toEqual({ non_field_errors: ['В запросе нет заголовка Host.'] });
  });

  it('answers an unknown Expect with 417 in Russian, and 100-continue as usual', async () => {
    const { answer } = await exchange([
      'POST /api/v1/search_city HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}',
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 417 /);
    expect(bodyOf(answer)).toEqual({
      non_field_errors: ['Заголовок Expect поддерживается только со значением 100-continue.'],
    });
    const body = JSON.stringify({ search_text: 'Казань' });
    const continued = await exchange([
      `POST /api/v1/search_city HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      body,
    ]);
    expect(continued.answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
  });

  it('answers oversized headers with 431 in Russian', async () => {
    const { answer } = await exchange([
      `GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer).non_field_errors[0]).toMatch(/^Слишком большие заголовки/);
  });

  it('closes a connection whose headers trickle in', async () => {
    const trickle = 'GET /api/health HTTP/1.1\r\nHost: x\r\n'.split('');
    const { answer, closedAfterMs } = await exchange(trickle, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(trickle.length * 50);
  });

  it('closes a connection whose body trickles in', async () => {
    const head =
      'POST /api/v1/search_city HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const body = '{"search_text":"Москва"'.split('');
    const { answer } = await exchange([head, ...body], 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle kept-alive connection', async () => {
    const { answer, closedAfterMs } = await exchange([
      'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).toBeLessThan(3_000);
  });
});
