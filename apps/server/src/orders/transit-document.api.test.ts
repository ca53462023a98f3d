import { ZTrainDetailResponse } from '@peresadka/contracts/detail';
import type { DemoTrip } from '@peresadka/geo/demo-timetable/demo-feed';
import type { TrainResult } from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EASY_CAPTCHA } from '../test-support/accounts.ts';
import { miniFeed } from '../test-support/mini-network.ts';
import {
  buyer,
  type Buyer,
  contacts,
  person,
  search,
  searchDate,
  trainDetailBody,
  trainOrderBody,
  withMiniNetwork,
} from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { testTrainSupplier } from '../test-support/train-supplier.ts';

/**
 * A train through another country, as «Янтарь» runs to Калининград through Lithuania: the mini
 * network's 002Й under another number, its cars needing a transit document.
 */
const tatarstan = miniFeed.trips.find((t) => t.number === '002Й')!;
const transit: DemoTrip = {
  ...tatarstan,
  number: '030Ч',
  name: 'Янтарь',
  // After the morning bus from Тверь has come in: a combined trip can change onto it.
  departureMinute: 14 * 60,
  properties:
    tatarstan.properties.mode === 'TRAIN'
      ? { ...tatarstan.properties, displayNumber: '030Ч', isTransitDocumentRequired: true }
      : tatarstan.properties,
};

describe(`the transit document (SPEC §5) on ${testBackend()}, trains from ${testTrainSupplier()}`, () => {
  let t: TestApp;
  let anna: Buyer;
  let through: TrainResult;
  let ordinary: TrainResult;

  beforeAll(async () => {
    t = await startTestApp(EASY_CAPTCHA);
    await withMiniNetwork(t, [transit]);
    const found = await search(t.app, 'Москва', 'Казань', searchDate(2));
    through = found.train.find((r) => r.train_number === '030Ч')!;
    ordinary = found.train.find((r) => r.train_number === '002Й')!;
    anna = await buyer(t, 'anna');
  });
  afterAll(() => t?.close());

  const order = (train: TrainResult, transitDocument: string | null) =>
    anna.post(
      'payment/create/train/',
      trainOrderBody(train, [
        {
          ...person(0),
          passenger_category: 'Adult',
          car_type: 'Compartment',
          car_number: '01',
          transit_document: transitDocument,
        },
      ]),
    );

  it('marks every car of a train through another country as needing one', async () => {
    expect(through, 'the transit train is found').toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/train_detail',
      payload: { ...trainDetailBody(through), adult_quantity: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cars = ZTrainDetailResponse.parse(res.json()).detail.car_info;
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) expect(car.is_transit_document_required).toBe(true);
  });

  it('refuses a place on it without a transit document, and sells one with it', async () => {
    for (const missing of [null, 'NoValue']) {
      const refused = await order(through, missing);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        'passengers.0.transit_document': [
          'Поезд идёт транзитом через другое государство: укажите транзитный документ',
        ],
      });
    }
    const sold = await order(through, 'SimplifiedDocument');
    expect(sold.statusCode, sold.body).toBe(200);
  });

  it('refuses a transit document for a train that stays at home', async () => {
    const refused = await order(ordinary, 'Permission');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      'passengers.0.transit_document': ['Этому поезду транзитный документ не нужен'],
    });
  });

  it('asks for it on a combined trip’s train leg as well, and sells that trip with it', async () => {
    const bus = (await search(t.app, 'Тверь', 'Москва', searchDate(2))).bus[0]!;
    const onLegs = (transitDocument: string | null) =>
      anna.post('payment/create/combined/', {
        route_id: `${bus.route_id}.${through.route_id}`,
        service_class: 'Economic',
        contacts,
        passengers: [
          {
            ...person(1),
            category: 'Adult',
            legs: [
              { car_type: null, car_number: null, place: null, bedding: false },
              {
                car_type: 'Compartment',
                car_number: null,
                place: null,
                bedding: false,
                transit_document: transitDocument,
              },
            ],
          },
        ],
      });
    const refused = await onLegs(null);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      'passengers.0.legs.1.transit_document': [
        'Участок 2, поезд 030Ч Казанский вокзал — Казань-Пассажирская: Поезд идёт транзитом через другое государство: укажите транзитный документ',
      ],
    });
    const sold = await onLegs('Permission');
    expect(sold.statusCode, sold.body).toBe(200);
  });
});
