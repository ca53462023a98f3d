import { IM_ERRORS } from '@peresadka/contracts/im/im-values';
import { trainCarFare } from '@peresadka/contracts/trip-properties';
import {
  ZCarPricingResponse,
  ZCarSchemeResponse,
  ZScheduleResponse,
  ZTrainPricingResponse,
  ZTrainRouteResponse,
} from '@peresadka/contracts/im/railway-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeOfSchemeId } from './car-scheme.ts';
import type { ImSandbox } from './sandbox.ts';
import { DAY, imApi, startTestSandbox } from './sandbox.test-support.ts';
import {
  KAZAN,
  KAZAN_RAIL,
  MOSCOW_KAZANSKY,
  NOVOSIBIRSK_RAIL,
  OREL_RAIL,
  SPB_RAIL,
  testFeed,
  TVER_RAIL,
  YEKATERINBURG_RAIL,
} from './test-network.test-support.ts';

let sandbox: ImSandbox;
beforeAll(async () => {
  ({ sandbox } = await startTestSandbox());
});
afterAll(() => sandbox.close());

const api = () => imApi(sandbox);
const day = (date: string) => `${date}T00:00:00`;

const trainPricing = (origin: string, destination: string, date = DAY, hours = [0, 24]) =>
  api().post('Railway/V1/Search/TrainPricing', {
    Origin: origin,
    Destination: destination,
    DepartureDate: day(date),
    TimeFrom: hours[0],
    TimeTo: hours[1],
    CarGrouping: 'Group',
    SpecialPlacesDemand: 'NoValue',
  });

const carPricing = (train: string, from = MOSCOW_KAZANSKY, to = KAZAN_RAIL, date = DAY) =>
  api().post('Railway/V1/Search/CarPricing', {
    OriginCode: String(from),
    DestinationCode: String(to),
    DepartureDate: day(date),
    TrainNumber: train,
    CarType: null,
    TariffType: 'Full',
    SpecialPlacesDemand: 'NoValue',
  });

const carOf = (number: string, car: number) =>
  testFeed.trips.flatMap((t) =>
    t.number === number && t.properties.mode === 'TRAIN' ? t.properties.cars : [],
  )[car - 1]!;

