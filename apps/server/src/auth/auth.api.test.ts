import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
import { REFRESH_GRACE_SECONDS } from './sessions.ts';

const JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';
const tokenNotValid = { code: 'token_not_valid', detail: 'Сессия истекла, войдите снова' };

describe(`sign-in tokens on ${testBackend()}`, () => {
  let t: TestApp;
  let ivan: TestUser;
  // Tests move it past the refresh grace and the sign-in waits.
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp({ ...EASY_CAPTCHA, JWT_SECRET }, { now: () => new Date(clock) });
    ivan = await createActiveUser(t.database.db, 'ivan');
  });
  afterAll(() => t?.close());

  const profile = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/get_info',
      headers: authorization ? { authorization } : {},
    });
  const tokenCall = (
    path: string,
    cookie?: string,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/token/${path}`,
      headers,
      remoteAddress,
      ...(cookie ? { cookies: { peresadka_refresh: cookie } } : {}),
    });
  const login = async (
    username: string,
    password: string,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers,
      remoteAddress,
      payload: { username, password, captcha: await solveCaptcha(t.app, remoteAddress) },
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

  it('sets and clears, with the refresh cookie, a readable hint that a sign-in exists', async () => {
    const hintOf = (res: {
      cookies: {
        name: string;
        value: string;
        httpOnly?: boolean;
        path?: string;
        sameSite?: string;
        maxAge?: number;
      }[];
    }) => res.cookies.find((c) => c.name === 'peresadka_session');
    const signedIn = await login(ivan.username, ivan.password);
    expect(hintOf(signedIn)).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    // The page's scripts must read it; it holds nothing worth stealing.
    expect(hintOf(signedIn)?.httpOnly).toBeFalsy();
    const refreshed = await tokenCall('refresh/', refreshCookieOf(signedIn));
    expect(hintOf(refreshed)?.value).toBe('1');
    const out = await tokenCall('blacklist/', refreshCookieOf(refreshed));
    expect(hintOf(out)).toMatchObject({ value: '', maxAge: 0 });
    // A refused refresh leaves no hint behind either.
    expect(hintOf(await tokenCall('refresh/', 'made-up'))).toMatchObject({ value: '', maxAge: 0 });
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
    // The first cookie again, past the grace: someone holds a copy. Everything of this
    // sign-in ends.
    clock += (REFRESH_GRACE_SECONDS + 1) * 1000;
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

  it('keeps both tabs signed in when they refresh with one cookie at once', async () => {
    const session = await signIn(t.app, ivan);
    const tabs = await Promise.all([
      tokenCall('refresh/', session.cookie),
      tokenCall('refresh/', session.cookie),
    ]);
    expect(tabs.map((tab) => tab.statusCode)).toEqual([200, 200]);
    const [left, right] = tabs.map(refreshCookieOf);
    expect(left).toBe(right);
    for (const tab of tabs) {
      expect((await profile(`JWT ${tab.json<{ access: string }>().access}`)).statusCode).toBe(200);
    }
    // A moment later the same browser (a third tab) still gets the same successor.
    clock += 3000;
    const late = await tokenCall('refresh/', session.cookie);
    expect(refreshCookieOf(late)).toBe(left);
    // The shared successor goes on working: the session was never revoked.
    const next = await tokenCall('refresh/', left);
    expect(next.statusCode, next.body).toBe(200);
  });

  it('revokes the family when another client presents a used token, even within the grace', async () => {
    const session = await signIn(t.app, ivan);
    const victim = await tokenCall('refresh/', session.cookie);
    expect(victim.statusCode).toBe(200);
    const thief = await tokenCall('refresh/', session.cookie, {}, '203.0.113.66');
    expect(thief.json()).toEqual(tokenNotValid);
    expect((await tokenCall('refresh/', refreshCookieOf(victim))).json()).toEqual(tokenNotValid);
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

  it('slows a guesser down without locking the owner out of the right password', async () => {
    const owner = await createActiveUser(t.database.db, 'owner');
    const attacker = '203.0.113.77';
    for (let i = 0; i < 4; i++) {
      expect((await login(owner.username, `неверный пароль ${i}`, {}, attacker)).statusCode).toBe(
        401,
      );
    }
    // From the fifth failure on, this login from this address waits: 1 s, then 2, 4 … 60.
    expect((await login(owner.username, 'неверный пароль 4', {}, attacker)).statusCode).toBe(401);
    const waiting = await login(owner.username, 'неверный пароль 5', {}, attacker);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toEqual({
      code: 'rate_limited',
      detail: 'Слишком много неудачных попыток входа. Повторите через 1 с.',
    });
    // Twenty wrong passwords in all, from this address and others, waiting as told.
    for (let i = 5; i < 20; i++) {
      clock += 60_000;
      const address = i % 2 === 0 ? attacker : `198.51.100.${i}`;
      expect((await login(owner.username, `неверный пароль ${i}`, {}, address)).statusCode).toBe(
        401,
      );
    }
    // The owner, from home, is not held up by any of it.
    const home = await login(owner.username, owner.password, {}, '192.0.2.10');
    expect(home.statusCode, home.body).toBe(200);
    expect(String(home.headers['set-cookie'])).toContain('peresadka_refresh=');
  });

  it('makes the captcha of an address that keeps failing harder, and refuses an old easy one', async () => {
    const address = '203.0.113.88';
    const costOf = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/captcha/challenge',
          remoteAddress: address,
        })
      ).json<{ parameters: { cost: number } }>().parameters.cost;
    const easy = await costOf();
    const stale = await solveCaptcha(t.app, address);
    // Ten failures of ten different logins: no login waits, the address is suspect.
    for (let i = 0; i < 10; i++) {
      expect((await login(`guess${i}`, 'неверный пароль', {}, address)).statusCode).toBe(401);
    }
    expect(await costOf()).toBe(easy * 4);
    const withStale = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      remoteAddress: address,
      payload: { username: ivan.username, password: ivan.password, captcha: stale },
    });
    expect(withStale.statusCode).toBe(400);
    expect(withStale.json()).toEqual({
      captcha: [
        'С вашего адреса было много неудачных попыток входа, поэтому проверка стала дольше. Пройдите её ещё раз.',
      ],
    });
    // The harder captcha, solved, lets the right password in.
    expect((await login(ivan.username, ivan.password, {}, address)).statusCode).toBe(200);
  });

  it('says no-store on every token answer and every signed-in answer', async () => {
    const res = await login(ivan.username, ivan.password);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = refreshCookieOf(res);
    expect((await tokenCall('refresh/', cookie)).headers['cache-control']).toBe('no-store');
    expect((await profile(`JWT ${res.json().access}`)).headers['cache-control']).toBe('no-store');
    expect((await profile()).headers['cache-control']).toBe('no-store');
  });
});

describe(`sign-in state shared by instances through Redis on ${testBackend()}`, () => {
  let t: TestApp;
  let second: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp({
      ...EASY_CAPTCHA,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `peresadka-test-${randomBytes(4).toString('hex')}:`,
    });
    second = await t.another();
    user = await createActiveUser(t.database.db, 'shared');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('keeps two tabs signed in when their refreshes reach different instances', async () => {
    const session = await signIn(t.app, user);
    const refresh = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        cookies: { peresadka_refresh: session.cookie },
      });
    const tabs = await Promise.all([refresh(t.app), refresh(second)]);
    expect(tabs.map((tab) => tab.statusCode)).toEqual([200, 200]);
    expect(refreshCookieOf(tabs[0]!)).toBe(refreshCookieOf(tabs[1]!));
  });

  it('makes a guesser wait on every instance', async () => {
    const attempt = async (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/token/',
        remoteAddress: '203.0.113.99',
        payload: {
          username: user.username,
          password: 'неверный пароль',
          captcha: await solveCaptcha(app, '203.0.113.99'),
        },
      });
    for (let i = 0; i < 5; i++)
      expect((await attempt(i % 2 ? second : t.app)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
