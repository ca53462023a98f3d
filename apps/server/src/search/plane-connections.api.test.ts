import {
  ZCombinedRoutesResponse,
  ZSearchResponse,
  type PlaneResult,
  type SearchResponse,
} from '@peresadka/contracts/search-results';
import type { DemoFeed, DemoStop, DemoTrip } from '@peresadka/geo/demo-timetable/demo-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DME, KZN, miniFeed, miniGeography, SVO } from '../test-support/mini-network.ts';
import { searchDate, withNetwork } from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

const stop = (stationId: number, offset: number, distanceKm: number): DemoStop => ({
  stationId,
  arrivalOffset: offset,
  departureOffset: offset,
  distanceKm,
  boarding: true,
  alighting: true,
});

/** A flight of the mini network at another economy fare. */
const atEconomy = (number: string, economy: number): DemoTrip => {
  const model = miniFeed.trips.find((trip) => trip.number === number)!;
  if (model.properties.mode !== 'PLANE') throw new Error(`${number} is a flight`);
  return {
    ...model,
    properties: {
      ...model.properties,
      fareFamilies: model.properties.fareFamilies.map((f) =>
        f.serviceClass === 'Economic' ? { ...f, price: economy } : f,
      ),
    },
  };
};

/** A flight from Kazan to Moscow like SU 1250 (95 min), at its own hour and economy fare. */
const fromKazan = (number: string, to: number, hour: number, economy: number): DemoTrip => ({
  ...atEconomy('SU 1250', economy),
  number,
  departureMinute: hour * 60,
  stops: [stop(KZN, 0, 0), stop(to, 95, 720)],
});

/**
 * Казань → Владивосток: SU 6300 direct (at 60 000 ₽ here, so that going through Moscow is worth
 * a look, not a detour the combined tab leaves out), or to Moscow in the morning and on SU 1700 from
 * Шереметьево at 10:00. SU 1260 lands at Домодедово at 06:35, 150 min of crossing to
 * Шереметьево from the 10:00 flight; SU 1262 lands at Шереметьево at 08:05, dearer. The cheap
 * one changes airport: it is the combined tab's, and must not hide the dearer one from the
 * plane tab, whose connections are one airport's.
 */
const feed: DemoFeed = {
  ...miniFeed,
  trips: [
    ...miniFeed.trips.map((trip) =>
      trip.number === 'SU 6300' ? atEconomy('SU 6300', 60_000_00) : trip,
    ),
    fromKazan('SU 1260', DME, 5, 4_000_00),
    fromKazan('SU 1262', SVO, 6.5, 6_000_00),
  ],
};

const flightsOf = (result: PlaneResult) => result.segments.flatMap((s) => s.flights);

describe(`plane connections on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await withNetwork(t, miniGeography, feed);
  });
  afterAll(() => t?.close());

  const searchKazanVladivostok = async (): Promise<SearchResponse> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/routes',
      payload: { starting_point: 'Казань', ending_point: 'Владивосток', date: searchDate(1) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZSearchResponse.parse(res.json());
  };

  it('the plane tab has no connection that changes airport without saying so', async () => {
    const r = await searchKazanVladivostok();
    expect(r.airplane.length).toBeGreaterThan(0);
    for (const result of r.airplane) {
      const flights = flightsOf(result);
      flights.slice(1).forEach((f, i) => expect(f.origin_code).toBe(flights[i]!.destination_code));
    }
    // The connection through Шереметьево alone, which the cheaper crossing from Домодедово
    // would beat in a search that let it change airport.
    expect(r.airplane.map((p) => flightsOf(p).map((f) => f.flight_number))).toEqual(
      expect.arrayContaining([['SU 6300'], ['SU 1262', 'SU 1700']]),
    );
    expect(r.airplane.some((p) => flightsOf(p).some((f) => f.flight_number === 'SU 1260'))).toBe(
      false,
    );
  });

  it('the combined tab offers the change of airport as a change between legs', async () => {
    const r = await searchKazanVladivostok();
    const url = `/api/v1/combined_routes/${r.combined_route}`;
    let res = await t.app.inject({ method: 'GET', url });
    for (let i = 0; i < 200 && res.statusCode === 202; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await t.app.inject({ method: 'GET', url });
    }
    expect(res.statusCode).toBe(200);
    const { routes } = ZCombinedRoutesResponse.parse(res.json());
    const crossing = routes.find((route) =>
      route.transfers.some((change) => change.arrival_station === 'Домодедово'),
    );
    expect(crossing, JSON.stringify(routes.map((x) => x.transfers))).toBeDefined();
    expect(crossing!.legs.map((leg) => leg.transport_type)).toEqual(['PLANE', 'PLANE']);
    expect(crossing!.transfers).toEqual([
      expect.objectContaining({
        arrival_station: 'Домодедово',
        arrival_kind: 'Airport',
        departure_station: 'Шереметьево',
        departure_kind: 'Airport',
        station_change: true,
      }),
    ]);
    expect(crossing!.transfers[0]!.wait_minutes).toBeGreaterThanOrEqual(150);
  });
});
