import { ZOrders } from '@peresadka/contracts/orders';
import type { PlaneResult } from '@peresadka/contracts/search-results';
import type { DemoFeed } from '@peresadka/geo/demo-timetable/demo-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EASY_CAPTCHA } from '../test-support/accounts.ts';
import { miniFeed } from '../test-support/mini-network.ts';
import {
  buyer,
  contacts,
  person,
  search,
  searchDate,
  withMiniNetwork,
  type Buyer,
} from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

/** SU 1250's twin in the afternoon, on a plane whose row 3 is at an emergency exit. */
const su1990 = (() => {
  const su1250 = miniFeed.trips.find((trip) => trip.number === 'SU 1250')!;
  if (su1250.properties?.mode !== 'PLANE') throw new Error('SU 1250 is a flight');
  return {
    ...su1250,
    number: 'SU 1990',
    departureMinute: 16 * 60,
    properties: {
      ...su1250.properties,
      seatMap: [2, 3, 4].map((row) => ({
        row,
        seats: ['A', 'B', 'C', 'D', 'E', 'F'],
        serviceClass: 'Economic' as const,
        ...(row === 3 ? { exit: true } : {}),
      })),
    },
  } satisfies DemoFeed['trips'][number];
})();

const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;

describe(`an exit-row seat chosen by hand on ${testBackend()}`, () => {
  let t: TestApp;
  let flight: PlaneResult;

  beforeAll(async () => {
    t = await startTestApp(EASY_CAPTCHA);
    await withMiniNetwork(t, [su1990]);
    flight = (await search(t.app, 'Москва', 'Казань', searchDate(2))).airplane.find(
      (f) => f.segments[0]!.flights[0]!.flight_number === 'SU 1990',
    )!;
  });
  afterAll(() => t?.close());

  type Traveller = { category: string; birthday?: string; seat?: string };
  const order = (who: Buyer, travellers: Traveller[]) => {
    const flightId = flight.segments[0]!.flights[0]!.id;
    const n = (category: string) => travellers.filter((p) => p.category === category).length;
    return who.post('payment/create/avia/', {
      passengers: travellers.map((p, i) => ({
        ...person(i, p.birthday),
        category: p.category,
        passenger_type_id: p.category,
        places: p.seat
          ? [
              {
                flight_id: flightId,
                place_row: Number.parseInt(p.seat, 10),
                place_number: p.seat.slice(-1),
                place_code: p.seat,
              },
            ]
          : [],
      })),
      contacts,
      flights: [flightId],
      gds: flight.gds,
      pricing_gds: flight.gds,
      service_class: 'Economic',
      adult_quantity: n('Adult'),
      child_quantity: n('Child'),
      baby_with_place_quantity: n('BabyWithPlace'),
      baby_without_place_quantity: n('BabyWithoutPlace'),
    });
  };
  const ordersOf = async (who: Buyer) => ZOrders.parse((await who.get('payment/all/')).json());

  it('is refused to a child, in Russian at the seat, and nothing is ordered', async () => {
    const family = await buyer(t, 'exit-family');
    const res = await order(family, [
      { category: 'Adult', seat: '4A' },
      { category: 'Child', birthday: bornYearsAgo(7), seat: '3B' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'passengers.1.places.0': [
        'Место 3B — у аварийного выхода: там не могут сидеть дети и пассажиры с младенцем на руках. Выберите другое место.',
      ],
    });
    expect(await ordersOf(family)).toEqual([]);
  });

  it('is refused to the adult holding a baby on the lap, not to the other adult', async () => {
    const parents = await buyer(t, 'exit-parents');
    const withBaby = await order(parents, [
      { category: 'Adult', seat: '3C' },
      { category: 'Adult', seat: '3D' },
      { category: 'BabyWithoutPlace', birthday: bornYearsAgo(1) },
    ]);
    expect(withBaby.statusCode).toBe(400);
    expect(withBaby.json()).toEqual({
      'passengers.0.places.0': [
        'Место 3C — у аварийного выхода: там не могут сидеть дети и пассажиры с младенцем на руках. Выберите другое место.',
      ],
    });
    expect(await ordersOf(parents)).toEqual([]);

    // The second adult holds nobody: the exit row is theirs to take.
    const ok = await order(parents, [
      { category: 'Adult', seat: '4C' },
      { category: 'Adult', seat: '3D' },
      { category: 'BabyWithoutPlace', birthday: bornYearsAgo(1) },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('is sold to an adult travelling without children', async () => {
    const alone = await buyer(t, 'exit-alone');
    const res = await order(alone, [{ category: 'Adult', seat: '3A' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ordersOf(alone)).toHaveLength(1);
  });
});
