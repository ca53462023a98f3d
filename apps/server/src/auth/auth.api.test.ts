import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActiveUser,
  EASY_CAPTCHA,
  refreshCookieOf,
  signIn,
  solveCaptcha,
  type TestUser,
} from '../test-support/accounts.ts';
import { users } from '../infra/db/schema.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

const JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';
const tokenNotValid = { code: 'token_not_valid', detail: 'Сессия истекла, войдите снова' };

describe(`sign-in tokens on ${testBackend()}`, () => {
  let t: TestApp;
  let ivan: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ ...EASY_CAPTCHA, JWT_SECRET });
    ivan = await createActiveUser(t.database.db, 'ivan');
  });
  afterAll(() => t?.close());

  const profile = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/get_info',
      headers: authorization ? { authorization } : {},
    });
  const tokenCall = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/token/${path}`,
      headers,
      ...(cookie ? { cookies: { peresadka_refresh: cookie } } : {}),
    });
  const login = async (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers,
      payload: { username, password, captcha: await solveCaptcha(t.app) },
    });

  it('signs in: a short-lived access token and the refresh token in a strict cookie', async () => {
    const res = await login(ivan.username, ivan.password);
    expect(res.statusCode, res.body).toBe(200);
    const { access } = res.json<{ access: string }>();
    const claims = decodeJwt(access);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(15 * 60);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^peresadka_refresh=[\w-]{40,};/);
    expect(setCookie).toContain('Path=/api/token/');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    // PUBLIC_URL is http://localhost here; elsewhere the cookie is Secure (see config.test.ts).
    expect(setCookie).not.toContain('Secure');
    expect((await profile(`JWT ${access}`)).statusCode).toBe(200);
  });

  it('accepts the e-mail as the login, in any letter case', async () => {
    expect((await login(ivan.email.toUpperCase(), ivan.password)).statusCode).toBe(200);
    expect((await login('IVAN', ivan.password)).statusCode).toBe(200);
    const petr = await createActiveUser(t.database.db, 'Пётр');
    expect((await login('пЁТР', petr.password)).statusCode).toBe(200);
  });

  it('answers an unknown login exactly like a wrong password', async () => {
    const unknown = await login('nobody', 'какой-то пароль');
    const wrong = await login(ivan.username, 'какой-то пароль');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ code: 'unauthorized', detail: 'Неверный логин или пароль' });
  });

  it('tells only the password holder that the account still awaits activation', async () => {
    const sleeper = await createActiveUser(t.database.db, 'sleeper');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, sleeper.id));
    const res = await login(sleeper.username, sleeper.password);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/не активирована/);
    expect((await login(sleeper.username, 'не тот пароль')).json().detail).toBe(
      'Неверный логин или пароль',
    );
  });

  it('asks for every field of the login form and the captcha', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['Поле «Логин» должно быть заполнено'],
      password: ['Поле «Пароль» должно быть заполнено'],
      captcha: ['Пожалуйста, пройдите капчу'],
    });
  });

  it('rotates the refresh token; a used one revokes the whole family', async () => {
    const first = await signIn(t.app, ivan);
    const rotated = await tokenCall('refresh/', first.cookie);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = refreshCookieOf(rotated);
    expect(second).not.toBe(first.cookie);
    const secondAccess = rotated.json<{ access: string }>().access;
    expect((await profile(`JWT ${secondAccess}`)).statusCode).toBe(200);

    // The first cookie again: someone holds a copy. Everything of this sign-in ends.
    const replay = await tokenCall('refresh/', first.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(tokenNotValid);
    expect(String(replay.headers['set-cookie'])).toMatch(
      /peresadka_refresh=;.*Max-Age=0|Expires=Thu, 01 Jan 1970/,
    );
    expect((await tokenCall('refresh/', second)).json()).toEqual(tokenNotValid);
    expect((await profile(`JWT ${secondAccess}`)).json()).toEqual(tokenNotValid);
    expect((await profile(`JWT ${first.access}`)).statusCode).toBe(401);

    // Another sign-in of the same user is a different family and lives on.
    const other = await signIn(t.app, ivan);
    expect((await profile(`JWT ${other.access}`)).statusCode).toBe(200);
  });

  it('refuses a refresh without a cookie or with a made-up one', async () => {
    const none = await tokenCall('refresh/');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('unauthorized');
    expect((await tokenCall('refresh/', 'made-up')).json()).toEqual(tokenNotValid);
  });

  it('logs out: the refresh token and the access tokens of the session stop working', async () => {
    const session = await signIn(t.app, ivan);
    const out = await tokenCall('blacklist/', session.cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ detail: 'Вы вышли из учётной записи' });
    expect(String(out.headers['set-cookie'])).toContain('peresadka_refresh=;');
    expect((await tokenCall('refresh/', session.cookie)).json()).toEqual(tokenNotValid);
    expect((await profile(`JWT ${session.access}`)).json()).toEqual(tokenNotValid);
    // Logging out twice, or without a cookie, is harmless.
    expect((await tokenCall('blacklist/')).statusCode).toBe(200);
  });

  it('refuses tampered, alg:none, expired and foreign-key tokens with token_not_valid', async () => {
    const { access } = await signIn(t.app, ivan);
    const [header, payload, signature] = access.split('.') as [string, string, string];
    const claims = decodeJwt(access);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    const tampered = `${header}.${encode({ ...claims, sub: '999' })}.${signature}`;
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('A') ? 'B' : 'A'}A`;
    const algNone = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const sign = (secret: string, exp: number) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub!)
        .setIssuer(claims.iss!)
        .setAudience(claims.aud!)
        .setIssuedAt(exp - 600)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(JWT_SECRET, now - 60);
    const foreign = await sign('another-secret-of-sufficient-length-0123456789', now + 600);
    // The same claims signed properly still work: the refusals are about the token alone.
    expect((await profile(`JWT ${await sign(JWT_SECRET, now + 600)}`)).statusCode).toBe(200);

    for (const token of [tampered, flipped, algNone, expired, foreign, 'garbage']) {
      const res = await profile(`JWT ${token}`);
      expect(res.statusCode, token).toBe(401);
      expect(res.json(), token).toEqual(tokenNotValid);
    }
    expect((await profile(`Bearer ${access}`)).json()).toEqual(tokenNotValid);
    const anonymous = await profile();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'unauthorized', detail: 'Пожалуйста, авторизуйтесь' });
  });

  it('refuses token calls started by another site', async () => {
    const session = await signIn(t.app, ivan);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const res = await tokenCall('refresh/', session.cookie, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', detail: 'Запрос с другого сайта отклонён' });
      expect((await login(ivan.username, ivan.password, headers)).statusCode).toBe(403);
    }
    // The site itself may: same origin as the Host it was sent to.
    const own = await tokenCall('refresh/', session.cookie, {
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost:80',
      host: 'localhost:80',
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('stops guessing: after 20 failures an hour the account answers 429 with Retry-After', async () => {
    const target = await createActiveUser(t.database.db, 'target');
    for (let i = 0; i < 20; i++) {
      expect((await login(target.username, `неверный пароль ${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(target.username, target.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(blocked.json()).toEqual({
      code: 'rate_limited',
      detail: 'Слишком много неудачных попыток входа в эту учётную запись. Повторите через 60 мин.',
    });
    // Other accounts are not locked by it.
    expect((await login(ivan.username, ivan.password)).statusCode).toBe(200);
  });
});
