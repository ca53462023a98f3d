import { api, API_BASE, apiPath, type ApiCall } from '@peresadka/contracts/api';
import { callTextFields } from '@peresadka/contracts/text-fields.test-support';
import { controlCharacterMessage } from '@peresadka/contracts/text-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, EASY_CAPTCHA, signIn } from '../../test-support/accounts.ts';
import { startTestApp, testBackend, type TestApp } from '../../test-support/test-app.ts';

const NUL = 'Ка\u0000зань';

/** Every text field of every call, each on its own: the rule lives once, in the contracts. */
const rows = Object.entries(api as Record<string, ApiCall>).flatMap(([name, call]) =>
  callTextFields(call).map(({ where, field }) => ({
    label: `${name} ${where}.${field.key}`,
    call,
    where,
    field,
  })),
);

/** Path parameters of a call filled with harmless values, so the route is found. */
const paramsOf = (call: ApiCall) =>
  Object.fromEntries([...call.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, '1']));

describe(`control characters in requests on ${testBackend()}`, () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await startTestApp(EASY_CAPTCHA);
    const user = await createActiveUser(t.database.db, 'nul');
    authorization = `JWT ${(await signIn(t.app, user)).access}`;
  });
  afterAll(() => t?.close());

  it.each(rows)(
    '$label: NUL is a Russian 400 before anything else',
    async ({ call, where, field }) => {
      const params =
        where === 'params'
          ? { ...paramsOf(call), ...(field.place(NUL) as Record<string, string>) }
          : paramsOf(call);
      const res = await t.app.inject({
        method: call.method,
        url: API_BASE + apiPath(call.path, params),
        headers: {
          ...(call.auth ? { authorization } : {}),
          ...(call.idempotent ? { 'idempotency-key': 'nul-test-key-0001' } : {}),
        },
        ...(call.method === 'POST'
          ? { payload: (where === 'body' ? field.place(NUL) : {}) as object }
          : {}),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()[field.key]).toContain(controlCharacterMessage('\u0000'));
    },
  );

  it('refuses an overlong search text at once, without searching', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search_city',
      payload: { search_text: 'Москва '.repeat(2_000) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      search_text: ['Слишком длинный текст для поиска: не больше 100 символов'],
    });
  });

  it('refuses a body longer than its call takes before parsing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search_city',
      payload: { search_text: 'Москва '.repeat(60_000) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Слишком большой запрос.'] });
  });
});
