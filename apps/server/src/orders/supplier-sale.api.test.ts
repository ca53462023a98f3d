import { paymentMessages } from '@peresadka/contracts/payment-messages';
import { kopecksOfImText } from '@peresadka/contracts/im/im-values';
import type { TrainResult } from '@peresadka/contracts/search-results';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.ts';
import { occupy } from '../test-support/occupy.ts';
import {
  buyer,
  contacts,
  person,
  search,
  searchDate,
  trainOrderBody,
  withMiniNetwork,
  type Buyer,
} from '../test-support/orders.ts';
import {
  CARDS,
  payAtSandbox,
  returnCode,
  startPaymentsWorld,
  type PaymentsWorld,
} from '../test-support/payments.ts';
import { testBackend } from '../test-support/test-app.ts';
import { imClientOf, supplierOrderOf, testTrainSupplier } from '../test-support/train-supplier.ts';

const CREATE = 'Order/V1/Reservation/Create';
const OPERATOR = 'operator@peresadka.test';
const CONFIRM = 'Order/V1/Reservation/Confirm';

/**
 * A train sold through the supplier, with both outside parties failing at the worst moments:
 * every path ends with tickets and money, or with neither, and nothing happens twice.
 */
describe.runIf(testTrainSupplier() === 'im')(`a train sold through IM on ${testBackend()}`, () => {
  let w: PaymentsWorld;
  let train: TrainResult;
  let anna: Buyer;
  let seat = 0;
  let clock = new Date();

  beforeAll(async () => {
    w = await startPaymentsWorld({
      now: () => clock,
      // As much as the sandbox gives the agent to start with: any sale takes it below.
      env: { IM_BALANCE_MIN_RUB: '10000000', OPERATOR_EMAIL: OPERATOR },
    });
    await withMiniNetwork(w.t);
    train = (await search(w.t.app, 'Москва', 'Казань', searchDate(4))).train.find(
      (r) => r.train_number === '002Й',
    )!;
    anna = await buyer(w.t, 'anna');
  });
  afterAll(() => w?.close());

  const sandbox = () => w.t.trains.sandbox!;
  /** An order of one berth, the next one each time unless a body is repeated on purpose. */
  const body = () =>
    trainOrderBody(train, [
      {
        ...person(0),
        passenger_category: 'Adult',
        car_type: 'ReservedSeat',
        car_number: '02',
        from_place_number: ++seat,
        to_place_number: seat,
      },
    ]);
  const order = (payload = body(), key?: string) =>
    anna.post('payment/create/train/', payload, key);
  const created = async (payload = body(), key?: string) => {
    const res = await order(payload, key);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order_id: number; price: number }>();
  };
  /** Pays on the provider's page; answers the code the payer comes back with. */
  const pay = async (orderId: number) => {
    const init = await anna.post('payment/init/', { order_id: orderId });
    expect(init.statusCode, init.body).toBe(200);
    return returnCode(await payAtSandbox(init.json<{ url: string }>().url, CARDS.success));
  };
  const confirmed = (code: string) => anna.post('payment/confirm/', { code });
  const orderOf = async (id: number) =>
    (await anna.get(`payment/order/${id}`)).json<{ status: string; payment_note: string | null }>();
  const runJobs = async () => {
    while ((await w.t.app.jobs.runDue()) > 0);
  };
  const balance = async () => {
    const answer = await imClientOf(w.t).call('Partner/V1/Info/Balances', {});
    return kopecksOfImText(answer.AccountBalances[0]!.CurrentBalance)!;
  };
  const letters = (subject: string) =>
    w.smtp.received.filter(
      (m) => m.to.includes(contacts.contact_email) && m.subject.includes(subject),
    );

  it('issues the tickets after the payment, once however often it is told', async () => {
    const { order_id: id, price } = await created();
    const before = await balance();
    const code = await pay(id);
    // The money is in; the supplier is issuing the tickets: the page asks again meanwhile.
    const issuing = await confirmed(code);
    expect(issuing.statusCode).toBe(409);
    expect(issuing.json()).toMatchObject({
      code: 'payment_pending',
      detail: paymentMessages.issuing,
    });
    // Twenty confirmations at once, as two instances' runners and the page's returns might.
    await Promise.all(Array.from({ length: 20 }, () => w.t.app.supplierSales!.confirm(id)));
    await runJobs();
    expect((await confirmed(code)).json()).toMatchObject({ status: 'PAID' });
    const atSupplier = await supplierOrderOf(w.t, id);
    expect(atSupplier.state).toBe('confirmed');
    expect(atSupplier.items[0]!.tickets[0]!.number).toMatch(/^\d{14}$/);
    // The agent's balance paid the carrier's fare once; our fee stays ours.
    const [item] = rowsOf<{ fare: number; blank_number: string | null }>(
      await w.t.database.db.execute(
        sql`select fare, blank_number from order_items where order_id = ${id}`,
      ),
    );
    expect(before - (await balance())).toBe(item!.fare);
    expect(item!.fare).toBeLessThan(price);
    expect(item!.blank_number).toBe(atSupplier.items[0]!.tickets[0]!.number);
    expect(letters(`Заказ № ${id} оплачен`)).toHaveLength(1);
  });

  it('refunds the payment whole when the supplier will not issue the tickets', async () => {
    const { order_id: id, price } = await created();
    const code = await pay(id);
    expect((await confirmed(code)).statusCode).toBe(409);
    sandbox().faults.add({ refuseConfirm: true, times: 1 });
    await runJobs();
    const answer = await confirmed(code);
    expect(answer.json()).toMatchObject({ status: 'CANCELLED', payment: 'succeeded' });
    expect(await orderOf(id)).toMatchObject({
      status: 'CANCELLED',
      payment_note: paymentMessages.supplierRefusedRefunded,
    });
    const refunds = rowsOf<{ amount: number; reason: string }>(
      await w.t.database.db.execute(sql`select amount, reason from refunds where order_id = ${id}`),
    );
    expect(refunds).toEqual([{ amount: price, reason: 'supplier_refused' }]);
    // The job runs again, as after a crash: nothing happens twice.
    await w.t.app.supplierSales!.confirm(id);
    await runJobs();
    expect(
      rowsOf<{ n: number }>(
        await w.t.database.db.execute(
          sql`select count(*)::int as n from refunds where order_id = ${id}`,
        ),
      ),
    ).toEqual([{ n: 1 }]);
    expect(letters(`Возврат оплаты заказа № ${id}`)).toHaveLength(1);
    // Nothing issued, and the places it held go back on sale now, not when its hold lapses.
    expect((await supplierOrderOf(w.t, id)).state).toBe('cancelled');
    const [payment] = (await w.providerPayments()).filter(
      (p) => p.metadata?.order_id === String(id),
    );
    expect(payment!.refunded_amount).toEqual({ value: (price / 100).toFixed(2), currency: 'RUB' });
  });

  it('settles a confirmation whose answer was lost by asking the supplier: paid once', async () => {
    const { order_id: id } = await created();
    const before = await balance();
    const code = await pay(id);
    expect((await confirmed(code)).statusCode).toBe(409);
    sandbox().faults.add({ dropAnswer: [CONFIRM], times: 1 });
    await runJobs();
    expect((await confirmed(code)).json()).toMatchObject({ status: 'PAID' });
    expect((await supplierOrderOf(w.t, id)).state).toBe('confirmed');
    const [item] = rowsOf<{ fare: number }>(
      await w.t.database.db.execute(sql`select fare from order_items where order_id = ${id}`),
    );
    expect(before - (await balance())).toBe(item!.fare);
    expect(letters(`Заказ № ${id} оплачен`)).toHaveLength(1);
  });

  it('warns the operator, once a day, when the balance would not last another such day', async () => {
    const check = await w.t.app.supplierBalance!.check();
    const [sold] = rowsOf<{ fares: number }>(
      await w.t.database.db.execute(sql`
        select coalesce(sum(i.fare), 0)::int as fares from order_items i
        join orders o on o.id = i.order_id where o.supplier_state = 'confirmed'`),
    );
    expect(check).toEqual({
      balance: await balance(),
      lastDay: sold!.fares,
      needed: Math.max(10_000_000_00, sold!.fares),
      short: true,
    });
    await w.t.app.supplierBalance!.check();
    await runJobs();
    const warnings = w.smtp.received.filter((m) => m.to.includes(OPERATOR));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.subject).toMatch(
      /^Пополните счёт у поставщика ИМ .*: осталось [\d\u00a0]+(,\d\d)?\u00a0₽$/,
    );
    expect(warnings[0]!.text).toContain('Письмо приходит раз в сутки');
  });

  it('keeps a paid order issuing while the balance is short, and refunds it whole once the reservation lapses', async () => {
    const { order_id: id, price } = await created();
    sandbox().faults.add({ shortBalance: true });
    const saved = clock;
    try {
      const code = await pay(id);
      await runJobs();
      // The operator may still top the account up: the order waits, the page says so.
      expect((await confirmed(code)).json()).toMatchObject({
        code: 'payment_pending',
        detail: paymentMessages.issuing,
      });
      clock = new Date(saved.getTime() + 16 * 60_000);
      await anna.signInAgain();
      await runJobs();
      expect((await confirmed(code)).json()).toMatchObject({ status: 'CANCELLED' });
      expect(await orderOf(id)).toMatchObject({
        status: 'CANCELLED',
        payment_note: paymentMessages.supplierRefusedRefunded,
      });
      const refunds = rowsOf<{ amount: number }>(
        await w.t.database.db.execute(sql`select amount from refunds where order_id = ${id}`),
      );
      expect(refunds).toEqual([{ amount: price }]);
      expect((await supplierOrderOf(w.t, id)).state).not.toBe('confirmed');
    } finally {
      sandbox().faults.clear();
      clock = saved;
      await anna.signInAgain();
    }
  });

  it('finds the reservation a lost answer hid: one reservation, not two', async () => {
    sandbox().resetCalls();
    sandbox().faults.add({ dropAnswer: [CREATE], times: 1 });
    const payload = body();
    const first = await created(payload, 'lost-create');
    expect(sandbox().calls()[CREATE]).toBe(1);
    // The visitor repeats the request with the same key: the same order, nothing more made.
    const again = await created(payload, 'lost-create');
    expect(again.order_id).toBe(first.order_id);
    expect(sandbox().calls()[CREATE]).toBe(1);
    expect((await supplierOrderOf(w.t, first.order_id)).state).toBe('reserved');
  });

  it('tells a refusal in Russian and keeps nothing of the order', async () => {
    sandbox().faults.add({ noPlacesAtCreate: true, times: 1 });
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    // The carrier does not say whose place it refused: the one named in the request is.
    expect(refused.json<{ detail: string }>().detail).toMatch(
      /^Место \d+ в вагоне 02 уже занято \(пассажир 1, Петрова Анна\)\. Выберите другое место$/,
    );
    sandbox().faults.add({ noPlacesAtCreate: true, times: 1 });
    const anyPlace = await anna.post(
      'payment/create/train/',
      trainOrderBody(train, [
        { ...person(0), passenger_category: 'Adult', car_type: 'Compartment' },
      ]),
    );
    expect(anyPlace.statusCode).toBe(409);
    expect(anyPlace.json<{ detail: string }>().detail).toBe(
      'Свободных мест для всех пассажиров не осталось (пассажир 1, Петрова Анна). Выберите другой рейс или вагон',
    );
    const left = rowsOf<{ n: number }>(
      await w.t.database.db.execute(
        sql`select count(*)::int as n from orders where supplier_state = 'reserving'`,
      ),
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it.runIf(testBackend() === 'postgres')(
    'sells the last place at the supplier once to 200 buyers at once, round after round',
    async () => {
      const buyers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => buyer(w.t, `pokupatel${i}`)),
      );
      const later = (await search(w.t.app, 'Москва', 'Казань', searchDate(6))).train.find(
        (r) => r.train_number === '002Й',
      )!;
      // Every berth of the плацкарт car but 54 is sold to other agents already.
      await occupy(
        w.t,
        later.route_id,
        2,
        Array.from({ length: 53 }, (_, i) => i + 1),
      );
      // Six rounds, 1 200 racing orders: each round is a fresh race for the last place.
      for (let round = 0; round < 6; round++) {
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            buyers[i % buyers.length]!.post(
              'payment/create/train/',
              trainOrderBody(later, [
                {
                  ...person(i),
                  passenger_category: 'Adult',
                  car_type: 'ReservedSeat',
                  car_number: '02',
                  from_place_number: 54,
                  to_place_number: 54,
                },
              ]),
            ),
          ),
        );
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s >= 500)).toEqual([]);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        const winner = answers.findIndex((a) => a.statusCode === 200);
        const made = answers[winner]!.json<{ order_id: number }>();
        const cancel = await buyers[winner % buyers.length]!.post('payment/cancel/', {
          order_id: made.order_id,
        });
        expect(cancel.statusCode, cancel.body).toBe(200);
      }
    },
    600_000,
  );
});
