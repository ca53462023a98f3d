import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import {
  ZCombinedRoutesResponse,
  ZSearchResponse,
  type SearchResponse,
} from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOSCOW_KAZANSKY, SVO } from '../test-support/mini-network.ts';
import { occupy, occupySeats } from '../test-support/occupy.ts';
import { withMiniNetwork } from '../test-support/orders.ts';

/** Places 1 … n of a car. */
const places = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

const tomorrow = addDays(todayIn('Europe/Moscow', new Date()), 1);
const date = formatWireDate(tomorrow);
const isoTomorrow = `${tomorrow.year}-${String(tomorrow.month).padStart(2, '0')}-${String(tomorrow.day).padStart(2, '0')}`;

describe(`search API on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Searches follow each other faster than combined routes compute here; the bound on them
    // per address has tests of its own (search-limits.api.test.ts).
    t = await startTestApp({ COMBINED_QUEUE_PER_CLIENT: '32' });
    await withMiniNetwork(t);
  });
  afterAll(() => t?.close());

  const search = async (body: Record<string, unknown>, path = '/api/v1/routes') =>
    t.app.inject({ method: 'POST', url: path, payload: { date, ...body } });
  const ok = async (body: Record<string, unknown>, path?: string): Promise<SearchResponse> => {
    const res = await search(body, path);
    expect(res.statusCode, res.body).toBe(200);
    return ZSearchResponse.parse(res.json());
  };

  it('lists flights, trains and buses with local times and prices including our fee', async () => {
    const r = await ok({ starting_point: 'Москва', ending_point: 'Казань' });
    expect(r.airplane).toHaveLength(1);
    const flight = r.airplane[0]!.segments[0]!.flights[0]!;
    expect(flight).toMatchObject({
      flight_number: 'SU 1250',
      origin_code: 'SVO',
      destination_code: 'KZN',
      departure_time: `${isoTomorrow}T09:00:00+03:00`,
      arrival_time: `${isoTomorrow}T10:35:00+03:00`,
      travel_time: 95,
      branded_fare_info: 'Эконом Базовый',
    });
    // 5 000 ₽ fare + 4 % fee (200 ₽).
    expect(r.airplane[0]!.price).toBe(5_200_00);

    expect(r.train).toHaveLength(1);
    expect(r.train[0]).toMatchObject({
      display_train_number: '002Й',
      train_name: 'Татарстан',
      origin_name: 'Казанский вокзал',
      destination_name: 'Казань-Пассажирская',
      provider: 'ФПК',
      travel_time: 690,
    });
    // «от»: the reserved-seat car, 800 ₽ + 2.5 ₽/km × 800 km = 2 800 ₽, plus 3 % (84 → 90 ₽ floor).
    expect(r.train[0]!.price).toBe(2_890_00);

    expect(r.bus).toEqual([]);
    expect(r.bus_error?.error_message).toBe('Автобусов на эту дату не нашлось');
    expect(r.combined_route).toEqual(expect.any(String));
  });

  it('prices business class from the business fares', async () => {
    const r = await ok({
      starting_point: 'Москва',
      ending_point: 'Казань',
      service_class: 'Business',
    });
    expect(r.airplane[0]!.price).toBe(20_000_00 + 800_00);
    expect(r.airplane[0]!.segments[0]!.flights[0]!.branded_fare_info).toBe('Бизнес Гибкий');
  });

  it('shows arrival in Vladivostok local time and connections with one change', async () => {
    const r = await ok({ starting_point: 'Москва', ending_point: 'Владивосток' });
    const direct = r.airplane.find((p) => p.segments[0]!.flights.length === 1)!;
    // 10:00 in Moscow + 9 h = 19:00 Moscow = 02:00 next day in Vladivostok (UTC+10).
    expect(direct.segments[0]!.flights[0]!.arrival_time).toMatch(/T02:00:00\+10:00$/);
    const connection = r.airplane.find((p) => p.segments[0]!.flights.length === 2)!;
    expect(connection.segments[0]!.flights.map((f) => f.flight_number)).toEqual([
      'SU 1250',
      'SU 6300',
    ]);
    expect(r.train_error?.error_message).toBe(
      'В пункте «Владивосток» нет железнодорожного вокзала',
    );
  });

  it('honours the departure window in the origin’s local time', async () => {
    const at = (time_from: number, time_to: number) =>
      ok({ starting_point: 'Москва', ending_point: 'Казань', time_from, time_to });
    expect((await at(9, 9)).airplane).toHaveLength(1);
    expect((await at(10, 24)).airplane).toHaveLength(0);
    expect((await at(0, 8)).airplane).toHaveLength(0);
  });

  it('keeps to the chosen station', async () => {
    const r = await ok({
      starting_point: 'Москва',
      ending_point: 'Казань',
      starting_airplane_station: SVO,
      starting_train_station: MOSCOW_KAZANSKY,
    });
    expect(r.airplane).toHaveLength(1);
    expect(r.train).toHaveLength(1);
  });

  /** The combined routes of a search, fetched by id: 202 while computing, then 200. */
  const combinedRoutes = async (r: SearchResponse) => {
    const url = `/api/v1/combined_routes/${r.combined_route}`;
    let res = await t.app.inject({ method: 'GET', url });
    for (let i = 0; i < 200 && res.statusCode === 202; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await t.app.inject({ method: 'GET', url });
    }
    expect(res.statusCode).toBe(200);
    return ZCombinedRoutesResponse.parse(res.json()).routes;
  };

  it('computes combined routes off the request path: 202, then 200 with legs', async () => {
    const r = await ok({ starting_point: 'Тверь', ending_point: 'Казань' });
    expect(r.bus_error).toBeDefined();
    const routes = await combinedRoutes(r);
    const viaMoscow = routes.find(
      (route) => route.legs.map((l) => l.transport_type).join() === 'BUS,TRAIN',
    );
    expect(viaMoscow).toBeDefined();
    // Both buses catch the same train; the later one spares the wait (the tie rule).
    expect(viaMoscow!.legs[0]).toMatchObject({
      race_id: '514',
      destination_name: 'Центральный автовокзал',
    });
    // 054Й leaves sooner and looks cheaper (it has no fare), but nobody sells it: it must not
    // push 002Й out of the answer.
    expect(viaMoscow!.legs[1]).toMatchObject({ display_train_number: '002Й' });
    expect(viaMoscow!.routes_price).toBe(viaMoscow!.legs.reduce((s, l) => s + l.price, 0));
    // Across Moscow from the bus station to the Kazansky terminal: an hour at least.
    expect(viaMoscow!.transfers).toHaveLength(1);
    expect(viaMoscow!.transfers[0]).toMatchObject({
      arrival_station: 'Центральный автовокзал',
      departure_station: 'Казанский вокзал',
      station_change: true,
    });
    expect(viaMoscow!.transfers[0]!.wait_minutes).toBeGreaterThanOrEqual(60);
  });

  it('leaves to the plane tab the connection it lists: no combined route a ride of one mode equals or beats', async () => {
    const r = await ok({ starting_point: 'Москва', ending_point: 'Владивосток' });
    // SU 1700 direct, and SU 1250 + SU 6300 by way of Kazan: cheaper, so both are cards.
    expect(r.airplane.map((p) => p.segments[0]!.flights.length).sort()).toEqual([1, 2]);
    // The combined search finds the same two flights; they are the plane tab's already.
    expect(await combinedRoutes(r)).toEqual([]);
  });

  it('answers 204 for a combined search it does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/combined_routes/nope' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('searches without combined routes on /v1/old_routes', async () => {
    const r = await ok({ starting_point: 'Москва', ending_point: 'Казань' }, '/api/v1/old_routes');
    expect(r.combined_route).toBeNull();
    expect(r.airplane).toHaveLength(1);
  });

  it('refuses unknown places and stations on their own fields', async () => {
    const res = await search({
      starting_point: 'Атлантида',
      ending_point: 'Казань',
      ending_train_station: 123,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      starting_point: ['Такой населённый пункт не найден'],
      ending_train_station: ['Вокзал не найден в этом городе'],
    });
  });

  it('refuses a date outside the sale window and more than 7 passengers', async () => {
    const res = await search({
      starting_point: 'Москва',
      ending_point: 'Казань',
      date: '2020/01/1',
      adult_quantity: 5,
      child_quantity: 3,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, string[]>>();
    expect(body.date).toEqual(['Дата указана неверно']);
    expect(Object.keys(body).length).toBeGreaterThanOrEqual(2);
  });

  it('finds the combined route a sold-out train hid, searching again without it', async () => {
    const firstTrains = async () =>
      (await combinedRoutes(await ok({ starting_point: 'Тверь', ending_point: 'Владивосток' })))
        .map((route) => route.legs[0]!)
        .filter((leg) => leg.transport_type === 'TRAIN')
        .map((leg) => ({ train: leg.display_train_number, route: leg.route_id }));
    // Both trains make SU 1700 to Vladivostok, and SU 1250 + SU 6300 by way of Kazan; 752Ч
    // leaves later and costs less, so 750Ч is never an answer.
    const before = await firstTrains();
    expect(before.map((r) => r.train)).toEqual(['752Ч', '752Ч']);
    await occupy(t, before[0]!.route, 1, places(54));
    expect((await firstTrains()).map((r) => r.train)).toEqual(['750Ч', '750Ч']);
  });

  // Late in the file: it sells out what the tests above price.
  it('prices a train from its cheapest car with a free place, and drops it when sold out', async () => {
    const before = await ok({ starting_point: 'Москва', ending_point: 'Казань' });
    const fill = (car: number, seats: number) =>
      occupy(t, before.train[0]!.route_id, car, places(seats));
    // Each car type with a free place, cheapest first, priced as the card's «от».
    expect(before.train[0]!.car_classes).toEqual([
      { car_type: 'ReservedSeat', price: 2_890_00, free_places: 54, lower_free_places: 27 },
      { car_type: 'Compartment', price: 4_841_00, free_places: 36, lower_free_places: 18 },
    ]);
    await fill(2, 54);
    const reservedSoldOut = await ok({ starting_point: 'Москва', ending_point: 'Казань' });
    // Compartment: 1 500 ₽ + 4 ₽/km × 800 km = 4 700 ₽, plus 3 % (141 ₽).
    expect(reservedSoldOut.train[0]!.price).toBe(4_841_00);
    expect(reservedSoldOut.train[0]!.car_classes).toEqual([
      { car_type: 'Compartment', price: 4_841_00, free_places: 36, lower_free_places: 18 },
    ]);
    // A party rides one car type: two places left are too few for three.
    await fill(1, 34);
    const three = await ok({ starting_point: 'Москва', ending_point: 'Казань', adult_quantity: 3 });
    expect(three.train).toEqual([]);
    const two = await ok({ starting_point: 'Москва', ending_point: 'Казань', adult_quantity: 2 });
    expect(two.train[0]!.car_classes).toEqual([
      { car_type: 'Compartment', price: 4_841_00, free_places: 2, lower_free_places: 1 },
    ]);
    await occupy(t, before.train[0]!.route_id, 1, [35, 36]);
    const soldOut = await ok({ starting_point: 'Москва', ending_point: 'Казань' });
    expect(soldOut.train).toEqual([]);
    expect(soldOut.train_error?.error_message).toBe('Поездов на эту дату не нашлось');
  });

  it('lists a flight or a bus only while it has a place for each traveller who needs one', async () => {
    const flights = async (body: Record<string, unknown> = {}) =>
      (await ok({ starting_point: 'Москва', ending_point: 'Казань', ...body })).airplane;
    const [flight] = await flights();
    // SU 1250's economy is rows 3–10, six seats each: all but 10F go to other buyers.
    const economy = [3, 4, 5, 6, 7, 8, 9, 10].flatMap((row) =>
      ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `${row}${letter}`),
    );
    await occupySeats(t, flight!.route_id, 'PLANE', economy.slice(0, -1));
    expect(await flights()).toHaveLength(1);
    // An infant on a lap needs no seat; a second adult or a child with a seat does.
    expect(await flights({ baby_without_place_quantity: 1 })).toHaveLength(1);
    const party = await ok({ starting_point: 'Москва', ending_point: 'Казань', child_quantity: 1 });
    expect(party.airplane).toEqual([]);
    expect(party.airplane_error?.error_message).toBe('Авиарейсов на эту дату не нашлось');
    // Business is another cabin: its seats are all free.
    expect(await flights({ adult_quantity: 2, service_class: 'Business' })).toHaveLength(1);
    await occupySeats(t, flight!.route_id, 'PLANE', ['10F']);
    expect(await flights()).toEqual([]);

    const buses = async () =>
      (await ok({ starting_point: 'Тверь', ending_point: 'Москва' })).bus.map((b) => b.race_id);
    const before = await buses();
    expect(before).toEqual(['58', '514']);
    const morning = (await ok({ starting_point: 'Тверь', ending_point: 'Москва' })).bus[0]!;
    await occupySeats(t, morning.route_id, 'BUS', places(49).map(String));
    expect(await buses()).toEqual(['514']);
  });
});
