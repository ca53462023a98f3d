import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import { addDays, formatWireDate, todayIn, type CalendarDate } from '@peresadka/contracts/dates';
import type { BusResult, TrainResult } from '@peresadka/contracts/search-results';
import { busOrderBody, person } from '@peresadka/server/test-support/orders';
import { CARDS, payAtSandbox } from '@peresadka/server/test-support/payments';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { captcha, createUsers } from './accounts.ts';
import { machineLoad } from './machine.ts';
import { startCluster } from './cluster.ts';
import { startRelease, type LoadSite, type Release } from './site.ts';

const ROUNDS = 20;
const BUYERS = 200;
/** Accounts that take every place but the last before a round (three unpaid orders each). */
const FILLERS = 70;
const PARTY = 7;
/** Pairs tried in turn for a bus line with rides every day. */
const BUS_PAIRS = [
  ['Москва', 'Тверь'],
  ['Москва', 'Владимир'],
  ['Москва', 'Рязань'],
  ['Москва', 'Тула'],
  ['Москва', 'Калуга'],
] as const;

export type Round = {
  round: number;
  ride: string;
  sold: number;
  statuses: Record<string, number>;
  freeAfter: number;
};
export type Storm = {
  order: number;
  sequential: Record<string, number>;
  concurrent: Record<string, number>;
  /** Different paid_at values the order showed through the storm: one payment is one. */
  paidAtValues: number;
  status: string;
  letters: number;
};
export type BookingFigures = {
  releases: Release[];
  shape: string;
  rounds: Round[];
  storm: Storm | null;
  load: number;
};

export type Account = {
  username: string;
  password: string;
  email: string;
  authorization: string;
  from: string;
};

/**
 * The last place of a bus ride bought by 200 signed-in buyers at once, 20 rides in turn, and a
 * paid order's payment notification sent 100 times in a row and 20 at once: against one
 * process, or through the cluster's nginx, which spreads them over its processes.
 */
export async function bookingBench(
  release: Release,
  shape: 'process' | 'cluster',
): Promise<BookingFigures> {
  const env = { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '30' };
  const site =
    shape === 'cluster'
      ? await startCluster(release, 2, env, 'booking')
      : await startRelease(release, { ...env, TRUST_PROXY: '127.0.0.1' });
  try {
    const load = machineLoad().load;
    const accounts = await signedInAccounts(release, site, BUYERS + FILLERS);
    const buyers = accounts.slice(0, BUYERS);
    const fillers = accounts.slice(BUYERS);
    const rides = await busRides(site);
    const rounds: Round[] = [];
    let filler = 0;
    let winner: { account: Account; order: number } | null = null;
    for (let round = 1; round <= ROUNDS; round++) {
      const bus = rides[round - 1]!;
      let free = await freePlaces(site, bus);
      while (free > 1) {
        const party = Math.min(PARTY, free - 1);
        const res = await createOrder(
          site,
          fillers[Math.floor(filler++ / 3) % fillers.length]!,
          bus,
          party,
        );
        if (!res.ok) throw new Error(`заполнение: ${res.status} ${await res.text()}`);
        free = await freePlaces(site, bus);
      }
      const answers = await Promise.all(buyers.map((buyer) => createOrder(site, buyer, bus, 1)));
      const statuses: Record<string, number> = {};
      for (const [i, res] of answers.entries()) {
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const body = (await res.json().catch(() => null)) as { order_id?: number } | null;
        if (res.ok && body?.order_id && !winner)
          winner = { account: buyers[i]!, order: body.order_id };
      }
      const sold = answers.filter((res) => res.ok).length;
      rounds.push({
        round,
        ride: `${bus.race_id} ${bus.date}`,
        sold,
        statuses,
        freeAfter: await freePlaces(site, bus),
      });
      console.log(
        `раунд ${round}: продано ${sold} из ${BUYERS} попыток (${JSON.stringify(statuses)})`,
      );
    }
    const storm = winner ? await notificationStorm(site, winner.account, winner.order) : null;
    return {
      releases: [release],
      shape: shape === 'cluster' ? 'через nginx кластера, два процесса API' : 'один процесс',
      rounds,
      storm,
      load,
    };
  } finally {
    await site.stop();
  }
}

export async function signedInAccounts(
  release: Release,
  site: LoadSite,
  count: number,
): Promise<Account[]> {
  const names = Array.from({ length: count }, (_, i) => `buyer${i}`);
  const accounts: Account[] = [];
  for (const [i, user] of (await createUsers(release, site.databaseUrl, names)).entries()) {
    const from = `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const res = await fetch(`${site.baseUrl}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({
        username: user.username,
        password: user.password,
        captcha: await captcha(site, from),
      }),
    });
    if (!res.ok) throw new Error(`вход ${user.username}: ${res.status} ${await res.text()}`);
    const { access } = (await res.json()) as { access: string };
    accounts.push({ ...user, authorization: `JWT ${access}`, from });
  }
  return accounts;
}

