import type { AircraftKey } from './aircraft.ts';

export type Airline = {
  code: string;
  name: string;
  fleet: AircraftKey[];
  /** Airports the airline flies from in a city with several (Moscow), most used first. */
  bases: string[];
  lowCost: boolean;
  /** How the airline's fares sit against the market. */
  fareFactor: number;
};

export const AIRLINES: readonly Airline[] = [
  {
    code: 'SU',
    name: 'Аэрофлот',
    fleet: ['SU9', '320', '321', '73H', '77W'],
    bases: ['SVO'],
    lowCost: false,
    fareFactor: 1.15,
  },
  {
    code: 'S7',
    name: 'S7 Airlines',
    fleet: ['319', '320', '321', '73H'],
    bases: ['DME'],
    lowCost: false,
    fareFactor: 1.05,
  },
  {
    code: 'U6',
    name: 'Уральские авиалинии',
    fleet: ['319', '320', '321'],
    bases: ['DME', 'ZIA'],
    lowCost: false,
    fareFactor: 0.95,
  },
  {
    code: 'DP',
    name: 'Победа',
    fleet: ['73Y'],
    bases: ['VKO', 'SVO'],
    lowCost: true,
    fareFactor: 0.8,
  },
  {
    code: 'FV',
    name: 'Россия',
    fleet: ['SU9', '319', '320', '77W'],
    bases: ['SVO', 'VKO'],
    lowCost: false,
    fareFactor: 1.05,
  },
  {
    code: 'UT',
    name: 'ЮТэйр',
    fleet: ['AT7', '73H'],
    bases: ['VKO'],
    lowCost: false,
    fareFactor: 1,
  },
  {
    code: 'N4',
    name: 'Nordwind',
    fleet: ['321', '73H', '77W'],
    bases: ['SVO', 'ZIA'],
    lowCost: false,
    fareFactor: 0.95,
  },
  {
    code: '5N',
    name: 'Smartavia',
    fleet: ['73H'],
    bases: ['VKO'],
    lowCost: true,
    fareFactor: 0.85,
  },
  {
    code: 'YC',
    name: 'Ямал',
    fleet: ['SU9', '321'],
    bases: ['DME'],
    lowCost: false,
    fareFactor: 1.1,
  },
  {
    code: 'A4',
    name: 'Азимут',
    fleet: ['SU9'],
    bases: ['VKO', 'ZIA'],
    lowCost: false,
    fareFactor: 0.9,
  },
  {
    code: 'HZ',
    name: 'Аврора',
    fleet: ['DH4', '319', '320'],
    bases: ['SVO'],
    lowCost: false,
    fareFactor: 1.1,
  },
];

export function airline(code: string): Airline {
  const found = AIRLINES.find((a) => a.code === code);
  if (!found) throw new Error(`Unknown airline ${code}`);
  return found;
}

/**
 * Where flights radiate from. `weight` is roughly the daily flights to a city of a million
 * people; `reachKm` how far the hub's own network goes (Moscow's everywhere);
 * `airlines` the carriers based there, a code repeated to give it a larger share.
 */
export type Hub = {
  city: string;
  weight: number;
  reachKm: number;
  airlines: string[];
  /** Resorts and the exclave draw more flights than their population says. */
  pull?: number;
};

const EVERYWHERE = 20_000;

export const HUBS: readonly Hub[] = [
  {
    city: 'Москва',
    weight: 9,
    reachKm: EVERYWHERE,
    airlines: ['SU', 'SU', 'SU', 'SU', 'DP', 'DP', 'DP', 'S7', 'S7', 'FV', 'UT', 'U6', 'N4'],
  },
  {
    city: 'Санкт-Петербург',
    weight: 4,
    reachKm: 5_000,
    airlines: ['FV', 'FV', 'SU', 'SU', 'DP', 'S7', '5N', 'N4'],
  },
  {
    city: 'Екатеринбург',
    weight: 2,
    reachKm: 3_500,
    airlines: ['U6', 'U6', 'U6', 'S7', 'UT', 'DP'],
  },
  { city: 'Новосибирск', weight: 2, reachKm: 4_000, airlines: ['S7', 'S7', 'S7', 'DP', 'U6'] },
  { city: 'Красноярск', weight: 1.6, reachKm: 3_500, airlines: ['S7', 'U6', 'UT', 'YC'] },
  { city: 'Хабаровск', weight: 1.6, reachKm: 3_000, airlines: ['HZ', 'HZ', 'S7', 'SU'] },
  { city: 'Владивосток', weight: 1.2, reachKm: 3_000, airlines: ['HZ', 'HZ', 'HZ', 'S7'] },
  {
    city: 'Сочи',
    weight: 2,
    pull: 4,
    reachKm: 3_500,
    airlines: ['SU', 'DP', 'U6', 'S7', 'N4', 'UT'],
  },
  { city: 'Казань', weight: 1.6, reachKm: 3_000, airlines: ['UT', 'UT', 'DP', 'U6', 'S7'] },
  { city: 'Краснодар', weight: 1.2, reachKm: 3_000, airlines: ['A4', 'DP', 'N4', 'SU'] },
  { city: 'Ростов-на-Дону', weight: 1.2, reachKm: 3_000, airlines: ['A4', 'A4', 'A4', 'DP', 'N4'] },
  { city: 'Уфа', weight: 1.2, reachKm: 2_500, airlines: ['UT', 'DP', 'S7', 'U6'] },
  { city: 'Самара', weight: 1.2, reachKm: 2_500, airlines: ['5N', 'DP', 'S7', 'UT'] },
  { city: 'Тюмень', weight: 1.2, reachKm: 2_500, airlines: ['UT', 'UT', 'YC', 'YC'] },
  { city: 'Иркутск', weight: 1.2, reachKm: 3_000, airlines: ['S7', 'S7', 'HZ', 'UT'] },
  {
    city: 'Минеральные Воды',
    weight: 0.8,
    pull: 2,
    reachKm: 2_500,
    airlines: ['A4', 'A4', 'DP', 'UT'],
  },
  { city: 'Калининград', weight: 0.8, pull: 2, reachKm: 2_500, airlines: ['SU', 'DP', 'FV', 'S7'] },
  { city: 'Архангельск', weight: 0.8, reachKm: 2_000, airlines: ['5N', '5N', 'UT'] },
];