describe('TrainPricing', () => {
  it("finds a day's trains between cities named, with car groups, places and fares", async () => {
    const { status, body } = await trainPricing('Москва', 'Санкт-Петербург');
    expect(status).toBe(200);
    const answer = ZTrainPricingResponse.parse(body);
    expect(answer.Trains).toHaveLength(1);
    const [sapsan] = answer.Trains;
    expect(sapsan).toMatchObject({
      TrainNumber: '752А',
      DisplayTrainNumber: '752А',
      TrainName: 'Сапсан',
      OriginStationCode: '400000002',
      DestinationStationCode: String(SPB_RAIL),
      LocalDepartureDateTime: `${DAY}T06:00:00`,
      DepartureDateTime: `${DAY}T06:00:00`,
      LocalArrivalDateTime: `${DAY}T10:00:00`,
      DepartureDateFromFormingStation: `${DAY}T06:00:00`,
      TripDuration: 240,
      TripDistance: 650,
      Carriers: ['Дирекция скоростного сообщения'],
      IsSaleForbidden: false,
    });
    const seats = sapsan!.CarGroups.find((g) => g.CarType === 'Sedentary')!;
    expect(seats).toMatchObject({
      CarTypeName: 'Сидячий',
      PlaceQuantity: 132,
      TotalPlaceQuantity: 132,
      LowerPlaceQuantity: 0,
      MinPrice: trainCarFare(carOf('752А', 2), 650, { number: '752А', serviceDate: DAY }) / 100,
      ServiceClasses: ['2С'],
      // 18 hours ahead: too soon for a three-hour hold.
      IsThreeHoursReservationAvailable: false,
    });
    const business = sapsan!.CarGroups.find((g) => g.CarType === 'Soft')!;
    expect(business).toMatchObject({ CarTypeName: 'Люкс', LowerPlaceQuantity: 12 });
  });

  it('reads a city by its id, a name in any case and with е for ё', async () => {
    const byId = ZTrainPricingResponse.parse((await trainPricing('524901', String(KAZAN))).body);
    expect(byId.Trains.map((t) => t.TrainNumber)).toEqual(['054Й', '002Й']);
    const byName = ZTrainPricingResponse.parse((await trainPricing('москва', 'ОРЕЛ')).body);
    expect(byName.Trains[0]!.DestinationStationCode).toBe(String(OREL_RAIL));
    expect(byName.DestinationStationCode).toBe(String(OREL_RAIL));
  });

  it('shows a train closed to sale as closed, and closed cars apart', async () => {
    const answer = ZTrainPricingResponse.parse((await trainPricing('Москва', 'Казань')).body);
    const closed = answer.Trains.find((t) => t.TrainNumber === '054Й')!;
    expect(closed.IsSaleForbidden).toBe(true);
    const tatarstan = answer.Trains.find((t) => t.TrainNumber === '002Й')!;
    const compartments = tatarstan.CarGroups.find((g) => g.CarType === 'Compartment')!;
    // Car 5 is held back: cars 2 (36) and 4 (64, two storeys) are on sale.
    expect(compartments.TotalPlaceQuantity).toBe(100);
    expect(compartments.LowerPlaceQuantity).toBe(50);
    expect(compartments.ServiceClasses).toEqual(['2К', '2Э']);
    expect(compartments.EmptyCabinQuantity).toBe(25);
    expect(compartments.IsThreeHoursReservationAvailable).toBe(true);
    const platskart = tatarstan.CarGroups.find((g) => g.CarType === 'ReservedSeat')!;
    expect(platskart).toMatchObject({
      LowerPlaceQuantity: 18,
      UpperPlaceQuantity: 18,
      LowerSidePlaceQuantity: 9,
      UpperSidePlaceQuantity: 9,
      TotalPlaceQuantity: 54,
    });
  });

  it('keeps to the hours asked, by the origin clock', async () => {
    expect((await trainPricing('Москва', 'Казань', DAY, [19, 20])).body).toMatchObject({
      Trains: [{ TrainNumber: '054Й' }],
    });
    const none = await trainPricing('Москва', 'Санкт-Петербург', DAY, [7, 24]);
    expect(none.status).toBe(500);
    expect(none.body).toMatchObject({ Code: IM_ERRORS.noTrains });
  });

  it('writes local clocks beside Moscow’s, and asks by the local date at the origin', async () => {
    // 100Э leaves Moscow at 00:35 on Wednesday; Екатеринбург is two hours ahead of Moscow.
    const far = ZTrainPricingResponse.parse(
      (await trainPricing('Москва', 'Новосибирск', '2026-03-04')).body,
    );
    expect(far.Trains[0]).toMatchObject({
      LocalDepartureDateTime: '2026-03-04T00:35:00',
      DepartureDateTime: '2026-03-04T00:35:00',
      LocalArrivalDateTime: '2026-03-06T04:55:00',
      ArrivalDateTime: '2026-03-06T00:55:00',
    });
    expect(far.DestinationTimeZoneDifference).toBe(4);
    // From Екатеринбург the same run leaves at 04:55 on Thursday by the local clock.
    const onward = ZTrainPricingResponse.parse(
      (await trainPricing(String(YEKATERINBURG_RAIL), String(NOVOSIBIRSK_RAIL), '2026-03-05')).body,
    );
    expect(onward.OriginTimeZoneDifference).toBe(2);
    expect(onward.Trains[0]).toMatchObject({
      LocalDepartureDateTime: '2026-03-05T04:55:00',
      DepartureDateTime: '2026-03-05T02:55:00',
      DepartureDateFromFormingStation: '2026-03-04T00:35:00',
      DepartureStopTime: 20,
    });
    expect((await trainPricing('Москва', 'Новосибирск', '2026-03-03')).body).toMatchObject({
      Code: IM_ERRORS.noTrains,
    });
  });

  it('answers 310 for unknown points, a day past the sale window and a train gone', async () => {
    for (const answer of [
      await trainPricing('Атлантида', 'Казань'),
      await trainPricing('Москва', '999'),
      await trainPricing('Москва', 'Казань', '2026-08-01'),
      // 752А left at 06:00 today.
      await trainPricing('Москва', 'Санкт-Петербург', '2026-03-02'),
    ]) {
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({
        Code: IM_ERRORS.noTrains,
        Message: 'В запрашиваемую дату поездов нет',
      });
    }
  });
});

