import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Order } from '@peresadka/contracts/orders';
import type { BusResult, PlaneResult, TrainResult } from '@peresadka/contracts/search-results';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.ts';
import { runOperator } from '../operator/operator-cli.ts';
import { miniFeed, miniGeography } from '../test-support/mini-network.ts';
import {
  busOrderBody,
  buyer,
  type Buyer,
  contacts,
  person,
  search,
  searchDate,
  trainOrderBody,
  withMiniNetwork,
  trainDetailBody,
} from '../test-support/orders.ts';
import { payOrder, startPaymentsWorld, type PaymentsWorld } from '../test-support/payments.ts';
import { testBackend } from '../test-support/test-app.ts';
import { loadDemoNetwork } from '../timetable/load-demo.ts';

const serverRoot = path.resolve(import.meta.dirname, '../..');

describe(`connection protection on ${testBackend()}`, () => {
  let w: PaymentsWorld;
  let anna: Buyer;
  let boris: Buyer;
  let seat = 0;

  beforeAll(async () => {
    w = await startPaymentsWorld({ feedCheckMs: 100 });
    await withMiniNetwork(w.t);
    [anna, boris] = await Promise.all([buyer(w.t, 'anna'), buyer(w.t, 'boris')]);
  });
  afterAll(() => w?.close());

  const train002 = async (days: number): Promise<TrainResult> => {
    const found = (await search(w.t.app, 'Москва', 'Казань', searchDate(days))).train.find(
      (r) => r.train_number === '002Й',
    );
    return found!;
  };
  const trainPassenger = (n: number) => ({
    ...person(n),
    passenger_category: 'Adult',
    car_type: 'Compartment',
    car_number: '01',
    from_place_number: ++seat,
    to_place_number: seat,
  });
  const pay = async (who: Buyer, id: number) => {
    await payOrder(w.t, who, id);
    return id;
  };
  const created = async (who: Buyer, path: string, body: object) => {
    const res = await who.post(path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order_id: number }>().order_id;
  };
  const trainOrder = (who: Buyer, train: TrainResult) =>
    created(who, 'payment/create/train/', trainOrderBody(train, [trainPassenger(seat)]));
  const orderOf = async (who: Buyer, id: number) =>
    (await who.get('payment/all/')).json<Order[]>().find((o) => o.order_id === id)!;
  /** The scan, then the letters it wrote: the job runner claims them on its next round. */
  const runJobs = async () => {
    await w.t.app.jobs.runDue();
    await w.t.app.jobs.runDue();
  };
  const operator = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runOperator(args, {
      db: w.t.database.db,
      now: () => new Date(),
      out: (line) => lines.push(line),
    });
    return { code, text: lines.join('\n') };
  };
  const lettersAbout = (id: number) =>
    w.smtp.received.filter((m) => m.subject === `Расписание изменилось: заказ № ${id}`);
  const departureDay = (train: TrainResult) => train.departure_time.slice(0, 10);

  it('cancelling a paid train with the operator command flags it once, writes once, refunds it all and takes the train off sale', async () => {
    const train = await train002(3);
    const paid = await pay(anna, await trainOrder(anna, train));
    const unpaid = await trainOrder(anna, train);
    const otherDay = await pay(anna, await trainOrder(anna, await train002(4)));

    // Operators type numbers as they come: lower case is the same train.
    const { code, text } = await operator(
      'cancel-trip',
      '--number',
      '002й',
      '--date',
      departureDay(train),
      '--reason',
      'ремонт пути',
    );
    expect(code, text).toBe(0);
    expect(text).toContain('Отменён поезд 002Й «Татарстан» (ФПК)');
    expect(text).toContain('Оплаченных заказов на нём: 1');
    expect(text).toContain('Неоплаченных заказов: 1');

    // Twice, and on a second instance at the same time: still one flag and one letter.
    const second = await w.t.another({ background: false });
    try {
      await Promise.all([runJobs(), second.jobs.runDue(), second.disruptions.scan('ещё раз')]);
      await Promise.all([w.t.app.disruptions.scan('снова'), second.disruptions.scan('снова')]);
      await runJobs();
    } finally {
      await second.close();
    }

    const order = await orderOf(anna, paid);
    const day = Number(departureDay(train).slice(8, 10));
    expect(order.disruption).toMatch(new RegExp(`^Поезд 002Й ${day} [а-я]+ отменён: ремонт пути$`));
    expect((await orderOf(anna, unpaid)).disruption).toBeNull();
    expect((await orderOf(anna, otherDay)).disruption).toBeNull();
    expect((await anna.get(`payment/order/${paid}`)).json()).toMatchObject({
      disruption: order.disruption,
    });

    const letter = await w.smtp.waitFor(contacts.contact_email, `заказ № ${paid}`);
    expect(letter.text).toContain(order.disruption!);
    expect(letter.text).toContain('Все билеты поездки можно вернуть полностью');
    expect(letter.text).toContain('с сервисным сбором');
    expect(letter.text).toContain('/profile?tab=trips');
    expect(letter.text).toContain(`/profile?tab=trips&alternatives=${paid}`);
    expect(lettersAbout(paid)).toHaveLength(1);
    expect(lettersAbout(otherDay)).toHaveLength(0);
    const [outbox] = rowsOf<{ n: number }>(
      await w.t.database.db.execute(
        sql`select count(*)::int as n from jobs where dedupe_key = ${`disruption:${paid}`}`,
      ),
    );
    expect(outbox!.n).toBe(1);

    // Searches no longer offer it, its detail page and a new order are refused.
    expect(await train002(3)).toBeUndefined();
    expect(await train002(4)).toBeDefined();
    const detail = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/train_detail',
      payload: {
        ...trainDetailBody(train),
        adult_quantity: 1,
      },
    });
    expect(detail.statusCode).toBe(404);
    const refused = await boris.post(
      'payment/create/train/',
      trainOrderBody(train, [trainPassenger(7)]),
    );
    expect(refused.statusCode).toBe(404);

    // The whole trip goes back without penalty, the service fee too.
    const [passenger] = order.passengers_data;
    const [document] = rowsOf<{ number: string }>(
      await w.t.database.db.execute(
        sql`select document_number as number from order_passengers where id = ${passenger!.order_id}`,
      ),
    );
    const quote = await anna.post('payment/return/amount', {
      order_item_id: passenger!.order_id,
      transport_type: 'train',
      document: document!.number,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ price: order.price, penalty: 0 });
  });

  it('refuses an unknown trip or date in Russian with a non-zero exit, and restores a cancelled one', async () => {
    const train = await train002(3);
    expect(train).toBeUndefined();
    const date = searchDate(3)
      .replaceAll('/', '-')
      .replace(/-(\d)$/, '-0$1');

    const unknown = await operator('cancel-trip', '--number', '999Я', '--date', date);
    expect(unknown).toEqual({ code: 1, text: 'Рейс с номером «999Я» в расписании не найден.' });
    const badDate = await operator('cancel-trip', '--number', '002Й', '--date', '31.02.2027');
    expect(badDate.code).toBe(1);
    expect(badDate.text).toContain('не распознана');
    const notRunning = await operator('cancel-trip', '--number', '002Й', '--date', '2025-06-01');
    expect(notRunning.code).toBe(1);
    expect(notRunning.text).toContain('не выполняется');
    expect((await operator('cancel-trip', '--date', date)).code).toBe(1);
    expect((await operator('delete-everything')).code).toBe(2);

    const [{ id }] = rowsOf<{ id: number }>(
      await w.t.database.db.execute(sql`select id from trips where number = '002Й'`),
    ) as [{ id: number }];
    const again = await operator('cancel-trip', '--trip-id', String(id), '--date', date);
    expect(again.code).toBe(0);
    expect(again.text).toContain('Уже отменён ранее');

    const restored = await operator('restore-trip', '--number', '002Й', '--date', date);
    expect(restored.code, restored.text).toBe(0);
    expect(restored.text).toContain('Отмена снята');
    await expect.poll(() => train002(3), { timeout: 5000 }).toBeDefined();
    expect((await operator('restore-trip', '--number', '002Й', '--date', date)).code).toBe(1);
  });

  it('answers the same trip as a search to the order’s owner only', async () => {
    const train = await train002(5);
    const id = await pay(anna, await trainOrder(anna, train));
    const res = await anna.get(`payment/order/${id}/alternatives`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      starting_point: 'Москва',
      starting_point_region: 'Москва',
      ending_point: 'Казань',
      ending_point_region: 'Республика Татарстан',
      date: searchDate(5),
      time_from: 0,
      time_to: 24,
      airplane_enabled: true,
      train_enabled: true,
      bus_enabled: true,
      combined_enabled: true,
      starting_train_station: null,
      ending_train_station: null,
      starting_airplane_station: null,
      ending_airplane_station: null,
      service_class: 'Economic',
      adult_quantity: 1,
      child_quantity: 0,
      baby_with_place_quantity: 0,
      baby_without_place_quantity: 0,
    });
    const again = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/old_routes',
      payload: res.json(),
    });
    expect(again.statusCode).toBe(200);

    expect((await boris.get(`payment/order/${id}/alternatives`)).statusCode).toBe(404);
    expect((await anna.get('payment/order/999999/alternatives')).statusCode).toBe(404);
    const visitor = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/payment/order/${id}/alternatives`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it.runIf(testBackend() === 'postgres')(
    // The command from its sources (`npm run operator` runs the same module built, and the
    // tests run before the build).
    'works as a real process: the operator command against the database',
    async () => {
      const bus = (await search(w.t.app, 'Тверь', 'Москва', searchDate(6))).bus.find(
        (b: BusResult) => b.race_id.length > 0 && b.departure_time.includes('T14:00'),
      )!;
      const id = await pay(
        boris,
        await created(boris, 'payment/create/bus/', busOrderBody(bus, [person(3)])),
      );
      const [row] = rowsOf<{ db: string }>(
        await w.t.database.db.execute(sql`select current_database() as db`),
      );
      const url = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/');
      url.pathname = `/${row!.db}`;
      const run = (...args: string[]) =>
        promisify(execFile)('npx', ['tsx', 'src/operator/operator-cli.ts', ...args], {
          cwd: serverRoot,
          env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: w.t.dataDir },
        }).then(
          ({ stdout }) => ({ code: 0, stdout }),
          (error: { code: number; stdout: string }) => ({
            code: error.code,
            stdout: error.stdout,
          }),
        );
      const date = bus.departure_time.slice(0, 10);
      const refused = await run('cancel-trip', '--number', '999', '--date', date);
      expect(refused).toEqual({
        code: 1,
        stdout: 'Рейс с номером «999» в расписании не найден.\n',
      });
      const done = await run('cancel-trip', '--number', '514', '--date', date);
      expect(done.code, done.stdout).toBe(0);
      expect(done.stdout).toContain('Отменён автобус 514');
      expect(done.stdout).toContain('Оплаченных заказов на нём: 1');

      await runJobs();
      expect((await orderOf(boris, id)).disruption).toMatch(/^Автобус 514 \d+ [а-я]+ отменён$/);
      expect(lettersAbout(id)).toHaveLength(1);
    },
  );

  // Last: the re-import gives every trip a new id.
  it('after a re-import, flags a plane connection the first flight now reaches too late, and nothing else', async () => {
    const date = searchDate(7);
    const flight = (await search(w.t.app, 'Москва', 'Владивосток', date)).airplane.find(
      (r: PlaneResult) => r.segments[0]!.flights.length === 2,
    )!;
    expect(flight.segments[0]!.flights.map((f) => f.flight_number)).toEqual(['SU 1250', 'SU 6300']);
    const avia = await pay(
      anna,
      await created(anna, 'payment/create/avia/', {
        passengers: [{ ...person(4), category: 'Adult', passenger_type_id: 'Adult' }],
        contacts,
        flights: flight.segments[0]!.flights.map((f) => f.id),
        gds: flight.gds,
        pricing_gds: flight.gds,
        service_class: 'Economic',
        adult_quantity: 1,
      }),
    );
    const untouched = await pay(anna, await trainOrder(anna, await train002(7)));

    // SU 1250 now leaves at 11:00 and lands in Казань at 12:35; SU 6300 still leaves at 13:00.
    const later = {
      ...miniFeed,
      trips: miniFeed.trips.map((trip) =>
        trip.number === 'SU 1250' ? { ...trip, departureMinute: 11 * 60 } : trip,
      ),
    };
    await loadDemoNetwork(w.t.database.db, miniGeography, later, 'mini-later');
    await runJobs();

    expect((await orderOf(anna, avia)).disruption).toBe(
      'Пересадка с рейса SU 1250 на рейс SU 6300 (Казань) сократилась до 25 мин — меньше минимальных 60 мин',
    );
    expect((await orderOf(anna, untouched)).disruption).toBeNull();
    const letter = await w.smtp.waitFor(contacts.contact_email, `заказ № ${avia}`);
    expect(letter.text).toContain('сократилась до 25 мин');
    expect(lettersAbout(untouched)).toHaveLength(0);
  });
});
