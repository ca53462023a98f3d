import { describe, expect, it } from 'vitest';
import { counted, pluralWord } from './plural.ts';

describe('plural', () => {
  const word = (n: number) => pluralWord(n, 'пассажир', 'пассажира', 'пассажиров');

  it('agrees the noun with the last digits of the count', () => {
    expect([1, 21, 101].map(word)).toEqual(['пассажир', 'пассажир', 'пассажир']);
    expect([2, 3, 4, 22, 104].map(word)).toEqual(Array(5).fill('пассажира'));
    expect([0, 5, 9, 20, 25, 100].map(word)).toEqual(Array(6).fill('пассажиров'));
  });

  it('takes the “many” form from 11 to 14, whatever the last digit', () => {
    expect([11, 12, 13, 14, 111, 112].map(word)).toEqual(Array(6).fill('пассажиров'));
  });

  it('writes the count before its noun', () => {
    const trains = (n: number) => counted(n, 'поезд', 'поезда', 'поездов');
    expect([1, 692, 2482, 5512, 11].map(trains)).toEqual([
      '1 поезд',
      '692 поезда',
      '2482 поезда',
      '5512 поездов',
      '11 поездов',
    ]);
  });
});
