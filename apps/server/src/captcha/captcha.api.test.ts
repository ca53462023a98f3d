import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActiveUser,
  EASY_CAPTCHA,
  solveCaptcha,
  type TestUser,
} from '../test-support/accounts.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

describe(`captcha on ${testBackend()}`, () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    // A public https address: the site is served as in production.
    t = await startTestApp({ ...EASY_CAPTCHA, PUBLIC_URL: 'https://peresadka.example' });
    user = await createActiveUser(t.database.db, 'kira');
  });
  afterAll(() => t?.close());

  const login = (captcha: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: user.username, password: user.password, captcha },
    });

  it('tells the forms to use ALTCHA and where its challenges are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/captcha/config' });
    expect(res.json()).toEqual({ provider: 'altcha', challenge_url: '/api/v1/captcha/challenge' });
  });

  it('issues signed, expiring, uncacheable PBKDF2 challenges', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json();
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a solution once: the same one again is refused', async () => {
    const captcha = await solveCaptcha(t.app);
    const first = await login(captcha);
    expect(first.statusCode).toBe(200);
    // Outside localhost the refresh cookie goes over https only, and HSTS is on.
    expect(String(first.headers['set-cookie'])).toContain('Secure');
    expect(first.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const again = await login(captcha);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ captcha: ['Эта капча уже использована. Пройдите её ещё раз.'] });
  });

  it('refuses garbage, a wrong answer and a re-signed challenge with a 400, never a 500', async () => {
    const solved = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } };
    const easier = {
      ...solved,
      challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 0 } },
    };
    for (const captcha of ['not base64 json', encode({ a: 1 }), encode(wrongKey), encode(easier)]) {
      const res = await login(captcha);
      expect(res.statusCode, captcha).toBe(400);
      expect(res.json()).toEqual({ captcha: ['Капча не пройдена. Пройдите её ещё раз.'] });
    }
  });
});
