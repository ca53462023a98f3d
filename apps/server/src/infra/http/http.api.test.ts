import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackend, type TestApp } from '../../test-support/test-app.ts';

describe(`HTTP basics on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('reports health with the database backend in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: testBackend() });
    expect(res.headers['x-request-id']).toBeTruthy();
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
});
