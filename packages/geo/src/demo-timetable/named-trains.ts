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
  /** Trains a day each way; more than one take the next odd numbers (Сапсан 751А, 753А…). */
  perDay?: number;
  /** Local minute of departure from either end, where tradition fixes it. */
  departure?: number;
  /** Minutes end to end, where the timetable slows a night train to arrive in the morning. */
  minutes?: number;
  carrier?: string;
};

const at = (hours: number, minutes: number) => hours * 60 + minutes;

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
  },
  {
    route: ['Москва', 'Санкт-Петербург'],
    name: 'Гранд Экспресс',
    kind: 'fast',
    number: '053А',
    departure: at(23, 40),
    minutes: at(9, 0),
    carrier: 'GSE',
  },
  { route: ['Москва', 'Нижний Новгород'], name: 'Стриж', kind: 'express', carrier: 'DOSS' },
  { route: ['Москва', 'Владивосток'], name: 'Россия', kind: 'fast', number: '001М' },
  {
    route: ['Москва', 'Бологое', 'Петрозаводск', 'Мурманск'],
    name: 'Арктика',
    kind: 'fast',
    number: '015А',
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
