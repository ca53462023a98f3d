import type { FareFamily, TrainCar } from '@peresadka/contracts/trip-properties';
import type { DemoFeed, DemoStop } from '@peresadka/geo/demo-timetable/demo-feed';
import type { DemoGeography } from '../timetable/load-demo.ts';

/**
 * A network small enough to reason about by hand, in the demonstration feed's own format:
 * Москва (two airports, two rail terminals, a bus station), Тверь, Казань, Владивосток.
 * Every trip runs daily. Times below are local at the first stop.
 */
const city = (
  id: number,
  name: string,
  regionName: string,
  timeZone: string,
  lat: number,
  lon: number,
) => ({
  id,
  name,
  regionName,
  latitude: lat,
  longitude: lon,
  population: 1_000_000,
  timeZone,
});

export const MOSCOW = 524901;
export const TVER = 480060;
export const KAZAN = 551487;
export const VLADIVOSTOK = 2013348;

export const SVO = 100_000_001;
export const DME = 100_000_002;
export const KZN = 100_000_003;
export const VVO = 100_000_004;
export const MOSCOW_KAZANSKY = 400_000_001;
export const MOSCOW_LENINGRADSKY = 400_000_002;
export const KAZAN_RAIL = 300_000_000 + KAZAN;
export const TVER_RAIL = 300_000_000 + TVER;
export const MOSCOW_BUS = 200_000_000 + MOSCOW;
export const TVER_BUS = 200_000_000 + TVER;
export const KAZAN_BUS = 200_000_000 + KAZAN;

const station = (
  id: number,
  cityId: number,
  name: string,
  type: 'RailwayStation' | 'Airport' | 'BusStop',
  code: string | null,
  timeZone = 'Europe/Moscow',
) => ({ id, cityId, name, type, code, latitude: 55, longitude: 40, timeZone });

export const miniGeography: DemoGeography = {
  cities: [
    city(MOSCOW, 'Москва', 'Москва', 'Europe/Moscow', 55.75, 37.62),
    city(TVER, 'Тверь', 'Тверская область', 'Europe/Moscow', 56.86, 35.9),
    city(KAZAN, 'Казань', 'Республика Татарстан', 'Europe/Moscow', 55.79, 49.12),
    city(VLADIVOSTOK, 'Владивосток', 'Приморский край', 'Asia/Vladivostok', 43.12, 131.89),
  ],
  stations: [
    station(SVO, MOSCOW, 'Шереметьево', 'Airport', 'SVO'),
    station(DME, MOSCOW, 'Домодедово', 'Airport', 'DME'),
    station(KZN, KAZAN, 'Казань', 'Airport', 'KZN'),
    station(VVO, VLADIVOSTOK, 'Кневичи', 'Airport', 'VVO', 'Asia/Vladivostok'),
    station(MOSCOW_KAZANSKY, MOSCOW, 'Казанский вокзал', 'RailwayStation', null),
    station(MOSCOW_LENINGRADSKY, MOSCOW, 'Ленинградский вокзал', 'RailwayStation', null),
    station(KAZAN_RAIL, KAZAN, 'Казань-Пассажирская', 'RailwayStation', null),
    station(TVER_RAIL, TVER, 'Тверь', 'RailwayStation', null),
    station(MOSCOW_BUS, MOSCOW, 'Центральный автовокзал', 'BusStop', null),
    station(TVER_BUS, TVER, 'Тверь', 'BusStop', null),
    station(KAZAN_BUS, KAZAN, 'Казань', 'BusStop', null),
  ],
};

const stops = (...list: [number, number, number, number][]): DemoStop[] =>
  list.map(([stationId, arrivalOffset, departureOffset, distanceKm]) => ({
    stationId,
    arrivalOffset,
    departureOffset,
    distanceKm,
    boarding: true,
    alighting: true,
  }));

