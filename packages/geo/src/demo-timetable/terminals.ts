import type { NetworkCity, NetworkStation } from './demo-feed.ts';
import { normalName, type NetworkIndex } from './network.ts';

/**
 * Moscow and St Petersburg send each line from its own terminal. A train leaves from (or
 * arrives at) the terminal of the farthest city on its way that one of these lists names —
 * a Transsib train passes Владимир like the Nizhny expresses from Курский, but it is bound
 * for Пермь and leaves from Ярославский. A line none of them names uses the first terminal
 * listed for the city.
 */
const TERMINALS: Record<string, { terminal: string; toward: string[] }[]> = {
  москва: [
    {
      terminal: 'Ленинградский',
      toward: [
        'Тверь',
        'Клин',
        'Бологое',
        'Великий Новгород',
        'Санкт-Петербург',
        'Мурманск',
        'Петрозаводск',
      ],
    },
    {
      terminal: 'Ярославский',
      toward: [
        'Сергиев Посад',
        'Александров',
        'Ярославль',
        'Кострома',
        'Вологда',
        'Архангельск',
        'Котлас',
        'Воркута',
        'Иваново',
        'Кинешма',
        'Киров',
        'Пермь',
      ],
    },
    {
      terminal: 'Казанский',
      toward: ['Рязань', 'Коломна', 'Пенза', 'Саранск', 'Самара', 'Казань', 'Уфа', 'Ульяновск'],
    },
    {
      terminal: 'Курский',
      toward: ['Серпухов', 'Тула', 'Орёл', 'Курск', 'Белгород', 'Владимир', 'Нижний Новгород'],
    },
    {
      terminal: 'Павелецкий',
      toward: [
        'Кашира',
        'Ожерелье',
        'Елец',
        'Липецк',
        'Воронеж',
        'Тамбов',
        'Саратов',
        'Волгоград',
        'Астрахань',
      ],
    },
    { terminal: 'Киевский', toward: ['Калуга', 'Обнинск', 'Брянск'] },
    { terminal: 'Белорусский', toward: ['Можайск', 'Вязьма', 'Смоленск', 'Калининград'] },
    { terminal: 'Рижский', toward: ['Ржев', 'Великие Луки'] },
  ],
  'санкт-петербург': [
    { terminal: 'Московский', toward: ['Великий Новгород', 'Тверь', 'Москва'] },
    { terminal: 'Ладожский', toward: ['Петрозаводск', 'Мурманск', 'Вологда', 'Архангельск'] },
    { terminal: 'Финляндский', toward: ['Выборг'] },
    { terminal: 'Витебский', toward: ['Гатчина', 'Луга', 'Псков', 'Великие Луки', 'Калининград'] },
  ],
};

/**
 * The railway station a train uses in `city`, given the cities it heads for (or comes from)
 * beyond it, nearest first: the line's terminal when the city has one by that name, else the
 * city's first railway station. Null for a city without a railway station.
 */
export function railStation(
  network: NetworkIndex,
  city: NetworkCity,
  beyond: readonly NetworkCity[],
): NetworkStation | null {
  const stations = network.stations(city.id, 'RailwayStation').filter((s) => !s.lineEnd);
  const terminals = TERMINALS[normalName(city.name)];
  if (terminals) {
    const farthestFirst = beyond.map((c) => normalName(c.name)).reverse();
    const line =
      farthestFirst
        .map((name) => terminals.find((t) => t.toward.some((c) => normalName(c) === name)))
        .find((t) => t !== undefined) ?? terminals[0];
    const named =
      line && stations.find((s) => normalName(s.name).includes(normalName(line.terminal)));
    if (named) return named;
  }
  return stations[0] ?? null;
}

/** The station past the city's own where the lines that end in the city end (Адлер), if any. */
export const lineEnd = (network: NetworkIndex, city: NetworkCity): NetworkStation | null =>
  network.stations(city.id, 'RailwayStation').find((s) => s.lineEnd) ?? null;

/**
 * A train through Moscow (Санкт-Петербург — Адлер) calls at none of its terminals: it goes round
 * by the ring line, as transit trains do.
 */
export const goesRound = (city: NetworkCity): boolean => normalName(city.name) in TERMINALS;