/** One bus ride a day from the first pair that has them, a ride per round. */
/** One day's single-mode rides between two places, as the search answers them. */
export async function searchDay(
  baseUrl: string,
  from: string,
  to: string,
  date: CalendarDate,
): Promise<{ bus?: BusResult[]; train?: TrainResult[] }> {
  const res = await fetch(`${baseUrl}/api/v1/routes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      starting_point: from,
      ending_point: to,
      date: formatWireDate(date),
      combined_enabled: false,
    }),
  });
  if (!res.ok) throw new Error(`поиск ${from} — ${to}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { bus?: BusResult[]; train?: TrainResult[] };
}

export async function busRides(site: LoadSite, count = ROUNDS): Promise<BusResult[]> {
  const today = todayIn(SITE_TIME_ZONE, new Date());
  for (const [from, to] of BUS_PAIRS) {
    const rides: BusResult[] = [];
    for (let day = 2; day < 2 + count; day++) {
      const bus = (await searchDay(site.baseUrl, from, to, addDays(today, day))).bus?.[0];
      if (!bus) break;
      rides.push(bus);
    }
    if (rides.length === count) return rides;
  }
  throw new Error('нет автобусной линии с рейсами на каждый день');
}

async function freePlaces(site: LoadSite, bus: BusResult): Promise<number> {
  const res = await fetch(`${site.baseUrl}/api/v1/bus_detail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      route_id: bus.route_id,
      provider: bus.provider,
      departure_date: bus.date,
      race_id: bus.race_id,
    }),
  });
  if (!res.ok) throw new Error(`bus_detail: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { detail: { free_places_quantity: number } }).detail
    .free_places_quantity;
}

export const createOrder = (site: LoadSite, account: Account, bus: BusResult, party: number) =>
  fetch(`${site.baseUrl}/api/v1/payment/create/bus/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: account.authorization,
      'idempotency-key': randomUUID(),
      'x-forwarded-for': account.from,
    },
    body: JSON.stringify(
      busOrderBody(
        bus,
        Array.from({ length: party }, (_, n) => person(n)),
      ),
    ),
  });

/**
 * The winner of the first round pays on the sandbox's page; then the same notification the
 * provider sends is sent again 100 times in a row and 20 at once. The order must be paid
 * once: its paid_at never moves, and one letter about it goes out.
 */
async function notificationStorm(site: LoadSite, account: Account, order: number): Promise<Storm> {
  const post = (apiPath: string, body: object) =>
    fetch(`${site.baseUrl}/api/v1/${apiPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: account.authorization,
        'x-forwarded-for': account.from,
      },
      body: JSON.stringify(body),
    });
  const init = await post('payment/init/', { order_id: order });
  if (!init.ok) throw new Error(`init: ${init.status} ${await init.text()}`);
  await payAtSandbox(((await init.json()) as { url: string }).url, CARDS.success);
  const db = new pg.Client({ connectionString: site.databaseUrl });
  await db.connect();
  try {
    const providerId = (
      await db.query<{ id: string }>(
        'select provider_payment_id as id from payments where order_id = $1 order by id desc limit 1',
        [order],
      )
    ).rows[0]!.id;
    const paidAt = async () =>
      (
        await db.query<{ paid_at: Date | null; status: string }>(
          'select paid_at, status from orders where id = $1',
          [order],
        )
      ).rows[0]!;
    const notify = async () => {
      const res = await fetch(`${site.baseUrl}/api/v1/payment/checkout/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'notification',
          event: 'payment.succeeded',
          object: { id: providerId, status: 'succeeded', paid: true },
        }),
      });
      await res.arrayBuffer();
      return String(res.status);
    };
    const count = (statuses: string[]) =>
      statuses.reduce<Record<string, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
    const seen = new Set<string>();
    const sequential: string[] = [];
    for (let i = 0; i < 100; i++) {
      sequential.push(await notify());
      const at = (await paidAt()).paid_at;
      if (at) seen.add(at.toISOString());
    }
    const concurrent = await Promise.all(Array.from({ length: 20 }, notify));
    const at = (await paidAt()).paid_at;
    if (at) seen.add(at.toISOString());
    const letters = await lettersAbout(site, `Заказ № ${order} оплачен`);
    return {
      order,
      sequential: count(sequential),
      concurrent: count(concurrent),
      paidAtValues: seen.size,
      status: (await paidAt()).status,
      letters,
    };
  } finally {
    await db.end();
  }
}

/** Letters with this subject in the site's outbox once it has had time to send them all. */
export async function lettersAbout(site: LoadSite, subject: string): Promise<number> {
  let found = 0;
  // The letter carries the ticket's PDF, made by the job: on a loaded machine that takes a while.
  for (let wait = 0; wait < 120; wait++) {
    await new Promise((r) => setTimeout(r, 1000));
    const names = existsSync(site.outboxDir)
      ? readdirSync(site.outboxDir).filter((name) => name.endsWith('.eml'))
      : [];
    const subjects = await Promise.all(
      names.map(
        async (name) => (await simpleParser(readFileSync(path.join(site.outboxDir, name)))).subject,
      ),
    );
    found = subjects.filter((s) => s === subject).length;
    if (found > 0 && wait >= 5) break;
  }
  return found;
}