/** The fare families of the network's flights at these adult fares, cheapest first. */
const fares = (economy: number, business: number): FareFamily[] => [
  {
    code: 'EB',
    name: 'Эконом Базовый',
    serviceClass: 'Economic',
    baggageKg: 0,
    carryOnKg: 10,
    refundable: false,
    refundPenalty: 0,
    exchangeable: false,
    exchangeFee: 0,
    meal: false,
    price: economy,
  },
  {
    code: 'ES',
    name: 'Эконом Стандарт',
    serviceClass: 'Economic',
    baggageKg: 23,
    carryOnKg: 10,
    refundable: true,
    refundPenalty: 2_000_00,
    exchangeable: true,
    exchangeFee: 2_500_00,
    meal: false,
    // Carriers sell in whole rubles.
    price: Math.round((economy * 1.35) / 100) * 100,
  },
  {
    code: 'BF',
    name: 'Бизнес Гибкий',
    serviceClass: 'Business',
    baggageKg: 32,
    carryOnKg: 15,
    refundable: true,
    refundPenalty: 0,
    exchangeable: true,
    exchangeFee: 0,
    meal: true,
    price: business,
  },
];

/** What SU 1250 Москва — Казань sells: tests compare what the site says with it. */
export const MINI_PLANE_FAMILIES = fares(5_000_00, 20_000_00);

const plane = (economy: number, business: number) => ({
  mode: 'PLANE' as const,
  aircraftCode: '320',
  aircraftName: 'Airbus A320',
  seatMap: [
    ...[1, 2].map((row) => ({
      row,
      seats: ['A', 'C', 'D', 'F'],
      serviceClass: 'Business' as const,
    })),
    ...[3, 4, 5, 6, 7, 8, 9, 10].map((row) => ({
      row,
      seats: ['A', 'B', 'C', 'D', 'E', 'F'],
      serviceClass: 'Economic' as const,
    })),
  ],
  fareFamilies: fares(economy, business),
  technicalLandings: [],
});

const car = (
  number: number,
  type: TrainCar['type'],
  fareBase: number,
  farePerKm: number,
): TrainCar => ({
  number,
  type,
  serviceClass: type === 'Compartment' ? '2К' : '3Э',
  seats: type === 'Compartment' ? 36 : 54,
  twoStorey: false,
  secondFloorSeats: [],
  schemaId: type === 'Compartment' ? 'kupe-36' : 'platskart-54',
  fareBase,
  farePerKm,
  bedding: true,
  // Плацкарт sells bedding apart; this купе has it in the fare, as a firm train's does.
  beddingPrice: type === 'ReservedSeat' ? 200_00 : 0,
  petsAllowed: false,
  saleForbidden: false,
});

const bus = {
  mode: 'BUS' as const,
  busModel: 'Yutong ZK6122H9',
  seats: 49,
  fareBase: 100_00,
  farePerKm: 250,
  baggagePrice: 100_00,
  placeSelection: true,
};

/** Казань → Москва overnight, 002Й's pair: a round trip's way back, for the tests that add it. */
export const kazanMoscowTrain: DemoFeed['trips'][number] = {
  mode: 'TRAIN',
  number: '001Й',
  name: 'Татарстан',
  carrierCode: 'FPK',
  serviceKey: 'daily',
  timeZone: 'Europe/Moscow',
  departureMinute: 21 * 60,
  stops: stops([KAZAN_RAIL, 0, 0, 0], [MOSCOW_KAZANSKY, 690, 690, 800]),
  properties: {
    mode: 'TRAIN',
    displayNumber: '001Й',
    category: 'Скорый фирменный',
    isSuburban: false,
    hasElectronicRegistration: true,
    hasTwoStoreyCars: false,
    isSaleForbidden: false,
    cars: [car(1, 'Compartment', 1_500_00, 400), car(2, 'ReservedSeat', 800_00, 250)],
  },
};

