import { describe, expect, it } from 'vitest';
import { carLayout, cellOf, placeCount, placesOf } from './car-layouts.ts';
import { lowerBerths, oneCompartment } from './group-picks.ts';

const numbers = (places: { number: number }[]) => places.map((p) => p.number);

describe('carLayout', () => {
  it('draws a плацкарт as nine compartments of four with the side berths from the far end', () => {
    const layout = carLayout('ReservedSeat', 54, false);
    expect(layout.kind).toBe('berths');
    const [storey] = layout.storeys;
    expect(storey!.bays).toHaveLength(9);
    expect(storey!.bays[0]).toEqual({
      index: 1,
      main: [
        { number: 1, berth: 'lower' },
        { number: 3, berth: 'lower' },
        { number: 2, berth: 'upper' },
        { number: 4, berth: 'upper' },
      ],
      side: [
        { number: 53, berth: 'sideLower' },
        { number: 54, berth: 'sideUpper' },
      ],
    });
    expect(storey!.bays[8]!.side).toEqual([
      { number: 37, berth: 'sideLower' },
      { number: 38, berth: 'sideUpper' },
    ]);
    expect(numbers(placesOf(layout)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 54 }, (_, i) => i + 1),
    );
  });

  it('draws a купе as nine compartments of four, odd lower and even upper, with no side berths', () => {
    const [storey] = carLayout('Compartment', 36, false).storeys;
    expect(storey!.bays).toHaveLength(9);
    expect(storey!.bays.every((bay) => bay.side.length === 0)).toBe(true);
    expect(storey!.bays[8]!.main).toEqual([
      { number: 33, berth: 'lower' },
      { number: 35, berth: 'lower' },
      { number: 34, berth: 'upper' },
      { number: 36, berth: 'upper' },
    ]);
  });

  it('draws an СВ as compartments of two lower berths', () => {
    const [storey] = carLayout('Luxury', 18, false).storeys;
    expect(storey!.bays).toHaveLength(9);
    expect(storey!.bays[3]!.main).toEqual([
      { number: 7, berth: 'lower' },
      { number: 8, berth: 'lower' },
    ]);
    expect(carLayout('Soft', 16, false).storeys[0]!.bays).toHaveLength(8);
  });

  it('draws a sitting car in rows of two seats each side of the aisle', () => {
    const layout = carLayout('Sedentary', 62, false);
    expect(layout.kind).toBe('seats');
    const bays = layout.storeys[0]!.bays;
    expect(bays).toHaveLength(16);
    expect(numbers(bays[0]!.main)).toEqual([1, 2]);
    expect(numbers(bays[0]!.side)).toEqual([3, 4]);
    expect(numbers(bays[15]!.main)).toEqual([61, 62]);
    expect(bays[15]!.side).toEqual([]);
  });

  it('draws a two-storey car as two storeys, the lower half of the numbers below', () => {
    const layout = carLayout('Compartment', 64, true);
    expect(layout.storeys.map((s) => s.name)).toEqual(['Нижний этаж', 'Верхний этаж']);
    expect(numbers(layout.storeys[0]!.bays[0]!.main)).toEqual([1, 3, 2, 4]);
    expect(numbers(layout.storeys[1]!.bays[0]!.main)).toEqual([33, 35, 34, 36]);
    expect(layout.storeys[1]!.bays).toHaveLength(8);
  });

  it('counts the places the supplier names, the usual ones, and never fewer than a free one', () => {
    expect(placeCount('ReservedSeat', null, [3])).toBe(54);
    expect(placeCount('Compartment', 32, [3])).toBe(32);
    expect(placeCount('Sedentary', null, [5, 68])).toBe(68);
  });
});

describe('group picks', () => {
  const reserved = carLayout('ReservedSeat', 54, false);

  it('finds one compartment with room for all, lower berths first', () => {
    // Compartment 1 has only two free berths; compartment 2 has all four.
    const free = new Set([1, 2, 5, 6, 7, 8, 53]);
    expect(oneCompartment(reserved, free, 3)).toEqual([5, 7, 6]);
    expect(oneCompartment(reserved, free, 5)).toBeNull();
  });

  it('gives lower berths from the compartments with most of them, side ones last', () => {
    const free = new Set([1, 5, 7, 2, 53, 51]);
    expect(lowerBerths(reserved, free, 3)).toEqual([5, 7, 1]);
    expect(lowerBerths(reserved, free, 4)).toEqual([5, 7, 1, 53]);
    expect(lowerBerths(reserved, free, 6)).toBeNull();
  });

  it('offers no berth helpers in a sitting car', () => {
    const seats = carLayout('Sedentary', 40, false);
    expect(oneCompartment(seats, new Set([1, 2]), 2)).toBeNull();
    expect(lowerBerths(seats, new Set([1, 2]), 2)).toBeNull();
  });
});

describe('cellOf', () => {
  const bay = carLayout('ReservedSeat', 54, false).storeys[0]!.bays[0]!;

  it('puts a compartment’s upper berths above its lower ones on a computer', () => {
    expect(bay.main.map((_, i) => cellOf('main', i, bay, false))).toEqual([
      [2, 1],
      [2, 2],
      [1, 1],
      [1, 2],
    ]);
    expect(bay.side.map((_, i) => cellOf('side', i, bay, false))).toEqual([
      [1, 1],
      [1, 2],
    ]);
  });

  it('turns every bay a quarter on a phone', () => {
    expect(cellOf('main', 0, bay, true)).toEqual([1, 2]);
    expect(cellOf('side', 1, bay, true)).toEqual([2, 1]);
    const row = carLayout('Sedentary', 40, false).storeys[0]!.bays[0]!;
    expect(cellOf('main', 1, row, false)).toEqual([2, 1]);
    expect(cellOf('main', 1, row, true)).toEqual([1, 2]);
  });
});
