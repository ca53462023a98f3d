import type { NetworkCity, NetworkCorridor, NetworkInput, NetworkStation } from './demo-feed.ts';

/**
 * A small real network for tests: 26 Russian cities with their coordinates and zones, Moscow
 * with four airports, five terminals and a bus station, and five corridors — enough for every
 * rule of the generator to show, small enough to read.
 */
type CitySpec = {
  name: string;
  at: [number, number];
  population: number;
  timeZone: string;
  airports?: [string, string, number, number][];
  rail?: [string, number, number][];
};

const MSK = 'Europe/Moscow';

const CITIES: CitySpec[] = [
  {
    name: 'Москва',
    at: [55.7558, 37.6173],
    population: 12_600_000,
    timeZone: MSK,
    airports: [
      ['SVO', 'Шереметьево', 55.9726, 37.4146],
      ['DME', 'Домодедово', 55.4088, 37.9063],
      ['VKO', 'Внуково', 55.5915, 37.2615],
      ['ZIA', 'Жуковский', 55.5533, 38.15],
    ],
    rail: [
      ['Ленинградский вокзал', 55.7764, 37.6553],
      ['Ярославский вокзал', 55.7767, 37.6575],
      ['Казанский вокзал', 55.7736, 37.6572],
      ['Курский вокзал', 55.7575, 37.6611],
      ['Павелецкий вокзал', 55.7297, 37.6397],
    ],
  },
  {
    name: 'Санкт-Петербург',
    at: [59.9386, 30.3141],
    population: 5_400_000,
    timeZone: MSK,
    airports: [['LED', 'Пулково', 59.8003, 30.2625]],
    rail: [
      ['Московский вокзал', 59.93, 30.3622],
      ['Ладожский вокзал', 59.9325, 30.4392],
    ],
  },
  {
    name: 'Казань',
    at: [55.7887, 49.1221],
    population: 1_300_000,
    timeZone: MSK,
    airports: [['KZN', 'Казань', 55.6062, 49.2787]],
  },
  {
    name: 'Екатеринбург',
    at: [56.8389, 60.6057],
    population: 1_500_000,
    timeZone: 'Asia/Yekaterinburg',
    airports: [['SVX', 'Кольцово', 56.7431, 60.8027]],
  },
  {
    name: 'Новосибирск',
    at: [55.0084, 82.9357],
    population: 1_600_000,
    timeZone: 'Asia/Novosibirsk',
    airports: [['OVB', 'Толмачёво', 55.0126, 82.6507]],
  },
  {
    name: 'Красноярск',
    at: [56.0153, 92.8932],
    population: 1_100_000,
    timeZone: 'Asia/Krasnoyarsk',
    airports: [['KJA', 'Емельяново', 56.1729, 92.4933]],
  },
  {
    name: 'Иркутск',
    at: [52.2978, 104.2964],
    population: 620_000,
    timeZone: 'Asia/Irkutsk',
    airports: [['IKT', 'Иркутск', 52.268, 104.389]],
  },
  {
    name: 'Хабаровск',
    at: [48.4827, 135.0838],
    population: 610_000,
    timeZone: 'Asia/Vladivostok',
    airports: [['KHV', 'Новый', 48.528, 135.188]],
  },
  {
    name: 'Владивосток',
    at: [43.1155, 131.8855],
    population: 600_000,
    timeZone: 'Asia/Vladivostok',
    airports: [['VVO', 'Кневичи', 43.399, 132.148]],
  },
  {
    name: 'Сочи',
    at: [43.5855, 39.7231],
    population: 440_000,
    timeZone: MSK,
    airports: [['AER', 'Адлер', 43.4499, 39.9566]],
  },
  {
    name: 'Нижний Новгород',
    at: [56.3269, 44.0059],
    population: 1_250_000,
    timeZone: MSK,
    airports: [['GOJ', 'Стригино', 56.2301, 43.784]],
  },
  {
    name: 'Пермь',
    at: [58.0105, 56.2502],
    population: 1_050_000,
    timeZone: 'Asia/Yekaterinburg',
    airports: [['PEE', 'Большое Савино', 57.9145, 56.0212]],
  },
  {
    name: 'Омск',
    at: [54.9885, 73.3242],
    population: 1_150_000,
    timeZone: 'Asia/Omsk',
    airports: [['OMS', 'Омск', 54.967, 73.3105]],
  },
  {
    name: 'Тюмень',
    at: [57.1522, 65.5272],
    population: 800_000,
    timeZone: 'Asia/Yekaterinburg',
    airports: [['TJM', 'Рощино', 57.1896, 65.3243]],
  },
  {
    name: 'Киров',
    at: [58.6035, 49.668],
    population: 470_000,
    timeZone: 'Europe/Kirov',
    airports: [['KVX', 'Победилово', 58.5033, 49.3483]],
  },
  {
    name: 'Воронеж',
    at: [51.672, 39.1843],
    population: 1_050_000,
    timeZone: MSK,
    airports: [['VOZ', 'Чертовицкое', 51.8142, 39.2296]],
  },
  {
    name: 'Ростов-на-Дону',
    at: [47.2357, 39.7015],
    population: 1_140_000,
    timeZone: MSK,
    airports: [['ROV', 'Платов', 47.4939, 39.9247]],
  },
  {
    name: 'Краснодар',
    at: [45.0355, 38.9753],
    population: 950_000,
    timeZone: MSK,
    airports: [['KRR', 'Пашковский', 45.0347, 39.1705]],
  },
  {
    name: 'Ярославль',
    at: [57.6261, 39.8845],
    population: 570_000,
    timeZone: MSK,
    airports: [['IAR', 'Туношна', 57.5607, 40.1574]],
  },
  {
    name: 'Анадырь',
    at: [64.7337, 177.5089],
    population: 15_000,
    timeZone: 'Asia/Anadyr',
    airports: [['DYR', 'Угольный', 64.7349, 177.741]],
    rail: [],
  },
  { name: 'Тверь', at: [56.8587, 35.9176], population: 420_000, timeZone: MSK },
  { name: 'Владимир', at: [56.129, 40.4066], population: 350_000, timeZone: MSK },
  { name: 'Рязань', at: [54.6269, 39.6916], population: 530_000, timeZone: MSK },
  { name: 'Тула', at: [54.1961, 37.6182], population: 470_000, timeZone: MSK },
  { name: 'Клин', at: [56.3333, 36.7333], population: 80_000, timeZone: MSK },
  { name: 'Бологое', at: [57.8856, 34.0533], population: 21_000, timeZone: MSK },
];

