import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { ZCarType } from '@peresadka/contracts/enums';
import { ZSearchResponse, type TrainResult } from '@peresadka/contracts/search-results';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { simpleParser } from 'mailparser';
import type { SiteProcess } from '@peresadka/server/test-support/site-process';

/*
 * What the measured pages need, made through the site's own API as a visitor would: an
 * account (registered, activated by its mailed link) and an unpaid train order of it.
 */

export type Account = { username: string; password: string };
export type Seeded = { account: Account; orderId: number; searchDate: string };

/** The search every measured page is about: Moscow to Kazan, a week ahead. */
export const searchDay = (days = 7) => addDays(todayIn(SITE_TIME_ZONE, new Date()), days);

async function call(site: SiteProcess, apiPath: string, body: object, headers = {}) {
  const res = await fetch(`${site.baseUrl}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${apiPath}: ${res.status} ${await res.text()}`);
  return res;
}

/** ALTCHA's proof of work, solved as the widget in a browser solves it. */
async function captcha(site: SiteProcess): Promise<string> {
  const challenge = (await (
    await fetch(`${site.baseUrl}/api/v1/captcha/challenge`)
  ).json()) as object;
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function activationLink(site: SiteProcess, email: string): Promise<URL> {
  for (let attempt = 0; attempt < 60; attempt++) {
    for (const name of safeList(site.outboxDir)) {
      const mail = await simpleParser(readFileSync(path.join(site.outboxDir, name)));
      const to = [mail.to ?? []].flat().flatMap((address) => address.value);
      if (!to.some((address) => address.address === email)) continue;
      const link = mail.text?.match(/https?:\/\/\S+\/activate\/\S+/)?.[0];
      if (link) return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`нет письма с активацией для ${email}`);
}

const safeList = (folder: string) => {
  try {
    return readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

export type BrowserCookie = {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax';
};

/** A Set-Cookie header as the browser would keep it (no Secure on this local http site). */
function browserCookie(header: string): BrowserCookie {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const [name, value] = pair!.split('=') as [string, string];
  const attribute = (key: string) =>
    attributes.find((a) => a.toLowerCase().startsWith(key.toLowerCase()));
  return {
    name,
    value,
    path: attribute('Path=')?.slice(5) ?? '/',
    httpOnly: attribute('HttpOnly') !== undefined,
    sameSite: attribute('SameSite=')?.slice(9).toLowerCase() === 'lax' ? 'Lax' : 'Strict',
  };
}

/** Signs in: the session's cookies (the refresh token and its readable hint) and an access token. */
export async function signIn(site: SiteProcess, account: Account) {
  const res = await call(site, '/token/', { ...account, captcha: await captcha(site) });
  const cookies = res.headers.getSetCookie().map(browserCookie);
  if (!cookies.some((cookie) => cookie.name === 'peresadka_refresh')) {
    throw new Error('вход не выдал refresh-cookie');
  }
  const { access } = (await res.json()) as { access: string };
  return { cookies, access };
}

export async function seed(site: SiteProcess): Promise<Seeded> {
  const username = `bench_${Date.now().toString(36)}`;
  const account = { username, password: 'Transsib-Vladivostok-9288' };
  const email = `${username}@example.ru`;
  await call(site, '/v1/auth/users/', {
    username,
    email,
    first_name: 'Анна',
    last_name: 'Петрова',
    is_acess_agreements: true,
    password: account.password,
    re_password: account.password,
    captcha: await captcha(site),
  });
  const [, , uid, token] = (await activationLink(site, email)).pathname.split('/');
  await call(site, '/v1/auth/users/activation/', { uid, token });

  const searchDate = formatWireDate(searchDay());
  const results = ZSearchResponse.parse(
    await (
      await call(site, '/v1/old_routes', {
        starting_point: 'Москва',
        ending_point: 'Казань',
        date: searchDate,
      })
    ).json(),
  );
  const { access } = await signIn(site, account);
  const orderId = await orderAnyTrain(site, results.train, access);
  return { account, orderId, searchDate };
}

/** The first train and car type the API sells a place on (not every train is sold online). */
async function orderAnyTrain(site: SiteProcess, trains: TrainResult[], access: string) {
  for (const train of trains) {
    for (const carType of ZCarType.options) {
      const res = await fetch(`${site.baseUrl}/api/v1/payment/create/train/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `JWT ${access}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          route_id: train.route_id,
          passengers: [
            {
              passenger_id: 0,
              last_name: 'Петрова',
              first_name: 'Анна',
              middle_name: 'Сергеевна',
              sex: 'Female',
              birthday: '1988-04-12',
              document_type: 'RussianPassport',
              document_number: '4510123456',
              citizenship: 'Российская Федерация',
              passenger_category: 'Adult',
              car_type: carType,
            },
          ],
          contacts: { contact_phone: '+7 912 345-67-89', contact_email: 'anna@mail.ru' },
          origin_code: train.origin_code,
          destination_code: train.destination_code,
          departure_date: train.date,
          train_number: train.train_number,
          provider: train.provider,
        }),
      });
      if (res.ok) return ((await res.json()) as { order_id: number }).order_id;
    }
  }
  throw new Error('ни один поезд Москва → Казань не продал место');
}
