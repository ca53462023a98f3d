import { describe, expect, it } from 'vitest';
import { undominated, type Shown } from './shown-pareto.ts';

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
