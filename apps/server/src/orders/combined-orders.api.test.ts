import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CombinedConfirmState, Order } from '@peresadka/contracts/orders';
import type { ReturnAmountResponse } from '@peresadka/contracts/payments';
import {
  ZCombinedRoutesResponse,
  type CombinedRoute,
  type PlaneResult,
  type TrainResult,
} from '@peresadka/contracts/search-results';
import { ZAviaDetailResponse, ZTrainDetailResponse } from '@peresadka/contracts/detail';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.ts';
import { runOperator } from '../operator/operator-cli.ts';
import { ridesOf } from '../rides/route-id.ts';
import {
  buyer,
  type Buyer,
  contacts,
  person,
  searchDate,
  withMiniNetwork,
  trainDetailBody,
} from '../test-support/orders.ts';
import { payOrder, startPaymentsWorld, type PaymentsWorld } from '../test-support/payments.ts';
import { testBackend } from '../test-support/test-app.ts';
import { supplierOrderOf, testTrainSupplier } from '../test-support/train-supplier.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A train leg's choice the form sends when the traveller leaves the places to us. */
const trainLeg = { car_type: 'ReservedSeat', car_number: null, place: null, bedding: false };
const anyPlace = { car_type: null, car_number: null, place: null, bedding: false };

describe(`a combined trip as one order on ${testBackend()}`, () => {
  let w: PaymentsWorld;
  let clock = new Date();
  let trip: CombinedRoute;
  let anna: Buyer;
  let boris: Buyer;
  let dir: string;

  const db = () => w.t.database.db;
  const combinedBody = (passengers: object[], routeId = trip.route_id) => ({
    route_id: routeId,
    service_class: 'Economic',
    passengers,
    contacts,
  });
  const traveller = (n: number, legs: object[] = [trainLeg, anyPlace]) => ({
    ...person(n),
    category: 'Adult',
    legs,
  });

  beforeAll(async () => {
    execFileSync(
      'bash',
      [path.join(root, 'scripts/ensure-debian-tools.sh'), 'poppler-utils', 'pdftotext'],
      { stdio: 'inherit' },
    );
    dir = mkdtempSync(path.join(tmpdir(), 'peresadka-combined-'));
    w = await startPaymentsWorld({ now: () => clock });
    await withMiniNetwork(w.t);
    const started = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/routes',
      payload: { starting_point: 'Тверь', ending_point: 'Владивосток', date: searchDate(2) },
    });
    const url = `/api/v1/combined_routes/${started.json<{ combined_route: string }>().combined_route}`;
    let res = await w.t.app.inject({ method: 'GET', url });
    for (let i = 0; i < 200 && res.statusCode === 202; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await w.t.app.inject({ method: 'GET', url });
    }
    // Тверь → Ленинградский вокзал by 752Ч, across Moscow to Шереметьево, SU 1700 on.
    trip = ZCombinedRoutesResponse.parse(res.json()).routes.find(
      (r) => r.legs.map((l) => l.transport_type).join() === 'TRAIN,PLANE',
    )!;
    expect(trip).toBeDefined();
    [anna, boris] = await Promise.all([buyer(w.t, 'anna'), buyer(w.t, 'boris')]);
  });
  afterAll(async () => {
    await w?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Free places on the train leg as a traveller sees them on its detail — whoever owns them:
   * our inventory, or the supplier that holds them for an order.
   */
  const freeOnTrain = async () => {
    const train = trip.legs[0] as TrainResult & { transport_type: 'TRAIN' };
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/train_detail',
      payload: {
        ...trainDetailBody(train),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZTrainDetailResponse.parse(res.json()).detail.car_info.reduce(
      (sum, car) => sum + car.free_places,
      0,
    );
  };
  const holdsOn = async (leg: number) => {
    const [key] = ridesOf(trip.legs[leg]!.route_id)!;
    return rowsOf<{ seat: string; order_id: number | null }>(
      await db().execute(
        sql`select seat, order_id from seat_holds where trip_id = ${key!.tripId} and service_date = ${key!.serviceDate}`,
      ),
    );
  };
  const create = async (who: Buyer, passengers: object[]) => {
    const res = await who.post('payment/create/combined/', combinedBody(passengers));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CombinedConfirmState>();
  };
  const cancel = (who: Buyer, orderId: number) =>
    who.post('payment/cancel/', { order_id: orderId });

  it('holds every leg for two passengers typed once, priced as the legs add up', async () => {
    const free = await freeOnTrain();
    const state = await create(anna, [
      traveller(0, [trainLeg, { ...anyPlace, place: '5A' }]),
      traveller(1),
    ]);
    expect(state.transport_type).toBe('combined');
    expect(state.routes.map((r) => [r.transport_type, r.flight_number])).toEqual([
      ['TRAIN', '752Ч'],
      ['PLANE', 'SU 1700'],
    ]);
    expect(state.transfers).toEqual([
      expect.objectContaining({
        arrival_station: 'Ленинградский вокзал',
        arrival_kind: 'RailwayStation',
        departure_station: 'Шереметьево',
        departure_kind: 'Airport',
        min_change_minutes: 90,
        station_change: true,
      }),
    ]);
    expect(state.reservation_results).toHaveLength(4);
    const chosen = state.reservation_results.find(
      (r) => r.transport_type === 'PLANE' && r.passenger_id === 0,
    );
    expect(chosen).toMatchObject({ place_number: '5A', returned: false });
    // The card's price is one adult's per leg; a chosen seat on the plane is on top.
    const seatPrice = chosen?.transport_type === 'PLANE' ? chosen.seat_price : 0;
    expect(state.price).toBe(2 * trip.routes_price + seatPrice);
    expect(state.price).toBe(state.reservation_results.reduce((sum, r) => sum + r.price, 0));
    expect(await freeOnTrain()).toBe(free - 2);
    expect((await holdsOn(1)).filter((h) => h.order_id === state.order_id)).toHaveLength(2);
    expect((await cancel(anna, state.order_id)).statusCode).toBe(200);
    expect(await freeOnTrain()).toBe(free);
    expect((await holdsOn(1)).filter((h) => h.order_id === state.order_id)).toEqual([]);
  });

  it('says which leg and which passenger a problem is about, and holds nothing', async () => {
    const res = await anna.post(
      'payment/create/combined/',
      combinedBody([traveller(0, [anyPlace, { ...anyPlace, place: '99Z' }])]),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json<Record<string, string[]>>();
    expect(errors['passengers.0.legs.0.car_type']).toEqual([
      expect.stringMatching(/^Участок 1, поезд 752Ч .*: укажите тип вагона для пассажира - 1$/),
    ]);
    expect(errors['passengers.0.legs.1.places.0']?.[0] ?? '').toMatch(
      /^Участок 2, рейс SU 1700 .*: В самолёте нет места 99Z$/,
    );
    const mixed = await anna.post(
      'payment/create/combined/',
      combinedBody([traveller(0)], trip.legs[0]!.route_id),
    );
    expect(mixed.statusCode).toBe(400);
  });

  it('holds nothing on any leg when the second leg’s last place goes to someone else at the same moment (×20)', async () => {
    const plane = trip.legs[1] as PlaneResult & { transport_type: 'PLANE' };
    const [key] = ridesOf(plane.route_id)!;
    const economy = [3, 4, 5, 6, 7, 8, 9, 10].flatMap((row) =>
      ['A', 'B', 'C', 'D', 'E', 'F'].map((seat) => `${row}${seat}`),
    );
    // Every economy seat but 10F is taken already (stop sequences count from 1).
    for (const seat of economy.slice(0, -1)) {
      await db().execute(sql`
        insert into seat_holds (trip_id, service_date, car_number, seat, from_sequence, to_sequence)
        values (${key!.tripId}, ${key!.serviceDate}, 0, ${seat}, 1, 2)`);
    }
    const trainFreeBefore = await freeOnTrain();
    const flightBody = {
      adult_quantity: 1,
      child_quantity: 0,
      baby_with_place_quantity: 0,
      baby_without_place_quantity: 0,
      passengers: [{ ...person(5), category: 'Adult', passenger_type_id: 'Adult', places: [] }],
      contacts,
      flights: [plane.route_id],
      gds: plane.gds,
      pricing_gds: plane.gds,
      service_class: 'Economic',
    };
    const outcomes = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const [whole, single] = await Promise.all([
        anna.post('payment/create/combined/', combinedBody([traveller(round)])),
        boris.post('payment/create/avia/', flightBody),
      ]);
      expect([whole.statusCode, single.statusCode].sort()).toEqual([200, 409]);
      const [winner, who] = whole.statusCode === 200 ? [whole, anna] : [single, boris];
      outcomes.add(who === anna ? 'trip' : 'flight');
      if (whole.statusCode === 409) {
        expect(whole.json<{ detail: string }>().detail).toMatch(
          /^Участок 2, рейс SU 1700 Шереметьево — Кневичи: (свободных мест|место 10F)/,
        );
        // Nothing of the trip stays held on the train either.
        expect(await freeOnTrain()).toBe(trainFreeBefore);
      } else {
        expect(await freeOnTrain()).toBe(trainFreeBefore - 1);
      }
      expect((await cancel(who, winner.json<{ order_id: number }>().order_id)).statusCode).toBe(
        200,
      );
    }
    expect(await freeOnTrain()).toBe(trainFreeBefore);
    expect(outcomes.size).toBeGreaterThan(0);
    await db().execute(
      sql`delete from seat_holds where trip_id = ${key!.tripId} and order_id is null`,
    );
  });

  it('pays once, prints one file with the itinerary and every leg, and returns the trip whole', async () => {
    const free = await freeOnTrain();
    const state = await create(anna, [traveller(0), traveller(1)]);
    await payOrder(w.t, anna, state.order_id);

    const blank = await anna.get(`payment/blank/${state.order_id}`);
    expect(blank.statusCode, blank.body).toBe(200);
    const file = path.join(dir, 'trip.pdf');
    writeFileSync(file, blank.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
    // A page's lines run together, so a phrase is found wherever the layout wrapped it.
    const pages = text
      .split('\f')
      .map((page) => page.replace(/\s+/g, ' '))
      .filter((page) => page.trim() !== '');
    // The itinerary and a page per passenger per leg: the supplier's own blanks for the train.
    expect(pages).toHaveLength(1 + 4);
    const legPages = pages.slice(1);
    expect(pages[0]).toMatch(/Маршрут поездки/);
    expect(pages[0]).toMatch(/Участок 1\. Поезд 752Ч/);
    expect(pages[0]).toMatch(/Участок 2\. Самолёт, рейс SU 1700/);
    expect(pages[0]).toMatch(/нужно не меньше 1 ч 30 мин/);
    expect(pages[0]).toMatch(/переезд в аэропорт Шереметьево/);
    expect(pages[0]).not.toMatch(/смена вокзала/);
    const trainPages = legPages.filter((page) => /Поезд 752Ч/.test(page));
    expect(trainPages).toHaveLength(2);
    expect(legPages.filter((page) => /Рейс SU 1700/.test(page))).toHaveLength(2);
    if (w.t.trains.kind === 'im') {
      expect(trainPages.every((page) => /контрольный купон/.test(page))).toBe(true);
    }

    const passenger = state.reservation_results[0]!.passenger_id;
    const orders = (await anna.get('payment/all/')).json<Order[]>();
    const item = orders.find((o) => o.order_id === state.order_id)!.passengers_data[passenger]!;
    const document = '4506010000';
    const request = {
      order_item_id: item.order_id,
      transport_type: 'combined',
      document,
      scope: 'order',
    };
    const quote = await anna.post('payment/return/amount', request);
    expect(quote.statusCode, quote.body).toBe(200);
    const amount = quote.json<ReturnAmountResponse>();
    expect(amount.legs.map((l) => [l.route_index, l.transport_type])).toEqual([
      [0, 'TRAIN'],
      [1, 'PLANE'],
    ]);
    expect(amount.price).toBe(amount.legs.reduce((sum, l) => sum + l.price, 0));
    expect(amount.involuntary).toBe(false);
    const back = await anna.post('payment/return/', request);
    expect(back.statusCode, back.body).toBe(200);
    const again = await anna.post('payment/return/', request);
    expect(again.statusCode).toBe(409);

    const after = (await anna.get('payment/all/'))
      .json<Order[]>()
      .find((o) => o.order_id === state.order_id)!;
    expect(after.status).toBe('RETURNED');
    expect(after.passengers_data.map((p) => [p.status, p.returned])).toEqual([
      ['RETURNED', [true, true]],
      ['RETURNED', [true, true]],
    ]);
    expect(await freeOnTrain()).toBe(free);
    expect((await holdsOn(1)).filter((h) => h.order_id === state.order_id)).toEqual([]);
    const refunds = rowsOf<{ amount: number }>(
      await db().execute(sql`select amount from refunds where order_id = ${state.order_id}`),
    );
    expect(refunds).toEqual([{ amount: amount.price }]);
  });

  it('prices a plane leg at the fare family chosen for it, and refuses an unknown one holding nothing', async () => {
    const plane = trip.legs[1] as PlaneResult & { transport_type: 'PLANE' };
    const priced = async (fareCode: string) => {
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/v1/avia_detail',
        payload: {
          gds: plane.gds,
          flights: [plane.segments[0]!.flights[0]!.id],
          passengers: [{ category: 'Adult', passenger_id: 1 }],
          service_class: 'Economic',
          fare_code: fareCode,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return ZAviaDetailResponse.parse(res.json()).common.total_price;
    };
    const [basic, standard] = [await priced('EB'), await priced('ES')];
    expect(standard).toBeGreaterThan(basic);

    const ordersOf = async () => (await anna.get('payment/all/')).json<Order[]>().length;
    const [free, orders] = [await freeOnTrain(), await ordersOf()];
    const refused = (fareCodes: (string | null)[]) =>
      anna.post('payment/create/combined/', {
        ...combinedBody([traveller(3)]),
        fare_codes: fareCodes,
      });
    const unknown = await refused([null, 'XX']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      'fare_codes.1': [
        expect.stringMatching(/^Участок 2, рейс SU 1700 .*: Рейс SU 1700 не продаёт этот тариф$/),
      ],
    });
    // Business's family is not sold in the economy cabin asked; a train sells no families.
    expect((await refused([null, 'BF'])).statusCode).toBe(400);
    expect((await refused(['ES', null])).json()).toEqual({
      'fare_codes.0': [
        expect.stringMatching(
          /^Участок 1, поезд 752Ч .*: тариф выбирается только на участке самолётом$/,
        ),
      ],
    });
    expect(await freeOnTrain()).toBe(free);
    expect(await ordersOf()).toBe(orders);

    const planeItem = (state: CombinedConfirmState) =>
      state.reservation_results.find((r) => r.transport_type === 'PLANE')!;
    const cheapest = await create(anna, [traveller(3)]);
    const res = await anna.post('payment/create/combined/', {
      ...combinedBody([traveller(4)]),
      fare_codes: [null, 'ES'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const withBag = res.json<CombinedConfirmState>();
    expect(planeItem(cheapest)).toMatchObject({ price: basic, fare_family: 'Эконом Базовый' });
    expect(planeItem(withBag)).toMatchObject({ price: standard, fare_family: 'Эконом Стандарт' });
    expect(withBag.price - cheapest.price).toBe(standard - basic);
    await payOrder(w.t, anna, withBag.order_id);
    const charged = rowsOf<{ amount: number }>(
      await db().execute(sql`select amount from payments where order_id = ${withBag.order_id}`),
    );
    expect(charged.map((p) => p.amount)).toEqual([withBag.price]);
    const blank = await anna.get(`payment/blank/${withBag.order_id}`);
    expect(blank.statusCode, blank.body).toBe(200);
    const file = path.join(dir, 'trip-with-bag.pdf');
    writeFileSync(file, blank.rawPayload);
    const flightPage = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    })
      .split('\f')
      .find((page) => /Рейс SU 1700/.test(page))!
      .replace(/\s+/g, ' ');
    expect(flightPage).toContain('Эконом Стандарт');
    expect(flightPage).toMatch(/Багаж 23 кг/);
    expect((await cancel(anna, cheapest.order_id)).statusCode).toBe(200);
  });

  it.runIf(testTrainSupplier() === 'im')(
    'undoes the whole trip when the train’s supplier will not issue its tickets: the flight’s seats freed, the payment refunded',
    async () => {
      const state = await create(anna, [traveller(5)]);
      w.t.trains.sandbox!.faults.add({ refuseConfirm: true, times: 1 });
      await expect(payOrder(w.t, anna, state.order_id)).rejects.toThrow(/CANCELLED/);
      await w.t.app.jobs.runDue();
      const order = (await anna.get('payment/all/'))
        .json<Order[]>()
        .find((o) => o.order_id === state.order_id)!;
      expect(order.status).toBe('CANCELLED');
      expect((await holdsOn(1)).filter((h) => h.order_id === state.order_id)).toEqual([]);
      const refunds = rowsOf<{ amount: number; reason: string }>(
        await db().execute(
          sql`select amount, reason from refunds where order_id = ${state.order_id}`,
        ),
      );
      expect(refunds).toEqual([{ amount: state.price, reason: 'supplier_refused' }]);
    },
  );

  it('returns only the legs not yet travelled once the first has left', async () => {
    const state = await create(anna, [traveller(2)]);
    await payOrder(w.t, anna, state.order_id);
    const saved = clock;
    try {
      // On the train, before the flight.
      clock = new Date(Date.parse(state.routes[0]!.departure_time) + 10 * 60_000);
      await anna.signInAgain();
      const orders = (await anna.get('payment/all/')).json<Order[]>();
      const item = orders.find((o) => o.order_id === state.order_id)!.passengers_data[0]!;
      const request = {
        order_item_id: item.order_id,
        transport_type: 'combined',
        document: '4506010002',
        scope: 'order',
      };
      const quote = (
        await anna.post('payment/return/amount', request)
      ).json<ReturnAmountResponse>();
      expect(quote.legs.map((l) => l.transport_type)).toEqual(['PLANE']);
      expect((await anna.post('payment/return/', request)).statusCode).toBe(200);
      const after = (await anna.get('payment/all/'))
        .json<Order[]>()
        .find((o) => o.order_id === state.order_id)!;
      expect(after.status).toBe('PAID');
      expect(after.passengers_data[0]).toMatchObject({ status: 'PAID', returned: [false, true] });
    } finally {
      clock = saved;
      await anna.signInAgain();
    }
  });

  it('flags the trip once when an operator cancels its flight, and returns everything paid, fee included', async () => {
    const state = await create(anna, [traveller(3)]);
    await payOrder(w.t, anna, state.order_id);
    const flight = state.routes[1]!;
    const lines: string[] = [];
    const code = await runOperator(
      [
        'cancel-trip',
        '--number',
        flight.flight_number,
        '--date',
        flight.departure_time.slice(0, 10),
      ],
      { db: db(), now: () => clock, out: (line) => lines.push(line) },
    );
    expect(code, lines.join('\n')).toBe(0);
    // The scan, then the letter it wrote; a second round finds nothing new.
    for (let round = 0; round < 3; round++) await w.t.app.jobs.runDue();
    await w.t.app.disruptions.scan('ещё раз');
    await w.t.app.jobs.runDue();

    const orders = (await anna.get('payment/all/')).json<Order[]>();
    const order = orders.find((o) => o.order_id === state.order_id)!;
    expect(order.disruption).toMatch(/^Рейс SU 1700 \d+ [а-я]+ отменён/);
    await w.smtp.waitFor(contacts.contact_email, `заказ № ${state.order_id}`);
    expect(
      w.smtp.received.filter(
        (m) => m.subject === `Расписание изменилось: заказ № ${state.order_id}`,
      ),
    ).toHaveLength(1);

    const request = {
      order_item_id: order.passengers_data[0]!.order_id,
      transport_type: 'combined',
      document: '4506010003',
      scope: 'order',
    };
    const quote = (await anna.post('payment/return/amount', request)).json<ReturnAmountResponse>();
    expect(quote).toMatchObject({ price: state.price, penalty: 0, involuntary: true });
    expect(quote.legs.map((l) => l.price)).toEqual(
      state.routes.map((_, i) =>
        state.reservation_results
          .filter((r) => r.route_index === i)
          .reduce((sum, r) => sum + r.price, 0),
      ),
    );
    expect(state.service_charge).toBeGreaterThan(0);
    expect((await anna.post('payment/return/', request)).statusCode).toBe(200);
    const refunds = rowsOf<{ amount: number }>(
      await db().execute(sql`select amount from refunds where order_id = ${state.order_id}`),
    );
    expect(refunds).toEqual([{ amount: state.price }]);
    if (w.t.trains.kind === 'im') {
      // The train's ticket goes back at its supplier too, whatever the supplier keeps of it.
      const atSupplier = await supplierOrderOf(w.t, state.order_id);
      expect(atSupplier.items.flatMap((i) => i.tickets.map((t) => t.status))).toEqual([
        expect.stringMatching(/^(returned|voided)$/),
      ]);
    }
    // The flight back on sale for what follows.
    const restore = ['restore-trip', '--number', flight.flight_number];
    expect(
      await runOperator([...restore, '--date', flight.departure_time.slice(0, 10)], {
        db: db(),
        now: () => clock,
        out: () => undefined,
      }),
    ).toBe(0);
  });

  it('flags a trip paid only after its train was cancelled: the payment asks for its own check', async () => {
    const state = await create(anna, [traveller(4)]);
    const train = state.routes[0]!;
    const code = await runOperator(
      ['cancel-trip', '--number', train.flight_number, '--date', train.departure_time.slice(0, 10)],
      { db: db(), now: () => clock, out: () => undefined },
    );
    expect(code).toBe(0);
    for (let round = 0; round < 2; round++) await w.t.app.jobs.runDue();
    const unpaid = (await anna.get('payment/all/'))
      .json<Order[]>()
      .find((o) => o.order_id === state.order_id)!;
    expect(unpaid.disruption).toBeNull();

    await payOrder(w.t, anna, state.order_id);
    for (let round = 0; round < 3; round++) await w.t.app.jobs.runDue();
    const paid = (await anna.get('payment/all/'))
      .json<Order[]>()
      .find((o) => o.order_id === state.order_id)!;
    expect(paid.disruption).toMatch(/^Поезд 752Ч \d+ [а-я]+ отменён/);
  });
});
