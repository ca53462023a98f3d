import { ZUserInfo } from '@peresadka/contracts/profile';
import type { BusResult, PlaneResult } from '@peresadka/contracts/search-results';
import type { DemoFeed } from '@peresadka/geo/demo-timetable/demo-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelTrip } from '../operator/trip-cancellations.ts';
import { ridesOf } from '../rides/route-id.ts';
import { EASY_CAPTCHA } from '../test-support/accounts.ts';
import { miniFeed } from '../test-support/mini-network.ts';
import {
  busOrderBody,
  buyer,
  contacts,
  person,
  search,
  searchDate,
  withMiniNetwork,
  type Buyer,
} from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

type Trip = DemoFeed['trips'][number];
const tripNumbered = (number: string) => miniFeed.trips.find((trip) => trip.number === number)!;

/** SU 1250's twin later in the day, on a plane with two business and two economy seats. */
const su1990 = (() => {
  const su1250 = tripNumbered('SU 1250');
  if (su1250.properties?.mode !== 'PLANE') throw new Error('SU 1250 is a flight');
  return {
    ...su1250,
    number: 'SU 1990',
    departureMinute: 16 * 60,
    properties: {
      ...su1250.properties,
      seatMap: [
        { row: 1, seats: ['A', 'C'], serviceClass: 'Business' as const },
        { row: 2, seats: ['A', 'B'], serviceClass: 'Economic' as const },
      ],
    },
  } satisfies Trip;
})();

/** The evening bus Тверь — Москва: a minibus of two seats. */
const bus520 = (() => {
  const bus514 = tripNumbered('514');
  if (bus514.properties?.mode !== 'BUS') throw new Error('514 is a bus');
  return {
    ...bus514,
    number: '520',
    departureMinute: 20 * 60,
    properties: { ...bus514.properties, seats: 2 },
  } satisfies Trip;
})();

describe(`favorite flights and buses sold out or gone on ${testBackend()}`, () => {
  let t: TestApp;
  let flights: PlaneResult[];
  let buses: BusResult[];
  let seller: Buyer;
  const date = searchDate(2);

  beforeAll(async () => {
    t = await startTestApp(EASY_CAPTCHA);
    await withMiniNetwork(t, [su1990, bus520]);
    flights = (await search(t.app, 'Москва', 'Казань', date)).airplane;
    buses = (await search(t.app, 'Тверь', 'Москва', date)).bus;
    seller = await buyer(t, 'seller');
  });
  afterAll(() => t?.close());

  const flightNumbered = (number: string) =>
    flights.find((f) => f.segments[0]!.flights[0]!.flight_number === number)!;
  const busNumbered = (number: string) => buses.find((b) => b.race_id === number)!;

  /** The favorites' states by route id, as the profile reads them. */
  const statusesOf = async (who: Buyer) =>
    Object.fromEntries(
      ZUserInfo.parse((await who.get('get_info')).json()).favorite_routes.map((f) => [
        f.routes_ids[0],
        f.now.status,
      ]),
    );
  const save = async (who: Buyer, routeId: string) => {
    const res = await who.post('favorite', { route_id_array: [routeId] });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The operator's cancellation of the ride's trip on its day: it no longer runs. */
  const cancel = async (routeId: string) => {
    const [ride] = ridesOf(routeId)!;
    await cancelTrip(t.database.db, { tripId: ride!.tripId, date: ride!.serviceDate }, new Date());
  };
  const adults = (n: number) => Array.from({ length: n }, (_, i) => person(i));

  it('says a flight is sold out once its economy seats are sold, and gone once cancelled', async () => {
    const fan = await buyer(t, 'flight-fan');
    const small = flightNumbered('SU 1990');
    const usual = flightNumbered('SU 1250');
    await save(fan, small.route_id);
    await save(fan, usual.route_id);
    expect(await statusesOf(fan)).toEqual({
      [small.route_id]: 'on_sale',
      [usual.route_id]: 'on_sale',
    });

    // Both economy seats bought through the order form; business ones stay, at another fare.
    const flightId = small.segments[0]!.flights[0]!.id;
    const sold = await seller.post('payment/create/avia/', {
      passengers: adults(2).map((p) => ({ ...p, passenger_type_id: 'Adult', category: 'Adult' })),
      contacts,
      flights: [flightId],
      gds: small.gds,
      pricing_gds: small.gds,
      service_class: 'Economic',
      adult_quantity: 2,
      child_quantity: 0,
      baby_with_place_quantity: 0,
      baby_without_place_quantity: 0,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    await cancel(usual.route_id);

    expect(await statusesOf(fan)).toEqual({
      [small.route_id]: 'sold_out',
      [usual.route_id]: 'gone',
    });
  });

  it('says a bus is sold out once its seats are sold, and gone once cancelled', async () => {
    const fan = await buyer(t, 'bus-fan');
    const small = busNumbered('520');
    const usual = busNumbered('58');
    await save(fan, small.route_id);
    await save(fan, usual.route_id);
    expect(await statusesOf(fan)).toEqual({
      [small.route_id]: 'on_sale',
      [usual.route_id]: 'on_sale',
    });

    const sold = await seller.post('payment/create/bus/', busOrderBody(small, adults(2)));
    expect(sold.statusCode, sold.body).toBe(200);
    await cancel(usual.route_id);

    expect(await statusesOf(fan)).toEqual({
      [small.route_id]: 'sold_out',
      [usual.route_id]: 'gone',
    });
  });
});
