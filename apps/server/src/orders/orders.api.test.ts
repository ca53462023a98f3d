import {
  ZAviaDetailResponse,
  ZBusDetailResponse,
  ZTrainDetailResponse,
} from '@peresadka/contracts/detail';
import {
  ZAviaConfirmState,
  ZBusConfirmState,
  ZOrders,
  ZTrainConfirmState,
} from '@peresadka/contracts/orders';
import { LAP_INFANTS_OUTNUMBER_ADULTS } from '@peresadka/contracts/lap-infants';
import type { BusResult, PlaneResult, TrainResult } from '@peresadka/contracts/search-results';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.ts';
import { EASY_CAPTCHA } from '../test-support/accounts.ts';
import {
  busOrderBody,
  buyer,
  type Buyer,
  contacts,
  newKey,
  person,
  search,
  searchDate,
  trainOrderBody,
  withMiniNetwork,
  trainDetailBody,
} from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

/** The order form's body as SPEC §3 lists it: the train named without the result's id. */
const withoutRouteId = <T extends { route_id: string }>({ route_id, ...rest }: T) => rest;

const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Born so as to be `years` old on the day after tomorrow's trips. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  return `${d.getUTCFullYear() - years}-01-15`;
};

describe(`orders on ${testBackend()}`, () => {
  let t: TestApp;
  let clock = new Date();
  let train: TrainResult;
  let forbidden: string;
  let bus: BusResult;
  let flight: PlaneResult;
  let anna: Buyer;
  let boris: Buyer;

  beforeAll(async () => {
    t = await startTestApp(EASY_CAPTCHA, { now: () => clock });
    await withMiniNetwork(t);
    const date = searchDate(2);
    const moscowKazan = await search(t.app, 'Москва', 'Казань', date);
    train = moscowKazan.train.find((r) => r.train_number === '002Й')!;
    // Search never shows a train closed to sale; a crafted request names it by its trip.
    const [closed] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from trips where number = '054Й'`),
    );
    forbidden = train.route_id.replace(/^\d+-/, `${closed!.id}-`);
    flight = moscowKazan.airplane[0]!;
    bus = (await search(t.app, 'Тверь', 'Москва', date)).bus[0]!;
    [anna, boris] = await Promise.all([buyer(t, 'anna'), buyer(t, 'boris')]);
  });
  afterAll(() => t?.close());

  const trainOrder = (passengers: object[]) => trainOrderBody(train, passengers);
  const busOrder = (passengers: object[]) => busOrderBody(bus, passengers);
  const flightId = () => flight.segments[0]!.flights[0]!.id;
  const aviaOrder = (
    passengers: ({ category: string } & Record<string, unknown>)[],
    extra: object = {},
  ) => ({
    passengers: passengers.map((p) => ({ passenger_type_id: p.category, ...p })),
    contacts,
    flights: [flightId()],
    gds: flight.gds,
    pricing_gds: flight.gds,
    service_class: 'Economic',
    adult_quantity: passengers.filter((p) => p.category === 'Adult').length,
    child_quantity: passengers.filter((p) => p.category === 'Child').length,
    baby_with_place_quantity: passengers.filter((p) => p.category === 'BabyWithPlace').length,
    baby_without_place_quantity: passengers.filter((p) => p.category === 'BabyWithoutPlace').length,
    ...extra,
  });
  const cancel = (who: Buyer, orderId: number) =>
    who.post('payment/cancel/', { order_id: orderId });
  const detail = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload });

  it('sells a train to an adult and a child at the total the detail page showed them', async () => {
    const shown = ZTrainDetailResponse.parse(
      (
        await detail('train_detail', {
          ...trainDetailBody(train),
          adult_quantity: 1,
          child_quantity: 1,
        })
      ).json(),
    );
    const compartment = shown.detail.car_prices.find((c) => c.car_type === 'Compartment')!;
    const res = await anna.post(
      'payment/create/train/',
      trainOrder([
        {
          ...person(0),
          passenger_category: 'Adult',
          car_type: 'Compartment',
          car_number: '01',
          from_place_number: 9,
          to_place_number: 9,
          bedding: true,
          set_electronic_registration: true,
        },
        {
          ...person(1, bornYearsAgo(7)),
          passenger_category: 'Child',
          car_type: 'Compartment',
          car_number: '01',
          from_place_number: 10,
          to_place_number: 10,
        },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = ZTrainConfirmState.parse(res.json());
    expect(order.price).toBe(compartment.passengers_price.total_price);
    expect(order.status).toBe('WAITING');
    expect(order.reservation_results.map((r) => [r.category, r.place_description])).toEqual([
      ['Adult', 'вагон 01, место 9, нижнее'],
      ['Child', 'вагон 01, место 10, верхнее'],
    ]);
    expect(order.reservation_results[0]).toMatchObject({ bedding: true, car_type_name: 'Купе' });
    expect(order.customers.map((c) => c.price)).toEqual(
      order.reservation_results.map((r) => r.price),
    );
    expect(order.routes[0]).toMatchObject({ flight_number: '002Й', carrier: 'ФПК' });

    // Cancelled, the same places are there to choose again — here by the body SPEC §3 lists,
    // the train named by its number, stations and date instead of the result's id.
    expect((await cancel(anna, order.order_id)).json()).toEqual({
      detail: 'Заказ отменён, места освобождены',
    });
    expect((await cancel(anna, order.order_id)).statusCode).toBe(409);
    const bySpec = withoutRouteId(
      trainOrder([
        {
          ...person(0),
          passenger_category: 'Adult',
          car_type: 'Compartment',
          car_number: '01',
          from_place_number: 9,
          to_place_number: 9,
        },
      ]),
    );
    const again = await anna.post('payment/create/train/', bySpec);
    expect(again.statusCode, again.body).toBe(200);
    const repeated = ZTrainConfirmState.parse(again.json());
    expect(repeated.routes).toEqual(order.routes);
    expect(repeated.reservation_results[0]!.place_description).toBe('вагон 01, место 9, нижнее');
    await cancel(anna, repeated.order_id);
  });

  it('finds a train without the result’s id only where it runs, and says so in Russian', async () => {
    const bySpec = withoutRouteId(
      trainOrder([{ ...person(0), passenger_category: 'Adult', car_type: 'Compartment' }]),
    );
    const notFound = async (changed: object) => {
      const res = await anna.post('payment/create/train/', { ...bySpec, ...changed });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<{ detail: string }>().detail).toMatch(/^Этот рейс не найден/);
    };
    await notFound({ train_number: '999Й' });
    // Back to front: the train does not run from Kazan to Moscow.
    await notFound({ origin_code: bySpec.destination_code, destination_code: bySpec.origin_code });
    // Past what is on sale: the timetable's horizon.
    await notFound({ departure_date: daysAfter(bySpec.departure_date, 200) });
    await notFound({ origin_code: 'Москва' });
    // With the result's id as well, the two must name the same train.
    const mixed = await anna.post('payment/create/train/', {
      ...trainOrder([{ ...person(0), passenger_category: 'Adult', car_type: 'Compartment' }]),
      origin_code: '1',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      origin_code: ['Станция отправления не совпадает с выбранным маршрутом'],
    });
  });

  it('seats a party together, lower berths for an adult with a child on the lap', async () => {
    const res = await anna.post(
      'payment/create/train/',
      trainOrder([
        { ...person(0), passenger_category: 'Adult', car_type: 'ReservedSeat' },
        { ...person(1), passenger_category: 'Adult', car_type: 'ReservedSeat' },
        {
          ...person(2, bornYearsAgo(1)),
          passenger_category: 'BabyWithoutPlace',
          car_type: 'ReservedSeat',
        },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = ZTrainConfirmState.parse(res.json());
    const [mother, father, baby] = order.reservation_results;
    expect(mother!.place_description).toMatch(/^вагон 02, место \d+, нижнее$/);
    expect(father!.place_description).toMatch(/^вагон 02, место \d+/);
    expect(Math.abs(Number(mother!.place_number) - Number(father!.place_number))).toBeLessThan(4);
    expect(baby).toMatchObject({
      place_number: null,
      fare: 0,
      price: 0,
      place_description: 'вагон 02, без места',
    });
    await cancel(anna, order.order_id);
  });

  it('sells a bus by tariff at the total the detail page showed', async () => {
    const shown = ZBusDetailResponse.parse(
      (
        await detail('bus_detail', {
          route_id: bus.route_id,
          provider: bus.provider,
          departure_date: bus.date,
          race_id: bus.race_id,
          adult_quantity: 1,
          child_quantity: 1,
        })
      ).json(),
    );
    const res = await anna.post(
      'payment/create/bus/',
      busOrder([
        { ...person(0), tariff: 'Adult', place_number: '3' },
        { ...person(1, bornYearsAgo(8)), tariff: 'Auto', place_number: null },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = ZBusConfirmState.parse(res.json());
    expect(order.price).toBe(shown.detail.passengers_price.total_price);
    expect(order.reservation_results.map((r) => [r.tariff_name, r.place_number])).toEqual([
      ['Полный', '3'],
      ['Детский', '4'],
    ]);
    await cancel(anna, order.order_id);
  });

  it('sells a flight with a chosen seat and a second bag on top of the detail page’s total', async () => {
    const shown = ZAviaDetailResponse.parse(
      (
        await detail('avia_detail', {
          gds: flight.gds,
          flights: [flightId()],
          passengers: [
            { category: 'Adult', passenger_id: 1 },
            { category: 'Child', passenger_id: 2 },
          ],
        })
      ).json(),
    );
    const res = await anna.post(
      'payment/create/avia/',
      aviaOrder([
        {
          ...person(0),
          category: 'Adult',
          places: [{ flight_id: flightId(), place_row: 4, place_number: 'C', place_code: '4C' }],
          additional_services: [
            { code: 'XBAG', flight_ids: [flightId()], service_type: 'Baggage' },
          ],
        },
        { ...person(1, bornYearsAgo(6)), category: 'Child' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = ZAviaConfirmState.parse(res.json());
    // The chosen seat in the first rows costs 900 ₽, the bag 2 500 ₽.
    expect(order.price).toBe(shown.common.total_price + 900_00 + 2_500_00);
    const [adult, child] = order.reservation_results;
    expect(adult).toMatchObject({ row_number: 4, seat_number: 'C', seat_price: 900_00 });
    expect(adult!.additional_services).toHaveLength(1);
    // The airline seats the child beside the adult, at no charge.
    expect(child).toMatchObject({ row_number: 4, seat_price: 0 });
    await cancel(anna, order.order_id);
  });

  it('answers a repeated request with the order it made, and refuses the key for other data', async () => {
    const key = newKey();
    const body = busOrder([{ ...person(0), place_number: '20' }]);
    const [first, second] = await Promise.all([
      anna.post('payment/create/bus/', body, key),
      anna.post('payment/create/bus/', body, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json<{ order_id: number }>().order_id).toBe(
      first.json<{ order_id: number }>().order_id,
    );
    const mine = ZOrders.parse((await anna.get('payment/all/')).json());
    expect(mine.filter((o) => o.status === 'WAITING')).toHaveLength(1);

    const other = await anna.post(
      'payment/create/bus/',
      busOrder([{ ...person(0), place_number: '21' }]),
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      code: 'idempotency_conflict',
      detail:
        'Этот запрос уже выполнялся с другими данными. Обновите страницу и оформите заказ заново',
    });
    await cancel(anna, first.json<{ order_id: number }>().order_id);
  });

  it('needs the key and a signed-in account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/create/bus/',
      payload: busOrder([person(0)]),
    });
    expect(res.statusCode).toBe(401);
    const noKey = await anna.post('payment/create/bus/', busOrder([person(0)]), '');
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toEqual({
      'idempotency-key': ['Заголовок Idempotency-Key: от 8 до 64 латинских букв, цифр, «-» и «_»'],
    });
  });

  it('keeps one account’s orders from another: not listed, not read, not cancelled', async () => {
    const made = await anna.post('payment/create/bus/', busOrder([person(0)]));
    const id = made.json<{ order_id: number }>().order_id;
    expect(ZOrders.parse((await boris.get('payment/all/')).json())).toEqual([]);
    for (const res of [await boris.get(`payment/order/${id}`), await cancel(boris, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', detail: 'Заказ не найден' });
    }
    expect((await anna.get(`payment/order/${id}`)).json()).toMatchObject({ order_id: id });
    expect((await anna.get('get_info')).json()).toMatchObject({
      trips_lists: expect.arrayContaining([id]),
    });
    await cancel(anna, id);
    expect((await anna.get('payment/order/99999999999')).statusCode).toBe(400);
  });

  it('holds at most three unpaid orders an account', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await boris.post('payment/create/bus/', busOrder([person(i)]));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json<{ order_id: number }>().order_id);
    }
    const fourth = await boris.post('payment/create/bus/', busOrder([person(4)]));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<{ detail: string }>().detail).toContain('неоплаченных заказа');
    for (const id of ids) await cancel(boris, id);
  });

  it('checks categories against ages on the day of departure, and a lap for every baby', async () => {
    const tooOld = await anna.post(
      'payment/create/train/',
      trainOrder([
        { ...person(0), passenger_category: 'Adult', car_type: 'ReservedSeat' },
        { ...person(1, bornYearsAgo(11)), passenger_category: 'Child', car_type: 'ReservedSeat' },
      ]),
    );
    expect(tooOld.json()).toEqual({
      'passengers.1.passenger_category': [
        'Категория «Детский (до 10 лет)» не подходит по возрасту на день отправления (11 лет) — пассажир 2',
      ],
    });
    const alone = await anna.post(
      'payment/create/avia/',
      aviaOrder([{ ...person(0, bornYearsAgo(1)), category: 'BabyWithoutPlace' }]),
    );
    expect(alone.json()).toEqual({
      passengers: [
        'Ребёнок без места едет только на руках у взрослого: добавьте взрослого пассажира',
      ],
    });
    const twoOnOneLap = await anna.post(
      'payment/create/bus/',
      busOrder([
        { ...person(0), tariff: 'Adult' },
        { ...person(1, bornYearsAgo(2)), tariff: 'BabyWithoutPlace' },
        { ...person(2, bornYearsAgo(3)), tariff: 'BabyWithoutPlace' },
      ]),
    );
    expect(twoOnOneLap.json()).toEqual({
      passengers: [LAP_INFANTS_OUTNUMBER_ADULTS],
    });
    const twoInfantsOneAdult = await anna.post(
      'payment/create/avia/',
      aviaOrder([
        { ...person(0), category: 'Adult' },
        { ...person(1, bornYearsAgo(1)), category: 'BabyWithoutPlace' },
        { ...person(2, bornYearsAgo(1)), category: 'BabyWithoutPlace' },
      ]),
    );
    expect(twoInfantsOneAdult.statusCode).toBe(400);
    expect(twoInfantsOneAdult.json()).toEqual({ passengers: [LAP_INFANTS_OUTNUMBER_ADULTS] });
    const pricedForThem = await detail('avia_detail', {
      gds: flight.gds,
      flights: [flightId()],
      passengers: [
        { category: 'Adult', passenger_id: 1 },
        { category: 'BabyWithoutPlace', passenger_id: 2 },
        { category: 'BabyWithoutPlace', passenger_id: 3 },
      ],
    });
    expect(pricedForThem.statusCode).toBe(400);
    expect(pricedForThem.json()).toEqual({ passengers: [LAP_INFANTS_OUTNUMBER_ADULTS] });
  });

  it('lets a child fly alone only with the booking of the adult who flies too', async () => {
    const child = { ...person(1, bornYearsAgo(9)), category: 'Child' };
    const noBooking = await anna.post('payment/create/avia/', aviaOrder([child]));
    expect(noBooking.statusCode).toBe(400);
    const parent = await anna.post(
      'payment/create/avia/',
      aviaOrder([{ ...person(0), category: 'Adult' }]),
    );
    const pnr = String(parent.json<{ order_id: number }>().order_id);
    const wrong = await anna.post(
      'payment/create/avia/',
      aviaOrder([{ ...child, pnr, adult_surname: 'Сидорова' }]),
    );
    expect(wrong.json()).toEqual({
      'passengers.0.pnr': [
        'Бронирование взрослого с таким номером и фамилией на этих рейсах не найдено',
      ],
    });
    const right = await anna.post(
      'payment/create/avia/',
      aviaOrder([{ ...child, pnr, adult_surname: 'петрова' }]),
    );
    expect(right.statusCode, right.body).toBe(200);
    for (const res of [parent, right])
      await cancel(anna, res.json<{ order_id: number }>().order_id);
  });

  it('offers only what the ride has: car types, cars, places, seats, services', async () => {
    const train = await anna.post(
      'payment/create/train/',
      trainOrder([
        { ...person(0), car_type: 'Luxury' },
        { ...person(1), car_type: 'Compartment', car_number: '02' },
        {
          ...person(2),
          car_type: 'Compartment',
          car_number: '01',
          from_place_number: 37,
          to_place_number: 37,
        },
      ]),
    );
    expect(train.json()).toEqual({
      'passengers.0.car_type': ['В этом поезде нет вагонов «Люкс» в продаже'],
      'passengers.1.car_number': ['Вагон 02 — не «Купе»'],
      'passengers.2.from_place_number': ['В вагоне 01 нет таких мест'],
    });
    const plane = await anna.post(
      'payment/create/avia/',
      aviaOrder([
        {
          ...person(0),
          category: 'Adult',
          places: [{ flight_id: flightId(), place_row: 1, place_number: 'A', place_code: '1A' }],
          additional_services: [{ code: 'PETC', flight_ids: [flightId()], service_type: 'Pet' }],
        },
      ]),
    );
    expect(plane.json()).toEqual({
      'passengers.0.places.0': ['Место 1A — в другом классе обслуживания'],
      'passengers.0.additional_services.0': ['Такой услуги у авиакомпании нет'],
    });
    const place = await anna.post(
      'payment/create/bus/',
      busOrder([{ ...person(0), place_number: '50' }]),
    );
    expect(place.json()).toEqual({ 'passengers.0.place_number': ['В автобусе нет места 50'] });
  });

  it('sells nothing on a train closed to sale or a ride that has left', async () => {
    const closed = await anna.post('payment/create/train/', {
      ...trainOrder([{ ...person(0), car_type: 'ReservedSeat' }]),
      route_id: forbidden,
      train_number: '054Й',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ detail: string }>().detail).toBe(
      'Билеты на этот поезд не продаются онлайн',
    );

    const saved = clock;
    // Ten minutes before the bus leaves: sale closed at five.
    clock = new Date(Date.parse(bus.departure_time) - 4 * 60_000);
    await anna.signInAgain();
    const late = await anna.post('payment/create/bus/', busOrder([person(0)]));
    expect(late.statusCode).toBe(409);
    expect(late.json<{ detail: string }>().detail).toBe('Продажа билетов на этот рейс закрыта');
    clock = saved;
    await anna.signInAgain();
  });

  it('offers the passengers of earlier orders to fill in again', async () => {
    const saved = await anna.get('payment/passengers/');
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ last_name: string }[]>().map((p) => p.last_name)).toEqual(
      expect.arrayContaining(['Петрова', 'Иванов']),
    );
    expect((await boris.get('payment/passengers/')).json<unknown[]>().length).toBeGreaterThan(0);
  });
});
