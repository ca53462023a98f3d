import { alertMessages, MAX_ACTIVE_ALERTS, type Alert } from '@peresadka/contracts/alerts';
import type { TrainResult } from '@peresadka/contracts/search-results';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.ts';
import { ridesOf, routeIdOf } from '../rides/route-id.ts';
import { KAZAN_RAIL, MOSCOW_KAZANSKY } from '../test-support/mini-network.ts';
import {
  buyer,
  type Buyer,
  newKey,
  person,
  search,
  searchDate,
  trainOrderBody,
  withMiniNetwork,
} from '../test-support/orders.ts';
import { occupy } from '../test-support/occupy.ts';
import { payOrder, startPaymentsWorld, type PaymentsWorld } from '../test-support/payments.ts';
import type { ReceivedMail } from '../test-support/smtp-sink.ts';
import { testBackend } from '../test-support/test-app.ts';

const car = (number: number, type: 'Compartment' | 'ReservedSeat') => ({
  number,
  type,
  serviceClass: type === 'Compartment' ? '2К' : '3Э',
  seats: 4,
  twoStorey: false,
  secondFloorSeats: [],
  schemaId: `${type}-4`,
  fareBase: 2_000_00,
  farePerKm: 100,
  bedding: true,
  beddingPrice: 0,
  petsAllowed: false,
  saleForbidden: false,
});

/** A night train with one bay of four berths per car: a class sells out with one order. */
const smallTrain = {
  mode: 'TRAIN' as const,
  number: '010Ж',
  name: 'Сокол',
  carrierCode: 'FPK',
  serviceKey: 'daily',
  timeZone: 'Europe/Moscow',
  departureMinute: 22 * 60,
  stops: [
    [MOSCOW_KAZANSKY, 0, 0, 0],
    [KAZAN_RAIL, 700, 700, 800],
  ].map(([stationId, arrivalOffset, departureOffset, distanceKm]) => ({
    stationId: stationId!,
    arrivalOffset: arrivalOffset!,
    departureOffset: departureOffset!,
    distanceKm: distanceKm!,
    boarding: true,
    alighting: true,
  })),
  properties: {
    mode: 'TRAIN' as const,
    displayNumber: '010Ж',
    category: 'Скорый фирменный',
    isSuburban: false,
    hasElectronicRegistration: true,
    hasTwoStoreyCars: false,
    isSaleForbidden: false,
    cars: [car(1, 'Compartment'), car(2, 'ReservedSeat')],
  },
};

/** A passenger on berth `place` of the compartment car. */
const berth = (place: number) => ({
  ...person(place),
  passenger_category: 'Adult',
  car_type: 'Compartment',
  car_number: '01',
  from_place_number: place,
  to_place_number: place,
});

const PLACE_FREED = 'Появилось место';

