import type { CarSpec } from './train-cars.ts';
import type { TrainKind } from './train-numbers.ts';

/**
 * A train the timetable fixes by itself rather than leaving to the gravity model: the trains
 * Russians know by name, and the direct trains that run from one corridor onto another.
 */
export type NamedTrain = {
  /** Cities in order; the train calls at every corridor city between two of them. */
  route: string[];
  name: string | null;
  kind: TrainKind;
  /** The railway's own number pair: the odd number and its letter ('001А' → 001А/002А). */
  number?: string;
  /**
   * The railway numbers the way from the first city even against the north-east rule
   * (Москва → Адлер 104В, Адлер → Москва 103В).
   */
  evenFromFirst?: boolean;
  /** Trains a day each way; more than one take the next odd numbers (Сапсан 751А, 753А…). */
  perDay?: number;
  /** Local minute of departure from either end, where tradition fixes it. */
  departure?: number;
  /** Minutes end to end, where the timetable slows a night train to arrive in the morning. */
  minutes?: number;
  carrier?: string;
  /** The cars the train has, car 1 first, where its consist is its own (no плацкарт in «Красная стрела»). */
  consist?: readonly CarSpec[];
  /** It crosses a foreign country (Литва), and a traveller needs a transit document (SPEC §5). */
  transitDocument?: boolean;
};

const at = (hours: number, minutes: number) => hours * 60 + minutes;

const cars = (count: number, spec: CarSpec): CarSpec[] => Array.from({ length: count }, () => spec);

/** A firm night train of люкс, СВ and купе only, as «Красная стрела» and «Гранд Экспресс» run. */
const FIRM_NIGHT: readonly CarSpec[] = [
  ...cars(2, { type: 'Soft', seats: 8 }),
  ...cars(3, { type: 'Luxury', seats: 18 }),
  ...cars(10, { type: 'Compartment', seats: 36 }),
];

/**
 * The named trains with their routes, numbers and times as Russian Railways run them (2025),
 * and the cross-corridor trains. «Ласточка» needs no entry: day expresses take 7xx numbers.
 */
export const NAMED_TRAINS: readonly NamedTrain[] = [
  {
    route: ['Москва', 'Санкт-Петербург'],
    name: 'Сапсан',
    kind: 'highSpeed',
    number: '751А',
    perDay: 15,
    carrier: 'DOSS',
  },
  {
    route: ['Москва', 'Санкт-Петербург'],
    name: 'Красная стрела',
    kind: 'fast',
    number: '001А',
    departure: at(23, 55),
    minutes: at(8, 0),
    consist: FIRM_NIGHT,
  },
  {
    route: ['Москва', 'Санкт-Петербург'],
    name: 'Гранд Экспресс',
    kind: 'fast',
    number: '053А',
    departure: at(23, 40),
    minutes: at(9, 0),
    carrier: 'GSE',
    consist: FIRM_NIGHT,
  },
  { route: ['Москва', 'Нижний Новгород'], name: 'Стриж', kind: 'express', carrier: 'DOSS' },
  // 002Э leaves Москва-Ярославская and reaches Владивосток in 166 h 17 min (pass.rzd.ru, 2025).
  {
    route: ['Москва', 'Владивосток'],
    name: 'Россия',
    kind: 'fast',
    number: '001Э',
    minutes: at(166, 15),
  },
  // 016А Москва — Мурманск by Петрозаводск, 35 h (pass.rzd.ru, 2025).
  {
    route: ['Москва', 'Бологое', 'Петрозаводск', 'Мурманск'],
    name: 'Арктика',
    kind: 'fast',
    number: '015А',
    minutes: at(35, 0),
  },
  // The double-decker from Казанский to Адлер: 12 купе, an СВ, about 24 h (pass.rzd.ru, 2025).
  {
    route: ['Москва', 'Ростов-на-Дону', 'Сочи'],
    name: null,
    kind: 'fast',
    number: '103В',
    evenFromFirst: true,
    minutes: at(24, 10),
    consist: [
      { type: 'Luxury', seats: 32, twoStorey: true },
      ...cars(12, { type: 'Compartment', seats: 64, twoStorey: true }),
    ],
  },
  // «Янтарь» 029Ч/030Ч runs daily through Belarus and Lithuania, about 20 h, and sells only to
  // travellers with a transit document for Lithuania (ФПК, 2025).
  {
    route: ['Москва', 'Смоленск', 'Калининград'],
    name: 'Янтарь',
    kind: 'fast',
    number: '029Ч',
    minutes: at(20, 0),
    transitDocument: true,
  },
  {
    route: ['Москва', 'Казань'],
    name: 'Премиум',
    kind: 'fast',
    number: '001Й',
    minutes: at(10, 30),
  },
  { route: ['Москва', 'Казань'], name: 'Татарстан', kind: 'fast' },
  { route: ['Москва', 'Екатеринбург'], name: 'Урал', kind: 'fast' },
  { route: ['Москва', 'Новосибирск'], name: 'Сибиряк', kind: 'fast' },
  { route: ['Москва', 'Красноярск'], name: 'Енисей', kind: 'fast' },
  { route: ['Москва', 'Иркутск'], name: 'Байкал', kind: 'fast' },
  { route: ['Москва', 'Самара'], name: 'Жигули', kind: 'fast' },
  { route: ['Москва', 'Самара', 'Уфа'], name: 'Башкортостан', kind: 'fast' },
  { route: ['Москва', 'Самара', 'Уфа', 'Челябинск'], name: 'Южный Урал', kind: 'fast' },
  { route: ['Москва', 'Тайга', 'Томск'], name: 'Томич', kind: 'fast' },
  { route: ['Москва', 'Воронеж'], name: 'Воронеж', kind: 'fast' },
  { route: ['Москва', 'Белгород'], name: 'Белогорье', kind: 'fast' },
  { route: ['Москва', 'Саратов'], name: 'Саратов', kind: 'fast' },
  { route: ['Москва', 'Архангельск'], name: 'Поморье', kind: 'fast' },
  { route: ['Москва', 'Пермь'], name: 'Кама', kind: 'fast' },
  { route: ['Москва', 'Ростов-на-Дону'], name: 'Тихий Дон', kind: 'fast' },
  { route: ['Москва', 'Киров'], name: 'Вятка', kind: 'fast' },
  { route: ['Москва', 'Казань', 'Ижевск'], name: 'Италмас', kind: 'fast' },
  { route: ['Москва', 'Канаш', 'Чебоксары'], name: 'Чувашия', kind: 'fast' },
  { route: ['Санкт-Петербург', 'Москва', 'Нижний Новгород'], name: 'Волга', kind: 'fast' },
  {
    route: ['Москва', 'Ростов-на-Дону', 'Минеральные Воды', 'Кисловодск'],
    name: null,
    kind: 'fast',
  },
  { route: ['Санкт-Петербург', 'Москва', 'Ростов-на-Дону', 'Сочи'], name: null, kind: 'fast' },
  { route: ['Санкт-Петербург', 'Москва', 'Казань'], name: null, kind: 'fast' },
  { route: ['Москва', 'Ростов-на-Дону', 'Махачкала'], name: null, kind: 'fast' },
  { route: ['Москва', 'Ростов-на-Дону', 'Краснодар', 'Новороссийск'], name: null, kind: 'fast' },
  { route: ['Москва', 'Новосибирск', 'Барнаул'], name: null, kind: 'fast', perDay: 3 / 7 },
];