export const miniFeed: DemoFeed = {
  carriers: [
    { code: 'SU', name: 'Аэрофлот', mode: 'PLANE' },
    { code: 'FPK', name: 'ФПК', mode: 'TRAIN' },
    { code: 'TA', name: 'ООО «Тверь-Авто»', mode: 'BUS' },
  ],
  services: [{ key: 'daily', weekdays: 0b1111111, startDate: '2026-01-01' }],
  trips: [
    {
      mode: 'PLANE',
      number: 'SU 1250',
      name: null,
      carrierCode: 'SU',
      serviceKey: 'daily',
      timeZone: 'Europe/Moscow',
      departureMinute: 9 * 60,
      stops: stops([SVO, 0, 0, 0], [KZN, 95, 95, 720]),
      properties: plane(5_000_00, 20_000_00),
    },
    {
      mode: 'PLANE',
      number: 'SU 1700',
      name: null,
      carrierCode: 'SU',
      serviceKey: 'daily',
      timeZone: 'Europe/Moscow',
      departureMinute: 10 * 60,
      stops: stops([SVO, 0, 0, 0], [VVO, 540, 540, 6400]),
      properties: plane(30_000_00, 90_000_00),
    },
    {
      mode: 'PLANE',
      number: 'SU 6300',
      name: null,
      carrierCode: 'SU',
      serviceKey: 'daily',
      timeZone: 'Europe/Moscow',
      departureMinute: 13 * 60,
      stops: stops([KZN, 0, 0, 0], [VVO, 480, 480, 5700]),
      properties: plane(20_000_00, 70_000_00),
    },
    {
      mode: 'TRAIN',
      number: '002Й',
      name: 'Татарстан',
      carrierCode: 'FPK',
      serviceKey: 'daily',
      timeZone: 'Europe/Moscow',
      departureMinute: 20 * 60,
      stops: stops([MOSCOW_KAZANSKY, 0, 0, 0], [KAZAN_RAIL, 690, 690, 800]),
      properties: {
        mode: 'TRAIN',
        displayNumber: '002Й',
        category: 'Скорый фирменный',
        isSuburban: false,
        hasElectronicRegistration: true,
        hasTwoStoreyCars: false,
        isSaleForbidden: false,
        cars: [car(1, 'Compartment', 1_500_00, 400), car(2, 'ReservedSeat', 800_00, 250)],
      },
    },
    {
      // Sooner than 002Й from the same terminal, but nobody sells a place on it.
      mode: 'TRAIN',
      number: '054Й',
      name: null,
      carrierCode: 'FPK',
      serviceKey: 'daily',
      timeZone: 'Europe/Moscow',
      departureMinute: 19 * 60,
      stops: stops([MOSCOW_KAZANSKY, 0, 0, 0], [KAZAN_RAIL, 660, 660, 800]),
      properties: {
        mode: 'TRAIN',
        displayNumber: '054Й',
        category: 'Скорый',
        isSuburban: false,
        hasElectronicRegistration: true,
        hasTwoStoreyCars: false,
        isSaleForbidden: true,
        cars: [{ ...car(1, 'ReservedSeat', 700_00, 200), saleForbidden: true }],
      },
    },
    // Тверь → Ленинградский вокзал, in time for SU 1700: the later one is cheaper.
    ...[
      { number: '750Ч', hour: 5.5, fareBase: 900_00 },
      { number: '752Ч', hour: 6, fareBase: 500_00 },
    ].map(({ number, hour, fareBase }) => ({
      mode: 'TRAIN' as const,
      number,
      name: null,
      carrierCode: 'FPK',
      serviceKey: 'daily',
      timeZone: 'Europe/Moscow',
      departureMinute: hour * 60,
      stops: stops([TVER_RAIL, 0, 0, 0], [MOSCOW_LENINGRADSKY, 90, 90, 170]),
      properties: {
        mode: 'TRAIN' as const,
        displayNumber: number,
        category: 'Скорый',
        isSuburban: false,
        hasElectronicRegistration: true,
        hasTwoStoreyCars: false,
        isSaleForbidden: false,
        cars: [car(1, 'ReservedSeat', fareBase, 100)],
      },
    })),
    ...[8, 14].map((hour) => ({
      mode: 'BUS' as const,
      number: `5${hour}`,
      name: 'Тверь — Москва',
      carrierCode: 'TA',
      serviceKey: 'daily',
      timeZone: 'Europe/Moscow',
      departureMinute: hour * 60,
      stops: stops([TVER_BUS, 0, 0, 0], [MOSCOW_BUS, 180, 180, 170]),
      properties: bus,
    })),
  ],
  transfers: [
    { fromStationId: MOSCOW_BUS, toStationId: MOSCOW_KAZANSKY, minutes: 60 },
    { fromStationId: MOSCOW_KAZANSKY, toStationId: MOSCOW_BUS, minutes: 60 },
    { fromStationId: SVO, toStationId: DME, minutes: 150 },
    { fromStationId: MOSCOW_LENINGRADSKY, toStationId: SVO, minutes: 90 },
    { fromStationId: DME, toStationId: SVO, minutes: 150 },
  ],
};
