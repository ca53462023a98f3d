import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { linkFromMail } from './outbox.ts';

export type Account = { username: string; email: string; password: string };

/** ALTCHA's proof of work, solved as the widget in a browser solves it. */
async function captcha(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/v1/captcha/challenge`)).json()) as object;
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function post(baseUrl: string, path: string, body: object): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

/**
 * A registered and activated account, made through the site's own calls and its mailed link
 * — for journeys about what comes after registration.
 */
export async function activeAccount(name: string): Promise<Account> {
  const baseUrl = inject('baseUrl');
  const stamp = `${name}_${Date.now().toString(36)}`;
  const account = {
    username: stamp,
    email: `${stamp}@example.ru`,
    password: 'Transsib-Vladivostok-9288',
  };
  const registeredAt = Date.now();
  await post(baseUrl, 'auth/users/', {
    username: account.username,
    email: account.email,
    first_name: 'Анна',
    last_name: 'Петрова',
    is_acess_agreements: true,
    password: account.password,
    re_password: account.password,
    captcha: await captcha(baseUrl),
  });
  const link = new URL(await linkFromMail(account.email, '/activate/', registeredAt));
  const [, , uid, token] = link.pathname.split('/');
  await post(baseUrl, 'auth/users/activation/', { uid, token });
  return account;
}

/**
 * An activated account that the journeys of one run share: registrations are limited to 10 an
 * hour from one address, and a full run already makes 9. The first file to ask registers it
 * and leaves it in the run's data folder; later files (they run one after another) sign in
 * with it. Give `name` only to journeys whose orders all end paid, so that the account never
 * reaches the limit of unpaid orders.
 */
export async function sharedAccount(name: string): Promise<Account> {
  const file = path.join(inject('accountsDir'), `${name}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Account;
  const account = await activeAccount(name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(account));
  return account;
}

/** ALTCHA solves its proof of work in the browser when its box is ticked. */
export async function passCaptcha(page: Page): Promise<void> {
  await page.locator('altcha-widget').getByText('Я не робот').click();
  await page.getByText('Проверено').waitFor({ timeout: 30_000 });
}

/** Signs in on the login page the visitor is on, and waits to be sent on. */
export async function signInHere(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Логин', { exact: true }).fill(account.username);
  await page
    .getByLabel('Пароль', { exact: true })
    .and(page.locator('input'))
    .fill(account.password);
  await passCaptcha(page);
  const before = page.url();
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => page.url()).not.toBe(before);
}
