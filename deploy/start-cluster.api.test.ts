import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captchaMessages } from '@peresadka/contracts/captcha';
import { isPresold, presoldShare } from '@peresadka/contracts/presold';
import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { ZSearchResponse, type BusResult } from '@peresadka/contracts/search-results';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@peresadka/server/database';
import { rowsOf } from '@peresadka/server/database/rows';
import { freePort } from '@peresadka/server/net/free-port';
import { ridesOf } from '@peresadka/server/rides/route-id';
import {
  createActiveUser,
  EASY_CAPTCHA,
  solveCaptchaAt,
} from '@peresadka/server/test-support/accounts';
import { busOrderBody, newKey, person } from '@peresadka/server/test-support/orders';
import { createTestPostgres } from '@peresadka/server/test-support/test-app';

const root = path.resolve(import.meta.dirname, '..');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SUGGEST_PER_MINUTE = 6;

/**
 * `npm run start:cluster` as an operator runs it — nginx in front of two API processes, the
 * local PostgreSQL (a database of this run's own) and Redis (a key prefix of its own) — and
 * what must hold when any process may answer any request.
 */
describe('the cluster: nginx, two API processes, PostgreSQL and Redis', () => {
  let cluster: ChildProcess;
  let output = '';
  let database: Database;
  let dropDatabase = async () => {};
  const dataDir = mkdtempSync(path.join(tmpdir(), 'peresadka-cluster-'));
  const prefix = `peresadka-test-${randomBytes(4).toString('hex')}:`;
  let site: string;
  let api: [string, string];
  let pids: number[];
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  beforeAll(async () => {
    const postgres = await createTestPostgres();
    dropDatabase = postgres.drop;
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    cluster = spawn('npm', ['run', 'start:cluster'], {
      cwd: root,
      // Its own process group, so the cleanup reaches npm, the script, nginx and the processes.
      detached: true,
      env: {
        // As from a shell: the test runner's own variables (NODE_ENV=test) would make the
        // web build a development one.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|VITEST|TEST)/.test(name)),
        ),
        ...EASY_CAPTCHA,
        CLUSTER_PROCESSES: '2',
        CLUSTER_PORT: String(port),
        CLUSTER_API_PORT: '0',
        PAYMENT_SANDBOX_PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        RATE_LIMIT_SUGGEST_PER_MINUTE: String(SUGGEST_PER_MINUTE),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cluster.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = await new Promise<RegExpExecArray[]>((resolve, reject) => {
      cluster.once('exit', (code) => reject(new Error(`кластер завершился: ${code}\n${output}`)));
      cluster.stdout!.on('data', () => {
        const lines = [
          ...output.matchAll(/процесс API: (http:\/\/127\.0\.0\.1:\d+) \(pid (\d+)\)/g),
        ];
        if (lines.length === 2) resolve(lines);
      });
    });
    api = [started[0]![1]!, started[1]![1]!];
    pids = started.map((line) => Number(line[2]));
    database = await openDatabase({ kind: 'postgres', url: postgres.url });
  }, 240_000);

  afterAll(async () => {
    if (cluster?.pid && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve));
      process.kill(-cluster.pid, 'SIGTERM');
      await exited;
    }
    await database?.close();
    await dropDatabase();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const call = (base: string, pathname: string, init: RequestInit & { body?: string } = {}) =>
    fetch(`${base}${pathname}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });

  const signIn = async (base: string, username: string, password: string) => {
    const captcha = await solveCaptchaAt(base);
    const res = await call(base, '/api/token/', {
      method: 'POST',
      body: JSON.stringify({ username, password, captcha }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return { captcha, authorization: `JWT ${((await res.json()) as { access: string }).access}` };
  };

  it('serves the build from nginx and the pages and API from the processes', async () => {
    const page = await fetch(`${site}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
    const asset = await fetch(`${site}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${site}/assets/no-such-chunk.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'not_found', detail: 'Файл не найден.' });
  });

  it('buys the last place of a bus from both processes at once: one sale, round after round', async () => {
    const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));
    const found = await call(site, '/api/v1/old_routes', {
      method: 'POST',
      body: JSON.stringify({ starting_point: 'Москва', ending_point: 'Тверь', date }),
    });
    expect(found.status).toBe(200);
    const bus: BusResult = ZSearchResponse.parse(await found.json()).bus[0]!;
    const [ride] = ridesOf(bus.route_id)!;
    const [{ seats, demand }] = rowsOf<{ seats: number; demand: number | null }>(
      await database.db.execute(
        sql`select (properties->>'seats')::int as seats, (properties->>'demand')::float as demand
            from trips where id = ${ride!.tripId}`,
      ),
    ) as [{ seats: number; demand: number | null }];
    // The carrier sold some places before us (the trip's seeded demand): the last place is the
    // highest of the rest, and every other one is sold already, on the whole route.
    const share = demand === null ? 0 : presoldShare(demand, ride!.serviceDate, new Date());
    const run = `${ride!.tripId}|${ride!.serviceDate}`;
    const open = Array.from({ length: seats }, (_, n) => String(n + 1)).filter(
      (seat) => !isPresold(run, 0, seat, share),
    );
    const last = open.pop()!;
    for (const seat of open) {
      await database.db.execute(sql`
        insert into seat_holds (trip_id, service_date, car_number, seat, from_sequence, to_sequence)
        values (${ride!.tripId}, ${ride!.serviceDate}, 0, ${seat}, 1, 999)`);
    }
    const anna = await createActiveUser(database.db, 'anna');
    const boris = await createActiveUser(database.db, 'boris');
    // Each signs in at one process and buys at the other: sessions live in PostgreSQL.
    const buyers = [
      { base: api[1], ...(await signIn(api[0], anna.username, anna.password)) },
      { base: api[0], ...(await signIn(api[1], boris.username, boris.password)) },
    ];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        buyers.map((b, i) =>
          call(b.base, '/api/v1/payment/create/bus/', {
            method: 'POST',
            headers: { authorization: b.authorization, 'idempotency-key': newKey() },
            body: JSON.stringify(busOrderBody(bus, [{ ...person(i), place_number: null }])),
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((a) => a.status === 200);
      const order = (await answers[winner]!.json()) as {
        order_id: number;
        reservation_results: { place_number: string }[];
      };
      expect(order.reservation_results[0]!.place_number).toBe(last);
      expect(((await answers[1 - winner]!.json()) as { detail: string }).detail).toMatch(
        /^Свободных мест для всех пассажиров не осталось/,
      );
      const sold = rowsOf<{ orders: number }>(
        await database.db.execute(sql`
          select count(distinct order_id)::int as orders from seat_holds
          where trip_id = ${ride!.tripId} and service_date = ${ride!.serviceDate}
            and seat = ${last}`),
      );
      expect(sold).toEqual([{ orders: 1 }]);
      // The winner cancels through nginx, so the place is the last free one again.
      const cancel = await call(site, '/api/v1/payment/cancel/', {
        method: 'POST',
        headers: { authorization: buyers[winner]!.authorization },
        body: JSON.stringify({ order_id: order.order_id }),
      });
      expect(cancel.status, await cancel.clone().text()).toBe(200);
    }
  }, 120_000);

  it('answers a combined search started at one process from the other', async () => {
    const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));
    const started = await call(api[0], '/api/v1/routes', {
      method: 'POST',
      body: JSON.stringify({ starting_point: 'Москва', ending_point: 'Казань', date }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { combined_route: id } = (await started.json()) as { combined_route: string };
    // Polled at the other process, as nginx may well send the next request there.
    await expect
      .poll(() => fetch(`${api[1]}/api/v1/combined_routes/${id}`).then((r) => r.status), {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(200);
  }, 90_000);

  it('shares captcha replays and per-address limits, and takes the address from nginx only', async () => {
    // A captcha solved for one process is spent for the other one too.
    const login = (base: string, captcha: string) =>
      call(base, '/api/token/', {
        method: 'POST',
        body: JSON.stringify({ username: 'anna', password: 'не тот пароль', captcha }),
      });
    const captcha = await solveCaptchaAt(api[0]);
    expect((await login(api[0], captcha)).status).toBe(401);
    const replay = await login(api[1], captcha);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ captcha: [captchaMessages.reused] });

    const suggest = (base: string, headers: Record<string, string> = {}) =>
      call(base, '/api/v1/search_city', {
        method: 'POST',
        headers,
        body: JSON.stringify({ search_text: 'Тве' }),
      });
    // Half the minute's suggestions at each process: one counter for the address in Redis.
    for (let i = 0; i < SUGGEST_PER_MINUTE / 2; i++) {
      expect((await suggest(api[0])).status).toBe(200);
      expect((await suggest(api[1])).status).toBe(200);
    }
    // Through nginx, an address the client writes itself is replaced by its own.
    const spoofed = await suggest(site, { 'x-forwarded-for': '198.51.100.9' });
    expect(spoofed.status).toBe(429);
    expect(Number(spoofed.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('drains a process on SIGTERM: its request in flight is answered, nginx sends the rest elsewhere, and it comes back', async () => {
    const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));
    const body = JSON.stringify({ starting_point: 'Москва', ending_point: 'Тверь', date });
    const half = Math.floor(body.length / 2);
    // The request is under way (half its body sent) when the process is told to stop.
    const { port } = new URL(api[0]);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/old_routes',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      setTimeout(() => req.end(body.slice(half)), 1500);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(pids[0]!, 'SIGTERM');
    // Meanwhile the site answers every request through the other process.
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${site}/api/health`)).status).toBe(200);
    }
    const drained = await answer;
    expect(drained.status, drained.body).toBe(200);
    expect(ZSearchResponse.parse(JSON.parse(drained.body)).bus.length).toBeGreaterThan(0);
    await expect.poll(() => alive(pids[0]!), { timeout: 40_000, interval: 200 }).toBe(false);
    // The cluster starts the stopped process again, on its port.
    await expect
      .poll(
        () =>
          fetch(`${api[0]}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 60_000,
          interval: 500,
        },
      )
      .toBe(200);
  }, 90_000);

  it('answers in Russian, with a time to retry, while no API process is up', async () => {
    // Each process's latest pid: started, or started again after the test above.
    const current = (url: string) =>
      Number(
        [...output.matchAll(/процесс API(?: перезапущен)?: (\S+) \(pid (\d+)\)/g)]
          .filter((line) => line[1] === url)
          .at(-1)![2],
      );
    // The line of a restart reaches us a moment after the process answers.
    await expect
      .poll(() => api.every((url) => alive(current(url))), { timeout: 30_000 })
      .toBe(true);
    for (const url of api) process.kill(current(url), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const call = await fetch(`${site}/api/health`);
    expect(call.status).toBe(503);
    expect(call.headers.get('retry-after')).toBe('5');
    expect(await call.json()).toEqual({
      code: 'unavailable',
      detail: 'Сервис временно недоступен. Повторите запрос через несколько секунд.',
    });
    const page = await fetch(`${site}/results`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('Сайт временно недоступен');

    await expect
      .poll(
        () =>
          fetch(`${site}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000, interval: 500 },
      )
      .toBe(200);
  }, 90_000);
});
