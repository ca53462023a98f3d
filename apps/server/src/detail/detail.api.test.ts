import { addDays, formatWireDate, todayIn, toIsoDate } from '@peresadka/contracts/dates';
import {
  ZAviaDetailResponse,
  ZBusDetailResponse,
  ZTrainDetailResponse,
} from '@peresadka/contracts/detail';
import { ZSearchResponse, type SearchResponse } from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupy } from '../test-support/occupy.ts';
import { withMiniNetwork, trainDetailBody } from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';
import { ridesOf } from '../rides/route-id.ts';

const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));

describe(`route detail on ${testBackend()}`, () => {
  let t: TestApp;
  let moscowKazan: SearchResponse;
  let tverMoscow: SearchResponse;
  beforeAll(async () => {
    t = await startTestApp();
    await withMiniNetwork(t);
    const search = async (starting_point: string, ending_point: string) =>
      ZSearchResponse.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/old_routes',
            payload: { starting_point, ending_point, date },
          })
        ).json(),
      );
    moscowKazan = await search('Москва', 'Казань');
    tverMoscow = await search('Тверь', 'Москва');
  });
  afterAll(() => t?.close());

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload });

  it('shows a train: its line, car types from the cheapest, free places per car', async () => {
    const train = moscowKazan.train[0]!;
    const res = await post('train_detail', {
      ...trainDetailBody(train),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { common, detail } = ZTrainDetailResponse.parse(res.json());
    expect(common).toMatchObject({
      display_train_number: '002Й',
      initial_station_name: 'Казанский вокзал',
      final_station_name: 'Казань-Пассажирская',
      has_electronic_registration: true,
      is_sale_forbidden: false,
    });
    expect(detail.info_route).toHaveLength(2);
    expect(detail.info_route[0]!.arrival_time).toBeNull();
    // One adult by default: the passengers' price is the place's.
    expect(detail.car_prices).toContainEqual({
      car_type: 'ReservedSeat',
      min_price: 2_800_00,
      // ФПК's reserved-seat car: half of the fare is the плацкарта.
      min_reserved_seat_price: 1_400_00,
      min_service_charge: 90_00,
      min_total_price: 2_890_00,
      free_places: 54,
      passengers_price: {
        passengers: [
          {
            category: 'Adult',
            label: 'Взрослый (от 10 лет)',
            quantity: 1,
            price: 2_800_00,
            service_charge: 90_00,
            total_price: 2_890_00,
          },
        ],
        total_price: 2_890_00,
      },
    });
    expect(detail.car_info.map((c) => c.readable_car_type)).toEqual(['Купе', 'Плацкарт']);
  });

  it('counts a held seat as taken on the plan and in free places', async () => {
    const train = moscowKazan.train[0]!;
    await occupy(t, train.route_id, 2, [5]);
    const detail = ZTrainDetailResponse.parse(
      (
        await post('train_detail', {
          route_id: train.route_id,
          provider: 'ФПК',
          departure_date: train.date,
          origin: 'a',
          destination: 'b',
          train_number: train.train_number,
        })
      ).json(),
    ).detail;
    expect(detail.car_info.find((c) => c.car_number === '02')!.free_places).toBe(53);

    const schema = await post('train_schema', {
      schema_id: detail.car_info[1]!.schema_id,
      schema_type: 'MobileFirstStorey',
      route_id: train.route_id,
      car_number: 2,
    });
    expect(schema.statusCode).toBe(200);
    const svg = schema.json<{ train_schema: string }>().train_schema;
    expect(svg).toContain('data-seat="5" data-free="false"');
    expect(svg).toContain('data-seat="6" data-free="true"');
  });

  it('shows a bus with its tariffs, our charge and the seats to choose from', async () => {
    const bus = tverMoscow.bus[0]!;
    const res = await post('bus_detail', {
      route_id: bus.route_id,
      provider: bus.provider,
      departure_date: bus.date,
      race_id: bus.race_id,
      adult_quantity: 2,
      baby_with_place_quantity: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { common, detail } = ZBusDetailResponse.parse(res.json());
    expect(common.race_id).toBe('58');
    // 100 ₽ + 2.5 ₽/km × 170 km = 525 ₽; the child fare is half, a child on a lap rides free.
    expect(detail.tariffs).toEqual([
      {
        bus_tariff_name: 'Полный',
        bus_tariff_type: 'Взрослый (от 12 лет)',
        bus_tariff_price: 525_00,
        service_charge: 40_00,
        total_price: 565_00,
      },
      {
        bus_tariff_name: 'Детский',
        bus_tariff_type: 'Детский (до 12 лет)',
        bus_tariff_price: 263_00,
        service_charge: 40_00,
        total_price: 303_00,
      },
      {
        bus_tariff_name: 'Без места',
        bus_tariff_type: 'Ребёнок до 6 лет без места',
        bus_tariff_price: 0,
        service_charge: 0,
        total_price: 0,
      },
    ]);
    expect(detail.tariff_ids).toEqual(['Adult', 'Child', 'BabyWithoutPlace']);
    // A searched infant with a seat of its own rides a bus on a child ticket.
    expect(detail.passengers_price.passengers.map((p) => [p.category, p.quantity])).toEqual([
      ['Adult', 2],
      ['Child', 1],
    ]);
    expect(detail.passengers_price.total_price).toBe(2 * 565_00 + 303_00);
    expect(detail.free_places_quantity).toBe(49);
    expect(detail.places).toHaveLength(49);
    expect(detail.bus_route.routes.map((r) => r.name)).toEqual(['Тверь', 'Центральный автовокзал']);
  });

  it('prices a flight for the passengers asked and lists the seats on sale', async () => {
    const flight = moscowKazan.airplane[0]!.segments[0]!.flights[0]!;
    const res = await post('avia_detail', {
      gds: 'Пересадка',
      flights: [flight.id],
      passengers: [
        { category: 'Adult', passenger_id: 1 },
        { category: 'Child', passenger_id: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { common, detail } = ZAviaDetailResponse.parse(res.json());
    // The child pays 75 % of the fare, and our fee is on what each passenger pays.
    expect(common.price).toBe(5_000_00 + 3_750_00);
    expect(common.service_charge).toBe(200_00 + 150_00);
    expect(common.total_price).toBe(9_100_00);
    expect(common.passengers_price.total_price).toBe(common.total_price);
    expect(common.passengers_price.passengers.map((p) => [p.label, p.total_price])).toEqual([
      ['Взрослый (от 12 лет)', 5_200_00],
      ['Ребёнок (от 2 до 12 лет)', 3_900_00],
    ]);
    // Places of the cabin sold: the mini network's A320 has 8 business seats of 56.
    expect(common.available_place_quantity).toBe(48);
    expect(common.segments[0]!.flights[0]!.fare_description).toMatchObject({
      baggage: 'Без багажа',
      refund: 'Невозвратный: до вылета возвращаются только таксы и аэропортовые сборы',
    });
    expect(detail.avia_schema.find((s) => s.code === '3A')).toMatchObject({ row: 3, seat: 'A' });

    const schema = await post('avia_schema', {
      aircraft_seat_scheme_id: '320',
      flight_id: flight.id,
    });
    expect(schema.json<{ avia_schema: string }>().avia_schema).toContain('data-seat="10F"');
  });

  it('re-reads saved route ids as result legs', async () => {
    const res = await post('get_detail_info', {
      route_id_array: [moscowKazan.train[0]!.route_id, moscowKazan.airplane[0]!.route_id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ transport_type: string }[]>().map((l) => l.transport_type)).toEqual([
      'TRAIN',
      'PLANE',
    ]);
  });

  it('answers 404 in Russian for rides it never issued', async () => {
    const flight = moscowKazan.airplane[0]!.segments[0]!.flights[0]!;
    const [key] = ridesOf(flight.id)!;
    const backwards = `${key!.tripId}-${key!.serviceDate.replaceAll('-', '')}-${key!.toStationId}-${key!.fromStationId}`;
    for (const route_id of ['garbage', '999999-20261201-1-2', backwards]) {
      const res = await post('bus_detail', {
        route_id,
        provider: 'x',
        departure_date: '2026-12-01',
        race_id: '1',
      });
      expect(res.statusCode, route_id).toBe(404);
      expect(res.json()).toEqual({
        code: 'not_found',
        detail: 'Этот рейс не найден или больше не продаётся. Повторите поиск.',
      });
    }
    const schema = await post('train_schema', { schema_id: 'nope', schema_type: 'PcFirstStorey' });
    expect(schema.statusCode).toBe(404);
  });

  it('answers 404 for a ride outside the days on sale or on a date that does not exist', async () => {
    const train = moscowKazan.train[0]!;
    const flight = moscowKazan.airplane[0]!.segments[0]!.flights[0]!;
    const onDate = (routeId: string, day: string) => {
      const [key] = ridesOf(routeId)!;
      return `${key!.tripId}-${day}-${key!.fromStationId}-${key!.toStationId}`;
    };
    const today = todayIn('Europe/Moscow', new Date());
    const compact = (days: number) => toIsoDate(addDays(today, days)).replaceAll('-', '');
    // Long gone, past the sale window, at the end of the calendar (it arrives in year 10000),
    // and days no calendar has.
    for (const day of [compact(-30), compact(200), '99991231', '20261399', '20260229']) {
      const trainId = onDate(train.route_id, day);
      const calls = [
        post('train_detail', {
          route_id: trainId,
          provider: train.provider,
          departure_date: train.date,
          origin: train.origin_code,
          destination: train.destination_code,
          train_number: train.train_number,
        }),
        post('get_detail_info', { route_id_array: [trainId] }),
        post('train_schema', {
          schema_id: 'Compartment',
          schema_type: 'PcFirstStorey',
          route_id: trainId,
          car_number: 1,
        }),
        post('avia_detail', {
          gds: 'x',
          passengers: [{ category: 'Adult', passenger_id: 1 }],
          flights: [onDate(flight.id, day)],
        }),
        post('avia_schema', { aircraft_seat_scheme_id: '320', flight_id: onDate(flight.id, day) }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, `${day}: ${res.body}`).toBe(404);
        expect(res.json<{ detail: string }>().detail).toBe(
          'Этот рейс не найден или больше не продаётся. Повторите поиск.',
        );
      }
    }
  });

  it('answers 404 for a ride of another mode than the call is about', async () => {
    const bus = tverMoscow.bus[0]!;
    const train = moscowKazan.train[0]!;
    const calls = [
      post('train_schema', {
        schema_id: 'Compartment',
        schema_type: 'PcFirstStorey',
        route_id: bus.route_id,
        car_number: 1,
      }),
      post('avia_schema', { aircraft_seat_scheme_id: '320', flight_id: train.route_id }),
      post('bus_detail', {
        route_id: train.route_id,
        provider: 'x',
        departure_date: train.date,
        race_id: '1',
      }),
      post('train_detail', {
        route_id: bus.route_id,
        provider: 'x',
        departure_date: bus.date,
        origin: 'x',
        destination: 'x',
        train_number: 'x',
      }),
      post('avia_detail', {
        gds: 'x',
        passengers: [{ category: 'Adult', passenger_id: 1 }],
        flights: [bus.route_id],
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
  });
});
