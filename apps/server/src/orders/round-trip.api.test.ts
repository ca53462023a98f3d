import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CombinedConfirmState, Order } from '@peresadka/contracts/orders';
import type { ReturnAmountResponse } from '@peresadka/contracts/payments';
import type { PlaneResult, TrainResult } from '@peresadka/contracts/search-results';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.ts';
import { kazanMoscowTrain } from '../test-support/mini-network.ts';
import {
  buyer,
  type Buyer,
  contacts,
  person,
  search,
  searchDate,
  withMiniNetwork,
} from '../test-support/orders.ts';
import { payOrder, startPaymentsWorld, type PaymentsWorld } from '../test-support/payments.ts';
import { testBackend } from '../test-support/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

const trainLeg = { car_type: 'Compartment', car_number: null, place: null, bedding: false };
const anyPlace = { car_type: null, car_number: null, place: null, bedding: false };

/** The file's pages as text, each page's lines run together. */
const pdfPages = (file: string) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' '))
    .filter((page) => page.trim() !== '');

describe(`a round trip as one order on ${testBackend()}`, () => {
  let w: PaymentsWorld;
  let anna: Buyer;
  let dir: string;
  /** Москва → Казань by air on the day after tomorrow, and the trains back the day before and after. */
  let flightThere: PlaneResult;
  let trainBack: TrainResult;
  let trainTooEarly: TrainResult;

  const db = () => w.t.database.db;
  const body = (returnRouteId: string, passengers: object[]) => ({
    route_id: flightThere.route_id,
    return_route_id: returnRouteId,
    service_class: 'Economic',
    passengers,
    contacts,
  });
  const traveller = (n: number) => ({
    ...person(n),
    category: 'Adult',
    legs: [anyPlace, trainLeg],
  });

  beforeAll(async () => {
    execFileSync(
      'bash',
      [path.join(root, 'scripts/ensure-debian-tools.sh'), 'poppler-utils', 'pdftotext'],
      { stdio: 'inherit' },
    );
    dir = mkdtempSync(path.join(tmpdir(), 'peresadka-round-'));
    w = await startPaymentsWorld();
    await withMiniNetwork(w.t, [kazanMoscowTrain]);
    flightThere = (await search(w.t.app, 'Москва', 'Казань', searchDate(2))).airplane.find((r) =>
      r.segments[0]!.flights.some((f) => f.flight_number === 'SU 1250'),
    )!;
    trainBack = (await search(w.t.app, 'Казань', 'Москва', searchDate(3))).train.find(
      (r) => r.display_train_number === '001Й',
    )!;
    trainTooEarly = (await search(w.t.app, 'Казань', 'Москва', searchDate(1))).train.find(
      (r) => r.display_train_number === '001Й',
    )!;
    expect([flightThere, trainBack, trainTooEarly].every(Boolean)).toBe(true);
    anna = await buyer(w.t, 'anna');
  });
  afterAll(async () => {
    await w?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('orders a flight there and a train back as one order, pays once, prints both ways, and returns the way back alone', async () => {
    const created = await anna.post(
      'payment/create/combined/',
      body(trainBack.route_id, [traveller(0)]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const state = created.json<CombinedConfirmState>();
    expect(state.routes.map((r) => [r.transport_type, r.flight_number, r.direction])).toEqual([
      ['PLANE', 'SU 1250', 'there'],
      ['TRAIN', '001Й', 'back'],
    ]);
    // The stay in Казань is no change: no least time to keep.
    expect(state.transfers).toEqual([
      expect.objectContaining({ arrival_station: 'Казань', min_change_minutes: 0 }),
    ]);
    expect(state.reservation_results.map((r) => r.transport_type)).toEqual(['PLANE', 'TRAIN']);
    const trainTotal = state.reservation_results.find((r) => r.transport_type === 'TRAIN')!.price;

    await payOrder(w.t, anna, state.order_id);
    const payments = rowsOf<{ status: string }>(
      await db().execute(sql`select status from payments where order_id = ${state.order_id}`),
    );
    expect(payments).toEqual([{ status: 'succeeded' }]);

    await w.t.app.jobs.runDue();
    const letter = await w.smtp.waitFor(
      contacts.contact_email,
      `Заказ № ${state.order_id} оплачен`,
    );
    expect(letter.text).toMatch(/Туда\. Рейс SU 1250/);
    expect(letter.text).toMatch(/Обратно\. Поезд 001Й/);

    const blank = await anna.get(`payment/blank/${state.order_id}`);
    expect(blank.statusCode, blank.body).toBe(200);
    const file = path.join(dir, 'round.pdf');
    writeFileSync(file, blank.rawPayload);
    const pages = pdfPages(file);
    // The itinerary, then a ticket per way.
    expect(pages).toHaveLength(3);
    expect(pages[0]).toMatch(/Туда/);
    expect(pages[0]).toMatch(/Обратно/);
    expect(pages[0]).toMatch(/Москва → Казань и обратно/);
    expect(pages[1]).toMatch(/Направление.*Туда/);
    expect(pages[1]).toMatch(/SU 1250/);
    expect(pages[2]).toMatch(/001Й/);
    // A supplier's train ticket is its own blank; ours says which way it goes.
    if (w.t.trains.kind !== 'im') expect(pages[2]).toMatch(/Направление.*Обратно/);

    const listed = (await anna.get('payment/all/'))
      .json<Order[]>()
      .find((o) => o.order_id === state.order_id)!;
    expect(listed.routes.map((r) => r.direction)).toEqual(['there', 'back']);
    expect(listed.transport_type).toBe('Туда и обратно');
    const request = {
      order_item_id: listed.passengers_data[0]!.order_id,
      transport_type: 'combined',
      document: '4506010000',
      direction: 'back',
    };
    const quote = await anna.post('payment/return/amount', request);
    expect(quote.statusCode, quote.body).toBe(200);
    const amount = quote.json<ReturnAmountResponse>();
    expect(amount.legs.map((l) => [l.route_index, l.transport_type])).toEqual([[1, 'TRAIN']]);
    expect(amount.price).toBeGreaterThan(0);
    expect(amount.price).toBeLessThanOrEqual(trainTotal);

    const returned = await anna.post('payment/return/', request);
    expect(returned.statusCode, returned.body).toBe(200);
    const again = await anna.post('payment/return/', request);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toBe('Этот билет уже возвращён');

    const after = (await anna.get('payment/all/'))
      .json<Order[]>()
      .find((o) => o.order_id === state.order_id)!;
    // The way there stays: the order and its traveller are still paid.
    expect(after.status).toBe('PAID');
    expect(after.passengers_data[0]).toMatchObject({ status: 'PAID', returned: [false, true] });
    const refunds = rowsOf<{ amount: number }>(
      await db().execute(sql`select amount from refunds where order_id = ${state.order_id}`),
    );
    expect(refunds).toEqual([{ amount: amount.price }]);
    // Only the flight is left on the ticket file.
    const left = await anna.get(`payment/blank/${state.order_id}`);
    writeFileSync(file, left.rawPayload);
    const kept = pdfPages(file);
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatch(/билет возвращён/);
    expect(kept[1]).toMatch(/SU 1250/);
  });

  it('refuses a way back that leaves before the way there arrives, in Russian, holding nothing', async () => {
    const res = await anna.post(
      'payment/create/combined/',
      body(trainTooEarly.route_id, [traveller(1)]),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Record<string, string[]>>()['return_route_id']).toEqual([
      expect.stringMatching(
        /^Обратная поездка должна отправляться после прибытия туда: туда прибываете \d\d\.\d\d в 10:35, а обратно отправление \d\d\.\d\d в 21:00/,
      ),
    ]);
    const waiting = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from orders where user_id = ${anna.id} and status = 'WAITING'`,
      ),
    );
    expect(waiting).toEqual([{ n: 0 }]);
  });

  it('refuses a search whose way back is dated before the way there', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/routes',
      payload: {
        starting_point: 'Москва',
        ending_point: 'Казань',
        date: searchDate(3),
        return_date: searchDate(2),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>()['return_date']).toEqual([
      'Дата «Обратно» не может быть раньше даты «Туда»',
    ]);
  });
});
