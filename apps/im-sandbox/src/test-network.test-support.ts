import type { TrainCar, TrainProperties } from '@peresadka/contracts/trip-properties';
import type {
  DemoFeed,
  DemoStop,
  DemoTrip,
  NetworkCity,
  NetworkStation,
} from '@peresadka/geo/demo-timetable/demo-feed';
import { catalogueOfFeed, type TrainCatalogue } from './catalogue.ts';

/**
 * A network small enough to reason about by hand, in the demonstration feed's format (as the
 * site's API tests keep theirs): Москва with four terminals, Тверь and Санкт-Петербург on the
 * Сапсан's line, Казань, Екатеринбург and Новосибирск two and four hours ahead of Moscow, Орёл
 * with a train of two places. A plane and a bus, and an airport, which the sandbox leaves out.
 */

export const MOSCOW = 524901;
export const TVER = 480060;
export const SPB = 498817;
export const KAZAN = 551487;
export const YEKATERINBURG = 1486209;
export const NOVOSIBIRSK = 1496747;
export const OREL = 515012;

export const MOSCOW_KAZANSKY = 400_000_001;
export const MOSCOW_LENINGRADSKY = 400_000_002;
export const MOSCOW_YAROSLAVSKY = 400_000_003;
export const MOSCOW_KURSKY = 400_000_004;
export const TVER_RAIL = 300_000_000 + TVER;
export const SPB_RAIL = 300_000_000 + SPB;
export const KAZAN_RAIL = 300_000_000 + KAZAN;
export const YEKATERINBURG_RAIL = 300_000_000 + YEKATERINBURG;
export const NOVOSIBIRSK_RAIL = 300_000_000 + NOVOSIBIRSK;
export const OREL_RAIL = 300_000_000 + OREL;
const SVO = 100_000_001;
const MOSCOW_BUS = 200_000_000 + MOSCOW;
const TVER_BUS = 200_000_000 + TVER;

const MSK = 'Europe/Moscow';

const city = (id: number, name: string, timeZone = MSK): NetworkCity => ({
  id,
  name,
  latitude: 55,
  longitude: 40,
  population: 1_000_000,
  timeZone,
});

const station = (
  id: number,
  cityId: number,
  name: string,
  type: NetworkStation['type'] = 'RailwayStation',
  timeZone = MSK,
): NetworkStation => ({
  id,
  cityId,
  name,
  type,
  code: null,
  latitude: 55,
  longitude: 40,
  timeZone,
});

export const testGeography = {
  cities: [
    city(MOSCOW, 'Москва'),
    city(TVER, 'Тверь'),
    city(SPB, 'Санкт-Петербург'),
    city(KAZAN, 'Казань'),
    city(YEKATERINBURG, 'Екатеринбург', 'Asia/Yekaterinburg'),
    city(NOVOSIBIRSK, 'Новосибирск', 'Asia/Novosibirsk'),
    city(OREL, 'Орёл'),
  ],
  stations: [
    station(MOSCOW_KAZANSKY, MOSCOW, 'Казанский вокзал'),
    station(MOSCOW_LENINGRADSKY, MOSCOW, 'Ленинградский вокзал'),
    station(MOSCOW_YAROSLAVSKY, MOSCOW, 'Ярославский вокзал'),
    station(MOSCOW_KURSKY, MOSCOW, 'Курский вокзал'),
    station(TVER_RAIL, TVER, 'Тверь'),
    station(SPB_RAIL, SPB, 'Московский вокзал'),
    station(KAZAN_RAIL, KAZAN, 'Казань-Пассажирская'),
    station(
      YEKATERINBURG_RAIL,
      YEKATERINBURG,
      'Екатеринбург-Пасс.',
      'RailwayStation',
      'Asia/Yekaterinburg',
    ),
    station(
      NOVOSIBIRSK_RAIL,
      NOVOSIBIRSK,
      'Новосибирск-Главный',
      'RailwayStation',
      'Asia/Novosibirsk',
    ),
    station(OREL_RAIL, OREL, 'Орёл'),
    station(SVO, MOSCOW, 'Шереметьево', 'Airport'),
    station(MOSCOW_BUS, MOSCOW, 'Центральный автовокзал', 'BusStop'),
    station(TVER_BUS, TVER, 'Автовокзал Тверь', 'BusStop'),
  ],
};

/** [station, arrival offset, departure offset, km]: everyone boards and alights everywhere. */
const stops = (...list: [number, number, number, number][]): DemoStop[] =>
  list.map(([stationId, arrivalOffset, departureOffset, distanceKm], i) => ({
    stationId,
    arrivalOffset,
    departureOffset,
    distanceKm,
    boarding: i < list.length - 1,
    alighting: i > 0,
  }));

const SERVICE_CLASS: Record<TrainCar['type'], string> = {
  Luxury: '1Б',
  Soft: '1В',
  Compartment: '2К',
  ReservedSeat: '3Э',
  Sedentary: '2С',
  Shared: '3О',
};

const car = (
  number: number,
  type: TrainCar['type'],
  seats: number,
  fare: { base: number; perKm: number },
  extra: Partial<TrainCar> = {},
): TrainCar => ({
  number,
  type,
  serviceClass: SERVICE_CLASS[type],
  seats,
  twoStorey: false,
  secondFloorSeats: [],
  schemaId: `${type}-${seats}`,
  fareBase: fare.base,
  farePerKm: fare.perKm,
  bedding: type !== 'Sedentary',
  beddingPrice: type === 'ReservedSeat' ? 200_00 : 0,
  petsAllowed: false,
  saleForbidden: false,
  ...extra,
});

