import { describe, expect, it } from 'vitest';
import { undominated, unbeatenBy, type Shown } from './shown-pareto.ts';

const route = (name: string, departure: number, arrival: number, price: number, rides: number) => ({
  name,
  shown: { departure, arrival, price, rides } satisfies Shown,
});
const names = (routes: ReturnType<typeof route>[]) =>
  undominated(routes, (r) => r.shown).map((r) => r.name);

describe('combined routes as shown', () => {
  it('drops a route another arrives no later than, for no more, with no more changes', () => {
    // «Поезд» was the cheap one by published fares; with its cheap cars full it costs more
    // than «Самолёт», which also arrives sooner.
    const plane = route('Самолёт', 600, 900, 500_000, 2);
    const train = route('Поезд', 500, 1500, 650_000, 2);
    const bus = route('Автобус', 400, 2000, 300_000, 3);
    expect(names([plane, train, bus])).toEqual(['Самолёт', 'Автобус']);
  });

  it('keeps routes that each win on something', () => {
    const fast = route('Быстрый', 600, 900, 800_000, 3);
    const cheap = route('Дешёвый', 600, 1900, 300_000, 3);
    const direct = route('Меньше пересадок', 600, 1200, 900_000, 2);
    expect(names([fast, cheap, direct])).toEqual(['Быстрый', 'Дешёвый', 'Меньше пересадок']);
  });

  it('of routes equal on all three keeps the one leaving latest, then the first', () => {
    const early = route('Рано', 300, 900, 500_000, 2);
    const late = route('Поздно', 480, 900, 500_000, 2);
    const again = route('Поздно ещё раз', 480, 900, 500_000, 2);
    expect(names([early, late, again])).toEqual(['Поздно']);
  });
});

describe('combined routes beside the rides of one mode', () => {
  const train = { departure: 700, arrival: 940, price: 300_000, rides: 1 };
  const flights = { departure: 600, arrival: 800, price: 900_000, rides: 2 };
  const unbeaten = (routes: ReturnType<typeof route>[]) =>
    unbeatenBy(routes, (r) => r.shown, [train, flights]).map((r) => r.name);

  it('drops a route a direct ride arrives no later than for no more, whenever it leaves', () => {
    // Three buses through the night: later and dearer than the train that leaves after them.
    const buses = route('Три автобуса', 0, 1_260, 320_000, 3);
    expect(unbeaten([buses])).toEqual([]);
  });

  it('drops a route equal to a ride of one mode on all three: it is on that tab already', () => {
    expect(unbeaten([route('Поезд и автобус', 800, 940, 300_000, 2)])).toEqual([]);
    // The plane tab's own connection found again by the combined search.
    expect(unbeaten([route('Два рейса', 600, 800, 900_000, 2)])).toEqual([]);
  });

  it('keeps routes that save something on every ride of one mode', () => {
    const cheaper = route('Дешевле поезда', 0, 1_260, 250_000, 3);
    const sooner = route('Раньше поезда', 500, 900, 450_000, 2);
    const cheaperThanFlights = route('Дешевле рейсов', 500, 800, 800_000, 2);
    expect(unbeaten([cheaper, sooner, cheaperThanFlights])).toEqual([
      'Дешевле поезда',
      'Раньше поезда',
      'Дешевле рейсов',
    ]);
  });
});
