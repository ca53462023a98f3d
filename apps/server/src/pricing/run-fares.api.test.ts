import {
  ZAviaDetailResponse,
  ZBusDetailResponse,
  ZTrainDetailResponse,
} from '@peresadka/contracts/detail';
import {
  ZAviaConfirmState,
  ZBusConfirmState,
  ZTrainConfirmState,
} from '@peresadka/contracts/orders';
import type { DemoTrip } from '@peresadka/geo/demo-timetable/demo-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EASY_CAPTCHA } from '../test-support/accounts.ts';
import { miniFeed } from '../test-support/mini-network.ts';
import {
  busOrderBody,
  buyer,
  contacts,
  person,
  search,
  searchDate,
  trainDetailBody,
  trainOrderBody,
  withMiniNetwork,
  type Buyer,
} from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

/**
 * A trip of the mini network again, an hour later, with a demand as the demonstration
 * network's trips have: busy enough to price by, never sold out (at most ×1.35 on a Friday).
 */
function popular(number: string, copy: string, hourLater = 1): DemoTrip {
  const trip = miniFeed.trips.find((t) => t.number === number)!;
  return {
    ...trip,
    number: copy,
    departureMinute: trip.departureMinute + hourLater * 60,
    properties: { ...trip.properties, demand: 0.55 },
  } as DemoTrip;
}

const week = [2, 3, 4, 5, 6, 7, 8].map((days) => searchDate(days));

describe(`a run's fare by its date, on ${testBackend()}`, () => {
  let t: TestApp;
  let anna: Buyer;

  beforeAll(async () => {
    t = await startTestApp(EASY_CAPTCHA);
    await withMiniNetwork(t, [
      popular('002Й', '004Й'),
      popular('58', '510', 2),
      popular('SU 1250', 'SU 1252'),
    ]);
    anna = await buyer(t, 'anna');
  });
  afterAll(() => t?.close());

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload });

  /** A train's car classes on a date, as its card lists them; none when it is not shown. */
  const carClasses = async (date: string, number: string) =>
    (await search(t.app, 'Москва', 'Казань', date)).train.find((r) => r.train_number === number)
      ?.car_classes ?? [];

  it('changes a popular train’s fare from day to day, by both sellers, and keeps a trip without a demand at its published fare', async () => {
    // By car type: a popular run's cheaper type may be sold out on its busiest day.
    const popularFares = new Map<string, Set<number>>();
    const publishedFares = new Set<number>();
    for (const date of week) {
      for (const c of await carClasses(date, '004Й')) {
        popularFares.set(c.car_type, (popularFares.get(c.car_type) ?? new Set()).add(c.price));
      }
      const [first] = await carClasses(date, '002Й');
      publishedFares.add(first!.price);
    }
    expect(Math.max(...[...popularFares.values()].map((fares) => fares.size))).toBeGreaterThan(1);
    expect(publishedFares.size).toBe(1);
  });

  it('shows a train’s run at one price on the card, the detail page and the order', async () => {
    // A day it is on sale: its places never all sold before, but a day may be full.
    let date = week[0]!;
    for (const d of week) if ((await carClasses(d, '004Й')).length > 0) date = d;
    const train = (await search(t.app, 'Москва', 'Казань', date)).train.find(
      (r) => r.train_number === '004Й',
    )!;
    const [offered] = train.car_classes;
    const detail = ZTrainDetailResponse.parse(
      (await post('train_detail', { ...trainDetailBody(train), adult_quantity: 1 })).json(),
    );
    const shown = detail.detail.car_prices.find((c) => c.car_type === offered!.car_type)!;
    expect(shown.passengers_price.total_price).toBe(offered!.price);
    const res = await anna.post(
      'payment/create/train/',
      trainOrderBody(train, [
        { ...person(0), passenger_category: 'Adult', car_type: offered!.car_type },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(ZTrainConfirmState.parse(res.json()).price).toBe(offered!.price);
  });

  it('shows a bus’s run at one price on the card, the detail page and the order', async () => {
    const bus = (await search(t.app, 'Тверь', 'Москва', week[4]!)).bus.find(
      (b) => b.race_id === '510',
    )!;
    const detail = ZBusDetailResponse.parse(
      (
        await post('bus_detail', {
          route_id: bus.route_id,
          provider: bus.provider,
          departure_date: bus.date,
          race_id: bus.race_id,
          adult_quantity: 1,
        })
      ).json(),
    );
    expect(detail.detail.passengers_price.total_price).toBe(bus.price);
    const res = await anna.post(
      'payment/create/bus/',
      busOrderBody(bus, [{ ...person(0), tariff: 'Adult', place_number: null }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(ZBusConfirmState.parse(res.json()).price).toBe(bus.price);
  });

  it('shows a flight’s run at one price on the card, the detail page and the order', async () => {
    const flight = (await search(t.app, 'Москва', 'Казань', week[5]!)).airplane.find(
      (f) => f.segments[0]!.flights[0]!.flight_number === 'SU 1252',
    )!;
    const flights = [flight.segments[0]!.flights[0]!.id];
    const counts = {
      adult_quantity: 1,
      child_quantity: 0,
      baby_with_place_quantity: 0,
      baby_without_place_quantity: 0,
    };
    const detail = ZAviaDetailResponse.parse(
      (
        await post('avia_detail', {
          flights,
          gds: flight.gds,
          passengers: [{ category: 'Adult', passenger_id: 1 }],
        })
      ).json(),
    );
    expect(detail.common.total_price).toBe(flight.price);
    const res = await anna.post('payment/create/avia/', {
      passengers: [{ ...person(0), passenger_type_id: 'Adult', category: 'Adult' }],
      contacts,
      flights,
      gds: flight.gds,
      pricing_gds: flight.gds,
      service_class: 'Economic',
      ...counts,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZAviaConfirmState.parse(res.json()).price).toBe(flight.price);
  });
});
