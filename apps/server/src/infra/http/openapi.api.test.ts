import { api, API_BASE, type ApiCall, type ApiName } from '@peresadka/contracts/api';
import { answerStatusesOf } from '@peresadka/contracts/api-answers';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, EASY_CAPTCHA, signIn } from '../../test-support/accounts.ts';
import { startTestApp, testBackend, type TestApp } from '../../test-support/test-app.ts';

type Schema = {
  anyOf?: Schema[];
  properties?: { code?: { enum?: string[] } };
};
type Answer = {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: Schema }>;
};
type Document = { paths: Record<string, Record<string, { responses: Record<string, Answer> }>> };

/** The OpenAPI operation of a call: `:name` in the table is `{name}` in the document. */
const operationOf = (document: Document, call: ApiCall) =>
  document.paths[`${API_BASE}${call.path.replace(/:(\w+)/g, '{$1}')}`]?.[call.method.toLowerCase()];

/** Fails unless the operation documents the answer's status, its error body and Retry-After. */
function expectDocumented(document: Document, call: ApiCall, res: LightMyRequestResponse): void {
  const documented = operationOf(document, call)?.responses[res.statusCode];
  expect(documented, `${call.path} → ${res.statusCode}`).toBeDefined();
  if (res.statusCode === 429 || res.statusCode === 503) {
    expect(documented?.headers).toHaveProperty('Retry-After');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }
  const schema = documented?.content?.['application/json']?.schema;
  if (!schema) {
    expect(res.body).toBe('');
    return;
  }
  // A successful answer's body is checked against its zod schema by the route itself.
  if (res.statusCode < 400) return;
  const body = res.json<Record<string, unknown>>();
  if (res.statusCode === 400 && !('code' in body)) {
    // SPEC §7's field map: every field has its list of Russian messages.
    for (const messages of Object.values(body)) {
      expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    return;
  }
  const codes = (schema.anyOf?.at(-1) ?? schema).properties?.code?.enum;
  expect(codes).toContain(body.code);
  expect(body.detail).toEqual(expect.any(String));
}

describe(`the OpenAPI document on ${testBackend()}`, () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await startTestApp({ ...EASY_CAPTCHA, RATE_LIMIT_SUGGEST_PER_MINUTE: '2' });
    document = t.app.swagger() as unknown as Document;
  });
  afterAll(() => t?.close());

  it('declares for every call of the API table each status it can answer, with its body', () => {
    for (const call of Object.values(api)) {
      const responses = operationOf(document, call)?.responses ?? {};
      expect(Object.keys(responses).map(Number), call.path).toEqual(answerStatusesOf(call));
      for (const [status, answer] of Object.entries(responses)) {
        expect(answer.description, `${call.path} → ${status}`).not.toBe('Default Response');
        // Only the combined results' "still computing" and "expired" come without a body.
        expect(answer.content !== undefined, `${call.path} → ${status}`).toBe(
          status !== '202' && status !== '204',
        );
      }
    }
  });

  it('answers each provoked error with a status and a body its operation documents', async () => {
    const { access } = await signIn(t.app, await createActiveUser(t.database.db, 'olga'));
    const signedIn = { authorization: `JWT ${access}` };
    // Two suggestions a minute from one address (RATE_LIMIT_SUGGEST_PER_MINUTE): the malformed
    // ones come from another address than the three that meet the limit.
    const suggest = (payload: InjectOptions['payload'], remoteAddress = '203.0.113.70') =>
      ({
        method: 'POST',
        url: '/api/v1/search_city',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress,
      }) satisfies InjectOptions;
    const cases: { call: ApiName; request: InjectOptions; status: number }[] = [
      { call: 'userInfo', request: { method: 'GET', url: '/api/v1/get_info' }, status: 401 },
      {
        call: 'userInfo',
        request: {
          method: 'GET',
          url: '/api/v1/get_info',
          headers: { authorization: 'JWT поддельный' },
        },
        status: 401,
      },
      { call: 'searchCity', request: suggest({}, '203.0.113.71'), status: 400 },
      { call: 'searchCity', request: suggest('{', '203.0.113.71'), status: 400 },
      {
        call: 'obtainToken',
        request: {
          method: 'POST',
          url: '/api/token/',
          headers: { 'sec-fetch-site': 'cross-site' },
          payload: { username: 'olga', password: 'неважно', captcha: 'неважно' },
        },
        status: 403,
      },
      {
        call: 'order',
        request: { method: 'GET', url: '/api/v1/payment/order/999999', headers: signedIn },
        status: 404,
      },
      {
        call: 'combinedRoutes',
        request: { method: 'GET', url: '/api/v1/combined_routes/nikogda-ne-bylo' },
        status: 204,
      },
      { call: 'searchCity', request: suggest({ search_text: 'Мос' }), status: 200 },
      { call: 'searchCity', request: suggest({ search_text: 'Каз' }), status: 200 },
      { call: 'searchCity', request: suggest({ search_text: 'Тве' }), status: 429 },
    ];
    for (const { call, request, status } of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(status);
      expectDocumented(document, api[call], res);
    }
  });
});