describe(`sold-out alerts on ${testBackend()}`, () => {
  let w: PaymentsWorld;
  let clock = new Date();
  let train: TrainResult;
  let anna: Buyer;
  let boris: Buyer;

  beforeAll(async () => {
    w = await startPaymentsWorld({ now: () => clock });
    await withMiniNetwork(w.t, [smallTrain]);
    train = (await search(w.t.app, 'Москва', 'Казань', searchDate(2))).train.find(
      (r) => r.train_number === '010Ж',
    )!;
    [anna, boris] = await Promise.all([buyer(w.t, 'anna'), buyer(w.t, 'boris')]);
  });
  afterAll(() => w?.close());

  const app = () => w.t.app;
  const compartment = (routeId = train.route_id) => ({
    transport_type: 'TRAIN',
    route_id: routeId,
    car_type: 'Compartment',
  });
  /** The same ride on another service date: a train runs daily. */
  const sameTrainOn = (days: number) => {
    const [key] = ridesOf(train.route_id)!;
    const date = new Date(`${key!.serviceDate}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return routeIdOf([{ ...key!, serviceDate: date.toISOString().slice(0, 10) }]);
  };
  /** The train's result `days` after the first test's. */
  const trainOn = async (days: number) =>
    (await search(app(), 'Москва', 'Казань', searchDate(2 + days))).train.find(
      (r) => r.train_number === '010Ж',
    )!;
  /** Every compartment berth of the ride sold to someone else, in one order of four. */
  const fillCompartment = async (result = train) => {
    const made = await anna.post(
      'payment/create/train/',
      trainOrderBody(result, [1, 2, 3, 4].map(berth)),
    );
    expect(made.statusCode, made.body).toBe(200);
    return made.json<{ order_id: number }>().order_id;
  };
  /** Runs every job due, including those the jobs write, as the runner would over time. */
  const runJobs = async (instance: FastifyInstance = app()) => {
    while ((await instance.jobs.runDue()) > 0);
  };
  const lettersTo = (who: string): ReceivedMail[] =>
    w.smtp.received.filter(
      (m) => m.to.includes(`${who}@example.ru`) && m.subject.includes(PLACE_FREED),
    );
  const moveClock = async (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
    await Promise.all([anna, boris].map((b) => b.signInAgain()));
  };

  it('refuses to wait while the class still has places, and asks visitors to sign in', async () => {
    const free = await boris.post('alerts/', compartment());
    expect(free.statusCode).toBe(409);
    expect(free.json()).toEqual({ code: 'conflict', detail: alertMessages.placesLeft });
    const visitor = await app().inject({
      method: 'POST',
      url: '/api/v1/alerts/',
      headers: { 'idempotency-key': newKey() },
      payload: compartment(),
    });
    expect(visitor.statusCode).toBe(401);
    const unknownMode = await boris.post('alerts/', { route_id: train.route_id });
    expect(unknownMode.statusCode).toBe(400);
    expect(unknownMode.json()).toEqual({ transport_type: [alertMessages.unknownMode] });
    const busForTrain = await boris.post('alerts/', { ...compartment(), transport_type: 'BUS' });
    expect(busForTrain.statusCode).toBe(404);
  });

  it('a sold-out alert fires once when a hold expires', async () => {
    const orderId = await fillCompartment();
    const subscribed = await boris.post('alerts/', compartment(), 'boris-waits-for-010');
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const alert = subscribed.json<Alert>();
    expect(alert).toMatchObject({
      route_id: train.route_id,
      transport_type: 'TRAIN',
      car_type: 'Compartment',
      service_class: null,
      title: 'Поезд 010Ж «Сокол»: Казанский вокзал — Казань-Пассажирская',
      departure_time: train.departure_time,
      email: 'boris@example.ru',
      status: 'WAITING',
    });

    // Asked again, by a repeat of the request or by a new one, it is the same alert.
    for (const key of ['boris-waits-for-010', newKey()]) {
      const again = await boris.post('alerts/', compartment(), key);
      expect(again.json<Alert>().alert_id).toBe(alert.alert_id);
    }
    const otherBody = await boris.post(
      'alerts/',
      { ...compartment(), car_type: null },
      'boris-waits-for-010',
    );
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json()).toMatchObject({ code: 'idempotency_conflict' });
    // Any car would do, and the плацкарт car still has berths.
    const anyCar = await boris.post('alerts/', { ...compartment(), car_type: null });
    expect(anyCar.json()).toEqual({ code: 'conflict', detail: alertMessages.placesLeft });
    expect((await boris.get('alerts/')).json<Alert[]>().map((a) => a.alert_id)).toEqual([
      alert.alert_id,
    ]);

    // Nothing is free yet: the check the subscription wrote finds no place.
    await runJobs();
    expect(lettersTo('boris')).toEqual([]);

    // The hold lapses; the sweeper frees the berths and writes a check in the same transaction
    // — ours at once, a supplier's by the cancellation job it writes, which writes the check.
    await moveClock(16);
    await app().orders.expireLapsed();
    const [status] = rowsOf<{ status: string }>(
      await w.t.database.db.execute(sql`select status from orders where id = ${orderId}`),
    );
    expect(status!.status).toBe('CANCELLED');
    if (w.t.trains.kind === 'im') await app().jobs.runDue();
    const pending = rowsOf<{ n: number }>(
      await w.t.database.db.execute(sql`
        select count(*)::int as n from jobs where kind = 'alerts:check' and done_at is null`),
    );
    expect(pending).toEqual([{ n: 1 }]);

    // Checks running at once on two instances, besides the one the sweep wrote: each finds
    // the alert waiting and the berths free, and one letter is written.
    const [key] = ridesOf(train.route_id)!;
    const instances = [{ tripId: key!.tripId, serviceDate: key!.serviceDate }];
    const second = await w.t.another({ background: false, now: () => clock });
    try {
      await Promise.all(
        [app(), second, app(), second, app(), second].map((i) => i.alerts.check(instances)),
      );
      await Promise.all([runJobs(), runJobs(second)]);
    } finally {
      await second.close();
    }
    const letterJobs = rowsOf<{ n: number }>(
      await w.t.database.db.execute(
        sql`select count(*)::int as n from jobs where kind = 'alerts:letter'`,
      ),
    );
    expect(letterJobs).toEqual([{ n: 1 }]);
    const [letter, ...more] = lettersTo('boris');
    expect(more).toEqual([]);
    expect(letter!.subject).toBe(`${PLACE_FREED}: ${alert.title}`);
    expect(letter!.text).toContain('в вагоне типа «Купе»');
    expect(letter!.text).toContain('может');
    expect(letter!.text).toMatch(new RegExp(`https?://\\S+/ride/${train.route_id}\\n`));
    expect(letter!.text).toMatch(/https?:\/\/\S+\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}/);
    expect((await boris.get('alerts/')).json()).toEqual([]);
    const repeated = await boris.post('alerts/', compartment(), 'boris-waits-for-010');
    expect(repeated.json()).toMatchObject({ alert_id: alert.alert_id, status: 'NOTIFIED' });

    // More places freed on the same train, the check run again: nothing more is sent.
    await cancelled(await fillCompartment());
    await runJobs();
    expect(lettersTo('boris')).toHaveLength(1);
  });

  /** Cancels an order of Anna's: its places go back on sale at once. */
  const cancelled = async (orderId: number) => {
    const res = await anna.post('payment/cancel/', { order_id: orderId });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('fires when a paid ticket is returned', async () => {
    const later = await trainOn(1);
    const routeId = later.route_id;
    const orderId = await fillCompartment(later);
    await payOrder(w.t, anna, orderId);
    const cora = await buyer(w.t, 'cora');
    expect((await cora.post('alerts/', compartment(routeId))).statusCode).toBe(200);
    await runJobs();
    expect(lettersTo('cora')).toEqual([]);

    const orders = (await anna.get('payment/all/')).json<
      { order_id: number; passengers_data: { order_id: number }[] }[]
    >();
    const passenger = orders.find((o) => o.order_id === orderId)!.passengers_data[2]!;
    const returned = await anna.post('payment/return/', {
      order_item_id: passenger.order_id,
      transport_type: 'train',
      document: person(3).document_number,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    await runJobs();
    const [letter, ...more] = lettersTo('cora');
    expect(more).toEqual([]);
    expect(letter!.text).toContain(`/ride/${routeId}`);
  });

  it('stops every waiting alert of the owner by the letter’s unsubscribe link, without sign-in', async () => {
    const [letter] = lettersTo('boris');
    const token = /\/alerts\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(letter!.text)![1]!;
    const later = await trainOn(2);
    const routeId = later.route_id;
    const orderId = await fillCompartment(later);
    expect((await boris.post('alerts/', compartment(routeId))).statusCode).toBe(200);

    const unsubscribe = (payload: object) =>
      app().inject({ method: 'POST', url: '/api/v1/alerts/unsubscribe/', payload });
    const done = await unsubscribe({ token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ detail: alertMessages.unsubscribed });
    expect((await boris.get('alerts/')).json()).toEqual([]);
    expect((await unsubscribe({ token: 'A'.repeat(43) })).json()).toMatchObject({
      code: 'not_found',
      detail: alertMessages.badLink,
    });
    expect((await unsubscribe({ token: 'короткий' })).json()).toEqual({
      token: [alertMessages.badLink],
    });

    await cancelled(orderId);
    await runJobs();
    expect(lettersTo('boris')).toHaveLength(1);
  });

  it('lets the owner switch an alert off, and nobody else', async () => {
    const later = await trainOn(3);
    const routeId = later.route_id;
    const orderId = await fillCompartment(later);
    const alert = (await boris.post('alerts/', compartment(routeId))).json<Alert>();
    expect((await anna.post('alerts/cancel/', { alert_id: alert.alert_id })).statusCode).toBe(404);
    const off = await boris.post('alerts/cancel/', { alert_id: alert.alert_id });
    expect(off.json()).toEqual({ detail: alertMessages.cancelled });
    expect((await boris.get('alerts/')).json()).toEqual([]);
    await cancelled(orderId);
    await runJobs();
    expect(lettersTo('boris')).toHaveLength(1);
  });

  it(`keeps at most ${MAX_ACTIVE_ALERTS} alerts of an account waiting`, async () => {
    const dasha = await buyer(w.t, 'dasha');
    // Berths sold long ago on the train's next days: they never come back.
    for (let day = 4; day <= 5 + MAX_ACTIVE_ALERTS; day++) {
      await occupy(w.t, sameTrainOn(day), 1, [1, 2, 3, 4]);
    }
    for (let day = 4; day < 4 + MAX_ACTIVE_ALERTS; day++) {
      const res = await dasha.post('alerts/', compartment(sameTrainOn(day)));
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await dasha.post('alerts/', compartment(sameTrainOn(4 + MAX_ACTIVE_ALERTS)));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 'conflict', detail: alertMessages.tooMany });
    const first = (await dasha.get('alerts/')).json<Alert[]>()[0]!;
    await dasha.post('alerts/cancel/', { alert_id: first.alert_id });
    const room = await dasha.post('alerts/', compartment(sameTrainOn(4 + MAX_ACTIVE_ALERTS)));
    expect(room.statusCode, room.body).toBe(200);
  });

  it('watches a flight’s cabin: business sold out while economy sells', async () => {
    const flight = (await search(app(), 'Москва', 'Казань', searchDate(2))).airplane[0]!;
    const [ride] = ridesOf(flight.route_id)!;
    for (const seat of ['1A', '1C', '1D', '1F', '2A', '2C', '2D', '2F']) {
      await w.t.database.db.execute(sql`
        insert into seat_holds (trip_id, service_date, car_number, seat, from_sequence, to_sequence)
        select ${ride!.tripId}, ${ride!.serviceDate}, 0, ${seat}, 0, max(sequence)
        from trip_stops where trip_id = ${ride!.tripId}`);
    }
    const wanted = (service_class: string) => ({
      transport_type: 'PLANE',
      route_id: flight.route_id,
      service_class,
    });
    const economy = await boris.post('alerts/', wanted('Economic'));
    expect(economy.json()).toEqual({ code: 'conflict', detail: alertMessages.placesLeft });
    const business = await boris.post('alerts/', wanted('Business'));
    expect(business.statusCode, business.body).toBe(200);
    expect(business.json()).toMatchObject({
      transport_type: 'PLANE',
      car_type: null,
      service_class: 'Business',
      title: 'Рейс SU 1250: Шереметьево — Казань',
    });
  });
});
