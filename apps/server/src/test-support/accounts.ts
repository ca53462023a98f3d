import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ZAltchaChallenge } from '@peresadka/contracts/captcha';
import { accountKey } from '../accounts/account-keys.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { Db } from '../infra/db/database.ts';
import { users } from '../infra/db/schema.ts';

/** Cheap proof of work for tests; the real widget's default is far costlier. */
export const EASY_CAPTCHA = { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '30' };

/** Fetches a challenge and solves it for real, as the widget in the browser does. */
export async function solveCaptcha(
  app: FastifyInstance,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge', remoteAddress });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return solved(res.json());
}

/** The same over HTTP, for a server in its own process (`baseUrl` is its origin). */
export async function solveCaptchaAt(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/captcha/challenge`);
  if (res.status !== 200) throw new Error(`challenge: ${res.status} ${await res.text()}`);
  return solved(await res.json());
}

async function solved(body: unknown): Promise<string> {
  const challenge = ZAltchaChallenge.parse(body);
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export type TestUser = { id: number; username: string; email: string; password: string };

/** An already activated account, for tests about what comes after registration. */
export async function createActiveUser(db: Db, username: string): Promise<TestUser> {
  const password = `пароль-${username}-для-тестов`;
  const email = `${username}@example.ru`;
  const [row] = await db
    .insert(users)
    .values({
      username,
      email,
      usernameKey: accountKey(username),
      emailKey: accountKey(email),
      firstName: 'Тест',
      lastName: 'Тестов',
      passwordHash: await hashPassword(password),
      isActive: true,
      agreementsAcceptedAt: new Date(),
    })
    .returning({ id: users.id });
  return { id: row!.id, username, email, password };
}

/** Signs in through POST /api/token/ with a solved captcha; answers the access token and cookie. */
export async function signIn(
  app: FastifyInstance,
  user: { username: string; password: string },
): Promise<{ access: string; cookie: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: user.username, password: user.password, captcha: await solveCaptcha(app) },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return { access: res.json<{ access: string }>().access, cookie: refreshCookieOf(res) };
}

/** The value of the refresh cookie an answer sets. */
export function refreshCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'peresadka_refresh');
  if (!cookie) throw new Error('no refresh cookie');
  return cookie.value;
}