/** Corridors with the real line's kilometre posts and speeds where a test needs them. */
const CORRIDORS: [string, string[], Pick<NetworkCorridor, 'km' | 'speeds'>?][] = [
  [
    'transsib',
    [
      'Москва',
      'Владимир',
      'Нижний Новгород',
      'Киров',
      'Пермь',
      'Екатеринбург',
      'Тюмень',
      'Омск',
      'Новосибирск',
      'Красноярск',
      'Иркутск',
      'Хабаровск',
      'Владивосток',
    ],
  ],
  [
    'oktyabrskaya',
    ['Москва', 'Клин', 'Тверь', 'Бологое', 'Санкт-Петербург'],
    { km: [0, 88, 167, 331, 650], speeds: [1.25, 1.25, 1.25, 1.25] },
  ],
  ['kazan', ['Москва', 'Рязань', 'Казань', 'Екатеринбург']],
  ['south', ['Москва', 'Тула', 'Воронеж', 'Ростов-на-Дону', 'Краснодар', 'Сочи']],
  ['yaroslavl', ['Москва', 'Ярославль']],
];

/** Ids as the real geography numbers them: GeoNames-like city ids, stations by kind. */
export function testNetwork(): NetworkInput {
  const cities: NetworkCity[] = CITIES.map((c, i) => ({
    id: 1_000 + i,
    name: c.name,
    latitude: c.at[0],
    longitude: c.at[1],
    population: c.population,
    timeZone: c.timeZone,
  }));
  const stations: NetworkStation[] = [];
  CITIES.forEach((spec, i) => {
    const city = cities[i]!;
    const station = (
      type: NetworkStation['type'],
      name: string,
      code: string | null,
      latitude: number,
      longitude: number,
    ) =>
      stations.push({
        id: 100_000 + stations.length,
        cityId: city.id,
        name,
        type,
        code,
        latitude,
        longitude,
        timeZone: spec.timeZone,
      });
    for (const [code, name, lat, lon] of spec.airports ?? [])
      station('Airport', name, code, lat, lon);
    // Without listed terminals a city has one station named after it, as the real geography does.
    for (const [name, lat, lon] of spec.rail ?? [[spec.name, ...spec.at]]) {
      station('RailwayStation', name, null, lat, lon);
    }
    station('BusStop', `Автовокзал ${spec.name}`, null, spec.at[0] - 0.01, spec.at[1] + 0.01);
  });
  const idOf = (name: string) => cities.find((c) => c.name === name)!.id;
  return {
    cities,
    stations,
    corridors: CORRIDORS.map(([id, names, line]) => ({
      id,
      name: id,
      cityIds: names.map(idOf),
      ...line,
    })),
  };
}