describe('CarPricing', () => {
  it("lists a train's cars with free places, fares, plans and the documents it takes", async () => {
    const { status, body } = await carPricing('002Й');
    expect(status).toBe(200);
    const answer = ZCarPricingResponse.parse(body);
    expect(answer.Cars.map((c) => c.CarNumber)).toEqual(['01', '02', '03', '04', '05']);
    const [luxury, compartment, , twoStorey, held] = answer.Cars;
    expect(luxury).toMatchObject({
      CarType: 'Luxury',
      CarTypeName: 'СВ',
      ServiceClass: '1Б',
      PlaceQuantity: 18,
      MinPrice: trainCarFare(carOf('002Й', 1), 800, { number: '002Й', serviceDate: DAY }) / 100,
      Carrier: 'АО «ФПК»',
      Services: ['Bedclothes'],
      IsSaleForbidden: false,
    });
    expect(compartment!.FreePlaces).toBe(Array.from({ length: 36 }, (_, i) => i + 1).join(', '));
    expect(twoStorey).toMatchObject({ IsTwoStorey: true, PlaceQuantity: 64 });
    expect(shapeOfSchemeId(twoStorey!.RailwayCarSchemeId!)).toEqual({
      type: 'Compartment',
      seats: 64,
      twoStorey: true,
    });
    expect(held!.IsSaleForbidden).toBe(true);
    expect(answer.TrainInfo).toMatchObject({ TrainNumber: '002Й', TripDistance: 800 });
    expect(answer.AllowedDocumentTypes).toContain('BirthCertificate');
  });

  it('takes a number without its letter; an unknown train is 310', async () => {
    expect(ZCarPricingResponse.parse((await carPricing('002')).body).TrainInfo.TrainNumber).toBe(
      '002Й',
    );
    expect((await carPricing('777Я')).body).toMatchObject({ Code: IM_ERRORS.noTrains });
    expect((await carPricing('752А')).body).toMatchObject({ Code: IM_ERRORS.noTrains });
  });
});

describe('TrainRoute', () => {
  it("gives the run's whole line on both clocks", async () => {
    const { body } = await api().post('Railway/V1/Search/TrainRoute', {
      TrainNumber: '752',
      Origin: String(TVER_RAIL),
      Destination: 'Санкт-Петербург',
      DepartureDate: day(DAY),
    });
    const [route] = ZTrainRouteResponse.parse(body).Routes;
    expect(route!.RouteStops.map((s) => [s.StationName, s.CityName, s.RouteStopType])).toEqual([
      ['Ленинградский вокзал', 'Москва', 'Departure'],
      ['Тверь', 'Тверь', 'Intermediate'],
      ['Московский вокзал', 'Санкт-Петербург', 'Arrival'],
    ]);
    expect(route!.RouteStops[0]).toMatchObject({ LocalArrivalTime: '', DepartureTime: '06:00' });
    expect(route!.RouteStops[1]).toMatchObject({
      ArrivalTime: '07:40',
      LocalDepartureTime: '07:42',
      StopDuration: 2,
    });
    expect(route!.RouteStops[2]).toMatchObject({ ArrivalTime: '10:00', DepartureTime: '' });

    const far = await api().post('Railway/V1/Search/TrainRoute', {
      TrainNumber: '100Э',
      Origin: 'Москва',
      Destination: 'Новосибирск',
      DepartureDate: day('2026-03-04'),
    });
    const stops = ZTrainRouteResponse.parse(far.body).Routes[0]!.RouteStops;
    expect(stops[1]).toMatchObject({ ArrivalTime: '02:35', LocalArrivalTime: '04:35' });
  });
});

