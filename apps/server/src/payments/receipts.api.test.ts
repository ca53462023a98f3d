import type { BusResult, TrainResult } from '@peresadka/contracts/search-results';
import {
  amountOf,
  receiptMatches,
  ZCreatePayment,
  ZCreateRefund,
  type Receipt,
} from '@peresadka/contracts/yookassa-v3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from '../test-support/orders.ts';
import {
  payOrder,
  startProxiedPaymentsWorld,
  type LosingProxy,
  type PaymentsWorld,
} from '../test-support/payments.ts';
import { testBackend } from '../test-support/test-app.ts';

type Flight = { gds: string; segments: { flights: { id: string }[] }[] };

/** Our fee: VAT at the general rate of 2026, no agent sign, no supplier. */
const feeLine = {
  description: 'Сервисный сбор «Пересадки»',
  vat_code: 11,
  payment_mode: 'full_payment',
  payment_subject: 'service',
};

describe(`54-ФЗ receipts the provider gets on ${testBackend()}`, () => {
  let w: PaymentsWorld;
  let proxy: LosingProxy;
  let train: TrainResult;
  let bus: BusResult;
  let flight: Flight;
  let anna: Buyer;
  let clock = new Date();

  beforeAll(async () => {
    ({ world: w, proxy } = await startProxiedPaymentsWorld({
      now: () => clock,
    }));
    await withMiniNetwork(w.t);
    const date = searchDate(3);
    const moscowKazan = await search(w.t.app, 'Москва', 'Казань', date);
    train = moscowKazan.train.find((r) => r.train_number === '002Й')!;
    flight = moscowKazan.airplane[0]! as unknown as Flight;
    bus = (await search(w.t.app, 'Тверь', 'Москва', date)).bus[0]!;
    anna = await buyer(w.t, 'anna');
  });
  afterAll(async () => {
    await w?.close();
    await proxy?.close();
  });

  /** Pays the order and answers the create call the provider got for it, checked by its schema. */
  const paidReceipt = async (path: string, body: object) => {
    const created = await anna.post(`payment/create/${path}/`, body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ order_id: number }>().order_id;
    await payOrder(w.t, anna, id);
    const sent = proxy.posts.filter((p) => p.path === '/payments').at(-1)!;
    const request = ZCreatePayment.parse(sent.body);
    expect(request.metadata?.order_id).toBe(String(id));
    expect(receiptMatches(request.receipt!, request.amount)).toBe(true);
    return { id, receipt: request.receipt! };
  };
  const seat = { n: 0 };
  const trainPassenger = (n: number) => ({
    ...person(n),
    passenger_category: 'Adult',
    car_type: 'Compartment',
    car_number: '01',
    from_place_number: ++seat.n,
    to_place_number: seat.n,
  });
  const ticketLines = (receipt: Receipt) => receipt.items.filter((l) => l.agent_type);

  it('names АО «ФПК» with its ИНН on each train ticket at 0 % VAT, and our fee apart at 22 %', async () => {
    const { receipt } = await paidReceipt(
      'train',
      trainOrderBody(train, [trainPassenger(0), trainPassenger(1)]),
    );
    expect(ticketLines(receipt)).toHaveLength(2);
    for (const line of ticketLines(receipt)) {
      expect(line).toMatchObject({
        description: expect.stringMatching(
          /^Билет, поезд 002Й: Казанский вокзал → Казань-Пассажирская, /,
        ),
        quantity: '1',
        vat_code: 2,
        payment_mode: 'full_payment',
        payment_subject: 'service',
        agent_type: 'agent',
        supplier: { name: 'АО «ФПК»', inn: '7708709686', phone: '78007750000' },
      });
    }
    expect(receipt.items.at(-1)).toMatchObject(feeLine);
    expect(receipt.items.at(-1)).not.toHaveProperty('supplier');
    expect(receipt.customer).toEqual({ email: contacts.contact_email, phone: '79123456789' });
  });

  it('names ПАО «Аэрофлот» on a Moscow flight at 10 % VAT', async () => {
    const { receipt } = await paidReceipt('avia', {
      passengers: [{ ...person(0), category: 'Adult', passenger_type_id: 'Adult' }],
      contacts,
      flights: flight.segments[0]!.flights.map((f) => f.id),
      gds: flight.gds,
      pricing_gds: flight.gds,
      service_class: 'Economic',
      adult_quantity: 1,
    });
    expect(ticketLines(receipt)).toEqual([
      expect.objectContaining({
        description: expect.stringMatching(/^Билет, рейс SU/),
        vat_code: 3,
        agent_type: 'agent',
        supplier: { name: 'ПАО «Аэрофлот»', inn: '7712040126', phone: '78004445555' },
      }),
    ]);
    expect(receipt.items.at(-1)).toMatchObject(feeLine);
  });

  it('names the bus company at the general rate', async () => {
    const { receipt } = await paidReceipt(
      'bus',
      busOrderBody(bus, [{ ...person(0), place_number: '7' }]),
    );
    expect(ticketLines(receipt)).toEqual([
      expect.objectContaining({
        description: expect.stringMatching(/^Билет, автобус/),
        vat_code: 11,
        supplier: { name: 'ООО «Тверь-Авто»', inn: '6900000262' },
      }),
    ]);
    expect(receipt.items.at(-1)).toMatchObject(feeLine);
  });

  it('returns a train ticket with a receipt mirroring its sale line, the refunded sum exactly', async () => {
    clock = new Date();
    const { id, receipt: sale } = await paidReceipt(
      'train',
      trainOrderBody(train, [trainPassenger(0), trainPassenger(1)]),
    );
    clock = new Date(Date.now() + 15 * 60_000);
    await anna.signInAgain();
    const orders = (await anna.get('payment/all/')).json<
      { order_id: number; passengers_data: { order_id: number }[] }[]
    >();
    const first = orders.find((o) => o.order_id === id)!.passengers_data[0]!;
    const answer = await anna.post('payment/return/', {
      order_item_id: first.order_id,
      transport_type: 'train',
      document: '4506010000',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await w.t.app.jobs.runDue();

    const sent = ZCreateRefund.parse(proxy.posts.filter((p) => p.path === '/refunds').at(-1)!.body);
    const refund = sent.receipt!;
    expect(receiptMatches(refund, sent.amount)).toBe(true);
    // The first passenger's ticket line of the sale, bringing back what the rules return.
    const [sold] = ticketLines(sale);
    expect(refund.items).toEqual([{ ...sold!, amount: sent.amount }]);
    expect(sent.amount).not.toEqual(amountOf(0));
  });
});
