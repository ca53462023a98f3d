import { formatRubles } from '@peresadka/contracts/money';
import { returnMessages } from '@peresadka/contracts/payments';
import { refundQuote } from '@peresadka/contracts/refund-rules';
import type { TrainResult } from '@peresadka/contracts/search-results';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.ts';
import {
  buyer,
  type Buyer,
  contacts,
  person,
  search,
  searchDate,
  trainOrderBody,
  withMiniNetwork,
} from '../test-support/orders.ts';
import { payOrder, startPaymentsWorld, type PaymentsWorld } from '../test-support/payments.ts';
import { testBackend } from '../test-support/test-app.ts';
import { supplierOrderOf, testTrainSupplier } from '../test-support/train-supplier.ts';

const AUTO_RETURN = 'Order/V1/Reservation/AutoReturn';
const ORDER_INFO = 'Order/V1/Info/OrderInfo';

type Passenger = { order_id: number; status: string; passenger_name: string };

describe(`ticket returns on ${testBackend()}`, () => {
  let w: PaymentsWorld;
  let train: TrainResult;
  let anna: Buyer;
  let boris: Buyer;
  let seat = 0;
  let clock = new Date();

  beforeAll(async () => {
    w = await startPaymentsWorld({ now: () => clock });
    await withMiniNetwork(w.t);
    train = (await search(w.t.app, 'Москва', 'Казань', searchDate(3))).train.find(
      (r) => r.train_number === '002Й',
    )!;
    [anna, boris] = await Promise.all([buyer(w.t, 'anna'), buyer(w.t, 'boris')]);
  });
  afterAll(() => w?.close());

  const passenger = (n: number) => ({
    ...person(n),
    passenger_category: 'Adult',
    car_type: 'Compartment',
    car_number: '01',
    from_place_number: ++seat,
    to_place_number: seat,
  });
  const trainOrder = (passengers: object[]) => trainOrderBody(train, passengers);

  /**
   * A paid train order of two, bought a quarter of an hour ago — past the time a supplier
   * voids a sale instead of returning it; answers its id and its passengers as «Мои поездки»
   * lists them.
   */
  const paidOrder = async () => {
    clock = new Date();
    const created = await anna.post(
      'payment/create/train/',
      trainOrder([passenger(0), passenger(1)]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ order_id: number }>().order_id;
    await payOrder(w.t, anna, id);
    clock = new Date(Date.now() + 15 * 60_000);
    // Their access tokens lasted ten minutes of the clock.
    await Promise.all([anna.signInAgain(), boris.signInAgain()]);
    return { id, passengers: await passengersOf(id) };
  };
  /** A paid order of two past the void window, and what returning its first ticket gives. */
  const quotedReturn = async () => {
    const { id, passengers } = await paidOrder();
    const first = passengers[0]!;
    const quote = (await anna.post('payment/return/amount', request(first))).json<{
      price: number;
    }>();
    return { id, first, quote };
  };
  const passengersOf = async (id: number) => {
    const orders = (await anna.get('payment/all/')).json<
      { order_id: number; status: string; passengers_data: Passenger[] }[]
    >();
    return orders.find((o) => o.order_id === id)!.passengers_data;
  };
  const orderStatus = async (id: number) =>
    (await anna.get(`payment/order/${id}`)).json<{ status: string }>().status;
  const refundsOf = async (id: number) =>
    rowsOf<{ amount: number; reason: string; status: string }>(
      await w.t.database.db.execute(
        sql`select amount, reason, status from refunds where order_id = ${id} order by id`,
      ),
    );
  const request = (p: Passenger, document: string | null = '4506010000') => ({
    order_item_id: p.order_id,
    transport_type: 'train',
    document,
  });

  it('quotes the refund by the rules, returns one passenger once, and sells the place again', async () => {
    const { id, passengers } = await paidOrder();
    const [first, second] = passengers as [Passenger, Passenger];
    const quote = await anna.post('payment/return/amount', request(first));
    expect(quote.statusCode, quote.body).toBe(200);
    const { price, penalty, reason } = quote.json<{
      price: number;
      penalty: number;
      reason: string;
    }>();
    expect(price).toBeGreaterThan(0);
    expect(penalty).toBeGreaterThan(0);
    expect(reason).toMatch(/плацкарт/);

    // The confirm page's schedule, shown before paying, sums the same quotes.
    const other = (await anna.post('payment/return/amount', request(second, '4506010001'))).json<{
      price: number;
    }>();
    const schedule = (await anna.get(`payment/order/${id}`)).json<{
      refund_schedule: { until: string | null; price: number }[];
    }>().refund_schedule;
    expect(schedule[0]!.price).toBe(price + other.price);
    expect(schedule.at(-1)).toEqual({ until: null, price: 0, leg_prices: [0] });
    expect(schedule.map((s) => s.price)).toEqual(
      [...schedule.map((s) => s.price)].sort((a, b) => b - a),
    );

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => anna.post('payment/return/', request(first))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refusedAnswer of answers.filter((a) => a.statusCode !== 200)) {
      expect(refusedAnswer.statusCode).toBe(409);
      expect(refusedAnswer.json()).toMatchObject({ detail: returnMessages.alreadyReturned });
    }
    expect((await anna.post('payment/return/', request(first))).statusCode).toBe(409);

    expect((await passengersOf(id)).map((p) => p.status)).toEqual(['RETURNED', 'PAID']);
    expect(await orderStatus(id)).toBe('PAID');
    expect((await anna.get(`payment/order/${id}`)).json()).toMatchObject({ payment_note: null });
    expect(await refundsOf(id)).toEqual([
      { amount: price, reason: 'ticket_return', status: 'requested' },
    ]);

    await w.t.app.jobs.runDue();
    expect((await refundsOf(id))[0]!.status).toBe('succeeded');
    // «Мои поездки» says what came back, when, and that the card has it.
    const listed = (await anna.get('payment/all/'))
      .json<{ order_id: number; refunds: { amount: number; done: boolean }[] }[]>()
      .find((o) => o.order_id === id)!;
    expect(listed.refunds).toEqual([
      { amount: price, created_at: expect.any(String) as unknown as string, done: true },
    ]);
    const [payment] = await w.providerPayments();
    expect(payment!.refunded_amount).toEqual({ value: (price / 100).toFixed(2), currency: 'RUB' });
    const letter = await w.smtp.take(contacts.contact_email, `Билет по заказу № ${id} возвращён`);
    // Named as Russian says it, and no longer listed among those who travel.
    expect(letter.text).toContain(`Билет пассажира Петровой Анны по заказу № ${id} возвращён`);
    expect(letter.text).toContain(`К возврату: ${formatRubles(price)}.`);
    const travellers = letter.text.split('Пассажиры:')[1] ?? '';
    expect(travellers).toContain('Иванов Пётр');
    expect(travellers).not.toContain(first.passenger_name);

    // The returned place is for sale again: another buyer takes exactly it.
    const again = await boris.post(
      'payment/create/train/',
      trainOrder([{ ...passenger(5), from_place_number: 1, to_place_number: 1 }]),
    );
    expect(again.statusCode, again.body).toBe(200);

    const last = await anna.post('payment/return/', request(second, '4506010001'));
    expect(last.statusCode, last.body).toBe(200);
    expect(await orderStatus(id)).toBe('RETURNED');
  });

  it('asks a train ticket for its document and refuses a wrong one in Russian', async () => {
    const { passengers } = await paidOrder();
    const missing = await anna.post('payment/return/', request(passengers[0]!, null));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ document: ['Заполните документ'] });
    const wrong = await anna.post('payment/return/amount', request(passengers[0]!, '1111 222222'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ document: [returnMessages.wrongDocument] });
    const disguised = await anna.post('payment/return/', {
      ...request(passengers[0]!, null),
      transport_type: 'bus',
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toEqual({ document: [returnMessages.wrongDocument] });
    const spaced = await anna.post('payment/return/amount', request(passengers[0]!, '4506 010000'));
    expect(spaced.statusCode).toBe(200);
  });

  it('answers 404 for another account’s ticket and 409 for one not paid', async () => {
    const { passengers } = await paidOrder();
    expect((await boris.post('payment/return/amount', request(passengers[0]!))).statusCode).toBe(
      404,
    );
    expect((await boris.post('payment/return/', request(passengers[0]!))).statusCode).toBe(404);

    const unpaid = await anna.post('payment/create/train/', trainOrder([passenger(3)]));
    const [p] = await passengersOf(unpaid.json<{ order_id: number }>().order_id);
    const res = await anna.post('payment/return/', request(p!, '4506010003'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: returnMessages.notPaid });
  });

  it('quotes what refundQuote says for the same ticket at the same moment', async () => {
    const { passengers } = await paidOrder();
    const quote = (
      await anna.post('payment/return/amount', request(passengers[1]!, '4506010001'))
    ).json<{
      price: number;
    }>();
    const [item] = rowsOf<{
      fare: number;
      service_charge: number;
      extras: number;
      departs_at: string;
    }>(
      await w.t.database.db.execute(sql`
        select i.fare, i.service_charge, i.extras, r.departs_at from order_items i
        join order_rides r on r.id = i.ride_id where i.passenger_id = ${passengers[1]!.order_id}`),
    );
    const reservedSeatPart = Math.round(item!.fare * 0.6);
    const expected = refundQuote(
      {
        mode: 'TRAIN',
        departsAt: new Date(item!.departs_at),
        ticketPart: item!.fare - reservedSeatPart,
        reservedSeatPart,
        serviceCharge: item!.service_charge,
        extras: item!.extras,
      },
      clock,
    );
    expect(quote.price).toBe(expected.price);
  });

  it.runIf(testTrainSupplier() === 'im')(
    'voids a ticket while the supplier allows it: the whole fare back, only our fee kept',
    async () => {
      const { id, passengers } = await paidOrder();
      clock = new Date(Date.now() + 60_000);
      const [first] = passengers as [Passenger];
      const quote = (await anna.post('payment/return/amount', request(first))).json<{
        price: number;
        penalty: number;
        reason: string;
      }>();
      const [item] = rowsOf<{ fare: number; service_charge: number }>(
        await w.t.database.db.execute(
          sql`select fare, service_charge from order_items where passenger_id = ${first.order_id}`,
        ),
      );
      expect(quote).toMatchObject({ price: item!.fare, penalty: item!.service_charge });
      expect(quote.reason).toMatch(/^Билет аннулируется без удержаний/);
      expect((await anna.post('payment/return/', request(first))).statusCode).toBe(200);
      expect(await refundsOf(id)).toEqual([
        { amount: item!.fare, reason: 'ticket_return', status: 'requested' },
      ]);
      const atSupplier = await supplierOrderOf(w.t, id);
      expect(atSupplier.items.flatMap((i) => i.tickets.map((t) => t.status))).toEqual([
        'voided',
        'issued',
      ]);
    },
  );

  it.runIf(testTrainSupplier() === 'im')(
    'reads a return whose answer was lost from the supplier’s record: refunded its amount, once',
    async () => {
      const { id, first, quote } = await quotedReturn();
      w.t.trains.sandbox!.faults.add({ dropAnswer: [AUTO_RETURN], times: 1 });
      const back = await anna.post('payment/return/', request(first));
      expect(back.statusCode, back.body).toBe(200);
      expect(await refundsOf(id)).toEqual([
        { amount: quote.price, reason: 'ticket_return', status: 'requested' },
      ]);
      // The check the return left finds it done.
      clock = new Date(clock.getTime() + 2 * 60_000);
      await w.t.app.jobs.runDue();
      expect((await refundsOf(id)).map((r) => r.amount)).toEqual([quote.price]);
      expect((await passengersOf(id)).map((p) => p.status)).toEqual(['RETURNED', 'PAID']);
    },
  );

  it.runIf(testTrainSupplier() === 'im')(
    'completes a return the supplier made though nobody heard of it: the traveller refunded without asking again',
    async () => {
      const { id, first, quote } = await quotedReturn();
      // The answer lost, and the supplier's record out of reach a moment too.
      w.t.trains.sandbox!.faults.add({ dropAnswer: [AUTO_RETURN], times: 1 });
      w.t.trains.sandbox!.faults.add({ failStatus: 503, paths: [ORDER_INFO], times: 2 });
      const lost = await anna.post('payment/return/', request(first));
      expect(lost.statusCode).toBe(503);
      expect(lost.headers['retry-after']).toBeDefined();
      expect(await refundsOf(id)).toEqual([]);
      clock = new Date(clock.getTime() + 2 * 60_000);
      await w.t.app.jobs.runDue();
      expect(await refundsOf(id)).toEqual([
        { amount: quote.price, reason: 'ticket_return', status: 'requested' },
      ]);
      expect((await passengersOf(id)).map((p) => p.status)).toEqual(['RETURNED', 'PAID']);
      await anna.signInAgain();
      const again = await anna.post('payment/return/', request(first));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ detail: returnMessages.alreadyReturned });
      expect((await refundsOf(id)).map((r) => r.amount)).toEqual([quote.price]);
    },
  );

  it('returns a lap child with the adult who carries it, and keeps a child under ten from riding alone', async () => {
    clock = new Date();
    const born = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;
    const created = await anna.post(
      'payment/create/train/',
      trainOrder([
        passenger(6),
        {
          ...person(7, born(1)),
          passenger_category: 'BabyWithoutPlace',
          car_type: 'Compartment',
          car_number: '01',
        },
        { ...passenger(8), ...person(8, born(7)), passenger_category: 'Child' },
      ]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ order_id: number }>().order_id;
    await payOrder(w.t, anna, id);
    clock = new Date(Date.now() + 15 * 60_000);
    await anna.signInAgain();
    const [mother, baby, daughter] = (await passengersOf(id)) as [Passenger, Passenger, Passenger];
    const adultsTicket = request(mother, '4506010006');

    // The daughter is seven: the train will not take her without her mother, and the page says so
    // before she asks to return anything.
    const alone = await anna.post('payment/return/amount', adultsTicket);
    expect(alone.statusCode).toBe(409);
    expect(alone.json<{ detail: string }>().detail).toBe(
      returnMessages.childLeftAlone(['Петрова Анна']),
    );
    expect((await anna.post('payment/return/', adultsTicket)).statusCode).toBe(409);
    expect((await passengersOf(id)).map((p) => p.status)).toEqual(['PAID', 'PAID', 'PAID']);

    expect((await anna.post('payment/return/', request(daughter, '4506010008'))).statusCode).toBe(
      200,
    );
    // The baby rides on the mother's lap, on her ticket: it goes back with hers, and the quote says so.
    const quote = await anna.post('payment/return/amount', adultsTicket);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<{ reason: string }>().reason).toContain(
      returnMessages.lapChildGoesToo(['Зайцев Егор']),
    );
    expect((await anna.post('payment/return/', adultsTicket)).statusCode).toBe(200);
    expect((await passengersOf(id)).map((p) => p.status)).toEqual([
      'RETURNED',
      'RETURNED',
      'RETURNED',
    ]);
    expect(await orderStatus(id)).toBe('RETURNED');
    expect(baby.passenger_name).toMatch(/^Зайцев Егор/);
    if (w.t.trains.kind === 'im') {
      const atSupplier = await supplierOrderOf(w.t, id);
      expect(
        atSupplier.items
          .flatMap((i) => i.tickets.map((t) => t.status))
          .every((s) => s !== 'issued'),
      ).toBe(true);
    }
  });

  it('keeps a child from flying alone after its adult’s return, and takes a lap infant back with its adult', async () => {
    clock = new Date();
    const born = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;
    const flight = (await search(w.t.app, 'Москва', 'Казань', searchDate(3))).airplane[0]!;
    const fly = async (passengers: (ReturnType<typeof person> & { category: string })[]) => {
      const created = await anna.post('payment/create/avia/', {
        passengers: passengers.map((p) => ({ ...p, passenger_type_id: p.category, places: [] })),
        contacts,
        flights: [flight.segments[0]!.flights[0]!.id],
        gds: flight.gds,
        pricing_gds: flight.gds,
        service_class: 'Economic',
        adult_quantity: passengers.filter((p) => p.category === 'Adult').length,
        child_quantity: passengers.filter((p) => p.category === 'Child').length,
        baby_with_place_quantity: 0,
        baby_without_place_quantity: passengers.filter((p) => p.category === 'BabyWithoutPlace')
          .length,
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json<{ order_id: number }>().order_id;
      await payOrder(w.t, anna, id);
      return { id, passengers: await passengersOf(id) };
    };
    const plane = (p: Passenger) => ({
      order_item_id: p.order_id,
      transport_type: 'avia',
      document: null,
    });

    const withChild = await fly([
      { ...person(1), category: 'Adult' },
      { ...person(2, born(8)), category: 'Child' },
    ]);
    const alone = await anna.post('payment/return/', plane(withChild.passengers[0]!));
    expect(alone.statusCode).toBe(409);
    expect(alone.json<{ detail: string }>().detail).toBe(
      returnMessages.childLeftAlone(['Сидорова Мария']),
    );
    // The whole order may go back, the child with the adult.
    const whole = await anna.post('payment/return/', {
      ...plane(withChild.passengers[0]!),
      scope: 'order',
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(await orderStatus(withChild.id)).toBe('RETURNED');

    const withInfant = await fly([
      { ...person(3), category: 'Adult' },
      { ...person(4, born(1)), category: 'BabyWithoutPlace' },
    ]);
    expect((await anna.post('payment/return/', plane(withInfant.passengers[0]!))).statusCode).toBe(
      200,
    );
    expect((await passengersOf(withInfant.id)).map((p) => p.status)).toEqual([
      'RETURNED',
      'RETURNED',
    ]);
  });

  it('charges on return what the confirm page promised, from the void window to the train and after', async () => {
    const { id, passengers } = await paidOrder();
    // The confirm page as the payer sees it right after paying.
    const paidAt = Date.parse(
      (await anna.get(`payment/order/${id}`)).json<{ paid_at: string }>().paid_at,
    );
    const bought = paidAt + 30_000;
    clock = new Date(bought);
    await anna.signInAgain();
    const order = (await anna.get(`payment/order/${id}`)).json<{
      refund_schedule: { until: string | null; price: number }[];
      routes: { departure_time: string }[];
    }>();
    const departs = Date.parse(order.routes[0]!.departure_time);
    const promised = (at: number) =>
      order.refund_schedule.find((row) => row.until === null || Date.parse(row.until) > at)!.price;
    const hour = 60 * 60_000;
    // Every band of the schedule, on both sides of each of its edges.
    const edges = order.refund_schedule.flatMap((row) =>
      row.until === null ? [] : [Date.parse(row.until) - 60_000, Date.parse(row.until) + 60_000],
    );
    const moments = [...edges, departs - 24 * hour, departs - 5 * hour, departs + hour]
      .filter((at) => at > bought)
      .sort((a, b) => a - b);
    expect(moments.length).toBeGreaterThanOrEqual(6);
    try {
      for (const at of moments) {
        clock = new Date(at);
        await anna.signInAgain();
        // The schedule is the order's: both passengers' returns together.
        const quotes = await Promise.all(
          passengers.map((p, n) => anna.post('payment/return/amount', request(p, `450601000${n}`))),
        );
        const label = `${new Date(at).toISOString()}: ${quotes[0]!.body}`;
        // Past the last band the quote says nothing comes back, and why.
        expect(
          quotes.map((q) => q.statusCode),
          label,
        ).toEqual([200, 200]);
        const total = quotes.reduce((sum, q) => sum + q.json<{ price: number }>().price, 0);
        expect(total, label).toBe(promised(at));
      }
    } finally {
      clock = new Date();
      await anna.signInAgain();
    }
  });
});