describe('Schedule', () => {
  it('says on which days each train of a pair leaves, by the origin’s calendar', async () => {
    const ask = async (origin: string, destination: string) =>
      ZScheduleResponse.parse(
        (
          await api().post('Railway/V1/Search/Schedule', {
            Origin: origin,
            Destination: destination,
            DepartureDate: null,
            TimeFrom: null,
            TimeTo: null,
          })
        ).body,
      ).Schedules;
    expect((await ask('Москва', 'Казань')).map((s) => [s.TrainNumber, s.Regularity])).toEqual([
      ['054Й', 'ежедневно'],
      ['002Й', 'ежедневно'],
    ]);
    expect((await ask('Москва', 'Новосибирск'))[0]!.Regularity).toBe('пн, ср, пт');
    expect((await ask('Екатеринбург', 'Новосибирск'))[0]).toMatchObject({
      Regularity: 'вт, чт, сб',
      LocalDepartureTime: '04:55',
      DepartureTime: '02:55',
    });
  });
});

describe('CarScheme', () => {
  const scheme = (id: number, view: string) =>
    api().post('Railway/V1/Search/CarScheme', { RailwayCarSchemeId: id, View: view });
  const PLACE =
    /<g data-place="(\d+)" data-kind="(lower|upper|sideLower|sideUpper|seat)"><rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+"\/><text [^>]*>(\d+)<\/text><\/g>/g;
  const placesOf = (svg: string) =>
    [...svg.matchAll(PLACE)].map((m) => ({ number: Number(m[1]), kind: m[2], text: Number(m[3]) }));

  it('draws every place of a car as a group the site can read', async () => {
    const plan = await carPricing('002Й');
    const platskart = ZCarPricingResponse.parse(plan.body).Cars[2]!;
    const { status, body } = await scheme(platskart.RailwayCarSchemeId!, 'PcFirstStorey');
    expect(status).toBe(200);
    const answer = ZCarSchemeResponse.parse(body);
    expect(answer).toMatchObject({
      CarType: 'ReservedSeat',
      PlaceQuantity: 54,
      IsTwoStorey: false,
    });
    const places = placesOf(answer.Image);
    expect(places).toHaveLength(54);
    expect(places.every((p) => p.number === p.text)).toBe(true);
    expect(places.find((p) => p.number === 37)!.kind).toBe('sideLower');
    expect(places.find((p) => p.number === 2)!.kind).toBe('upper');
    expect(answer.Image.match(/<g /g)).toHaveLength(54);
  });

  it('turns the plan down the screen on a phone, and shows two storeys apart', async () => {
    const id = 4 * 1000 + 64 * 2 + 1;
    const rect = (svg: string, n: number) =>
      new RegExp(`data-place="${n}"[^>]*><rect x="([\\d.]+)" y="([\\d.]+)"`).exec(svg)!;
    const pc = ZCarSchemeResponse.parse((await scheme(id, 'PcFirstStorey')).body).Image;
    const mobile = ZCarSchemeResponse.parse((await scheme(id, 'MobileFirstStorey')).body).Image;
    expect(placesOf(pc).map((p) => p.number)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    // Along the screen place 5 is further right than place 1; down it, further down.
    expect(Number(rect(pc, 5)[1])).toBeGreaterThan(Number(rect(pc, 1)[1]));
    expect(Number(rect(mobile, 5)[2])).toBeGreaterThan(Number(rect(mobile, 1)[2]));
    const upper = ZCarSchemeResponse.parse((await scheme(id, 'MobileSecondStorey')).body).Image;
    expect(placesOf(upper).map((p) => p.number)).toEqual(
      Array.from({ length: 32 }, (_, i) => i + 33),
    );
  });

  it('refuses a second storey of a one-storey car and an unknown plan', async () => {
    const single = await scheme(5 * 1000 + 54 * 2, 'PcSecondStorey');
    expect(single.status).toBe(400);
    expect(single.body).toMatchObject({ Code: IM_ERRORS.invalidParameters });
    expect((await scheme(99_999, 'PcFirstStorey')).body).toMatchObject({
      Code: IM_ERRORS.invalidParameters,
    });
  });
});
