import { ZTrainDetailResponse } from '@peresadka/contracts/detail';
import { ZTrainConfirmState } from '@peresadka/contracts/orders';
import type { TrainResult } from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  type Buyer,
  person,
  search,
  searchDate,
  trainDetailBody,
  trainOrderBody,
  withMiniNetwork,
} from '../test-support/orders.ts';
import { receiptMatches, ZCreatePayment } from '@peresadka/contracts/yookassa-v3';
import {
  payOrder,
  startProxiedPaymentsWorld,
  type LosingProxy,
  type PaymentsWorld,
} from '../test-support/payments.ts';
import { testBackend } from '../test-support/test-app.ts';
import { testTrainSupplier } from '../test-support/train-supplier.ts';

/** The mini network's плацкарт sells bedding apart at 200 ₽; its купе has it in the fare. */
const BEDDING = 200_00;

describe(`bedding on ${testBackend()}, trains from ${testTrainSupplier()}`, () => {
  let w: PaymentsWorld;
  let proxy: LosingProxy;
  let train: TrainResult;
  let anna: Buyer;

  beforeAll(async () => {
    ({ world: w, proxy } = await startProxiedPaymentsWorld());
    await withMiniNetwork(w.t);
    const found = await search(w.t.app, 'Москва', 'Казань', searchDate(2));
    train = found.train.find((r) => r.train_number === '002Й')!;
    anna = await buyer(w.t, 'anna');
  });
  afterAll(async () => {
    await w?.close();
    await proxy?.close();
  });

  const adult = (n: number, car: { type: string; number: string }, bedding: boolean) => ({
    ...person(n),
    passenger_category: 'Adult',
    car_type: car.type,
    car_number: car.number,
    bedding,
  });
  const platskart = { type: 'ReservedSeat', number: '02' };
  const kupe = { type: 'Compartment', number: '01' };

  it('shows each car’s bedding: its price where sold apart, included where in the fare', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/train_detail',
      payload: { ...trainDetailBody(train), adult_quantity: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cars = ZTrainDetailResponse.parse(res.json()).detail.car_info;
    expect(cars.find((c) => c.car_number === '02')).toMatchObject({
      is_bedding_selection_possible: true,
      is_bedding_included: false,
      bedding_price: BEDDING,
    });
    expect(cars.find((c) => c.car_number === '01')).toMatchObject({
      is_bedding_selection_possible: false,
      is_bedding_included: true,
      bedding_price: 0,
    });
  });

  it('charges bedding to the one of two adults in one car who took it, and pays and prints it', async () => {
    const res = await anna.post(
      'payment/create/train/',
      trainOrderBody(train, [adult(0, platskart, true), adult(1, platskart, false)]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = ZTrainConfirmState.parse(res.json());
    const [withBedding, without] = order.reservation_results;
    expect(withBedding).toMatchObject({
      car_number: '02',
      bedding: true,
      bedding_price: BEDDING,
      additional_information: 'Постельное бельё: 200\u00a0₽',
    });
    expect(without).toMatchObject({
      car_number: '02',
      bedding: false,
      bedding_price: 0,
      additional_information: 'Постельное бельё: не заказано',
    });
    // One car, one fare: the bedding alone sets them apart.
    expect(withBedding!.fare).toBe(without!.fare);
    expect(withBedding!.price - without!.price).toBe(BEDDING);
    expect(order.price).toBe(withBedding!.price + without!.price);

    await payOrder(w.t, anna, order.order_id);
    const sent = proxy.posts.filter((p) => p.path === '/payments').at(-1)!;
    const request = ZCreatePayment.parse(sent.body);
    expect(request.amount.value).toBe((order.price / 100).toFixed(2));
    expect(receiptMatches(request.receipt!, request.amount)).toBe(true);
    // The carrier's bedding is its service on board: a line of its own at the general VAT rate.
    const carrierLines = request.receipt!.items.filter((l) => l.agent_type);
    expect(carrierLines.map((l) => [l.description.split(',')[0], l.amount.value])).toEqual([
      ['Билет', (withBedding!.fare / 100).toFixed(2)],
      ['Постельное бельё', '200.00'],
      ['Билет', (without!.fare / 100).toFixed(2)],
    ]);
    expect(carrierLines[1]).toMatchObject({ vat_code: 11, agent_type: 'agent' });
    expect(carrierLines[1]!.supplier).toEqual(carrierLines[0]!.supplier);

    // Returned, each ticket brings back what it cost: the bedding with the ticket part.
    const orders = (await anna.get('payment/all/')).json<
      { order_id: number; passengers_data: { order_id: number }[] }[]
    >();
    const tickets = orders.find((o) => o.order_id === order.order_id)!.passengers_data;
    const refund = async (i: number) => {
      const res = await anna.post('payment/return/amount', {
        order_item_id: tickets[i]!.order_id,
        transport_type: 'train',
        document: person(i).document_number,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ price: number }>().price;
    };
    expect((await refund(0)) - (await refund(1))).toBe(BEDDING);
  });

  it('keeps bedding in the fare with every place of a car that includes it, asked or not', async () => {
    const res = await anna.post(
      'payment/create/train/',
      trainOrderBody(train, [adult(2, kupe, true), adult(3, kupe, false)]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = ZTrainConfirmState.parse(res.json());
    for (const r of order.reservation_results) {
      expect(r).toMatchObject({
        bedding: true,
        bedding_price: 0,
        additional_information: 'Постельное бельё: включено в стоимость',
      });
    }
    const [first, second] = order.reservation_results;
    expect(first!.price).toBe(second!.price);
    const cancel = await anna.post('payment/cancel/', { order_id: order.order_id });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
});