const train = (
  number: string,
  name: string | null,
  category: string,
  cars: TrainCar[],
  extra: Partial<TrainProperties> = {},
): TrainProperties => ({
  mode: 'TRAIN',
  displayNumber: number,
  category,
  isSuburban: false,
  hasElectronicRegistration: true,
  hasTwoStoreyCars: cars.some((c) => c.twoStorey),
  isSaleForbidden: false,
  cars,
  ...extra,
});

const trip = (
  number: string,
  name: string | null,
  carrierCode: string,
  serviceKey: string,
  departureMinute: number,
  tripStops: DemoStop[],
  properties: TrainProperties,
): DemoTrip => ({
  mode: 'TRAIN',
  number,
  name,
  carrierCode,
  serviceKey,
  timeZone: MSK,
  departureMinute,
  stops: tripStops,
  properties,
});

const SEATS = { base: 1_000_00, perKm: 300 };
const BUSINESS = { base: 3_000_00, perKm: 1_600 };

export const testFeed: DemoFeed = {
  carriers: [
    { code: 'SU', name: 'Аэрофлот', mode: 'PLANE' },
    { code: 'FPK', name: 'АО «ФПК»', mode: 'TRAIN' },
    { code: 'DOSS', name: 'Дирекция скоростного сообщения', mode: 'TRAIN' },
    { code: 'TA', name: 'ООО «Тверь-Авто»', mode: 'BUS' },
  ],
  services: [
    { key: 'daily', weekdays: 0b1111111, startDate: '2026-01-01' },
    { key: 'mon-wed-fri', weekdays: 0b0010101, startDate: '2026-01-01' },
  ],
  trips: [
    // Сапсан: 06:00 Москва — 07:40 Тверь — 10:00 Санкт-Петербург.
    trip(
      '752А',
      'Сапсан',
      'DOSS',
      'daily',
      6 * 60,
      stops([MOSCOW_LENINGRADSKY, 0, 0, 0], [TVER_RAIL, 100, 102, 167], [SPB_RAIL, 240, 240, 650]),
      train('752А', 'Сапсан', 'Высокоскоростной', [
        car(1, 'Soft', 12, BUSINESS),
        car(2, 'Sedentary', 66, SEATS),
        car(3, 'Sedentary', 66, SEATS),
      ]),
    ),
    trip(
      '002Й',
      'Татарстан',
      'FPK',
      'daily',
      20 * 60,
      stops([MOSCOW_KAZANSKY, 0, 0, 0], [KAZAN_RAIL, 690, 690, 800]),
      train('002Й', 'Татарстан', 'Фирменный', [
        car(1, 'Luxury', 18, { base: 2_000_00, perKm: 1_200 }),
        car(2, 'Compartment', 36, { base: 900_00, perKm: 500 }),
        car(3, 'ReservedSeat', 54, { base: 500_00, perKm: 250 }),
        car(
          4,
          'Compartment',
          64,
          { base: 800_00, perKm: 400 },
          {
            twoStorey: true,
            secondFloorSeats: Array.from({ length: 32 }, (_, i) => 33 + i),
            serviceClass: '2Э',
          },
        ),
        car(5, 'Compartment', 36, { base: 900_00, perKm: 500 }, { saleForbidden: true }),
      ]),
    ),
    // Closed to sale: shown, never sold.
    trip(
      '054Й',
      null,
      'FPK',
      'daily',
      19 * 60,
      stops([MOSCOW_KAZANSKY, 0, 0, 0], [KAZAN_RAIL, 660, 660, 800]),
      train('054Й', null, 'Скорый', [car(1, 'ReservedSeat', 54, { base: 700_00, perKm: 200 })], {
        isSaleForbidden: true,
      }),
    ),
    // Through two zones, Mondays, Wednesdays and Fridays: 00:35 Москва — Екатеринбург — Новосибирск.
    trip(
      '100Э',
      null,
      'FPK',
      'mon-wed-fri',
      35,
      stops(
        [MOSCOW_YAROSLAVSKY, 0, 0, 0],
        [YEKATERINBURG_RAIL, 1560, 1580, 1800],
        [NOVOSIBIRSK_RAIL, 2900, 2900, 3300],
      ),
      train('100Э', null, 'Скорый', [car(1, 'ReservedSeat', 54, { base: 500_00, perKm: 150 })]),
    ),
    // Two places in all.
    trip(
      '900Й',
      null,
      'FPK',
      'daily',
      12 * 60,
      stops([MOSCOW_KURSKY, 0, 0, 0], [OREL_RAIL, 300, 300, 380]),
      train('900Й', null, 'Пассажирский', [car(1, 'Luxury', 2, { base: 1_500_00, perKm: 800 })]),
    ),
    {
      mode: 'PLANE',
      number: 'SU 1250',
      name: null,
      carrierCode: 'SU',
      serviceKey: 'daily',
      timeZone: MSK,
      departureMinute: 9 * 60,
      stops: stops([SVO, 0, 0, 0], [SVO, 95, 95, 720]),
      properties: {
        mode: 'PLANE',
        aircraftCode: '320',
        aircraftName: 'Airbus A320',
        seatMap: [],
        fareFamilies: [],
        technicalLandings: [],
      },
    },
    {
      mode: 'BUS',
      number: '508',
      name: 'Тверь — Москва',
      carrierCode: 'TA',
      serviceKey: 'daily',
      timeZone: MSK,
      departureMinute: 8 * 60,
      stops: stops([TVER_BUS, 0, 0, 0], [MOSCOW_BUS, 180, 180, 170]),
      properties: {
        mode: 'BUS',
        busModel: 'Yutong',
        seats: 49,
        fareBase: 100_00,
        farePerKm: 250,
        baggagePrice: 100_00,
        placeSelection: true,
      },
    },
  ],
  transfers: [],
};

export const testCatalogue = (): TrainCatalogue => catalogueOfFeed(testFeed, testGeography);
