import { describe, expect, it } from 'vitest';
import { forPassengers, passengersCount, plural } from './plural.ts';

describe('plural', () => {
  const word = (n: number) => plural(n, 'пассажир', 'пассажира', 'пассажиров');

  it('agrees the noun with the last digits of the count', () => {
    expect([1, 21, 101].map(word)).toEqual(['пассажир', 'пассажир', 'пассажир']);
    expect([2, 3, 4, 22, 104].map(word)).toEqual(Array(5).fill('пассажира'));
    expect([0, 5, 9, 20, 25, 100].map(word)).toEqual(Array(6).fill('пассажиров'));
  });

  it('takes the “many” form from 11 to 14, whatever the last digit', () => {
    expect([11, 12, 13, 14, 111, 112].map(word)).toEqual(Array(6).fill('пассажиров'));
  });

  it('counts passengers in the nominative and after «за»', () => {
    expect(passengersCount(1)).toBe('1 пассажир');
    expect(passengersCount(3)).toBe('3 пассажира');
    expect(passengersCount(7)).toBe('7 пассажиров');
    expect(forPassengers(1)).toBe('за 1 пассажира');
    expect(forPassengers(2)).toBe('за 2 пассажиров');
    expect(forPassengers(5)).toBe('за 5 пассажиров');
    expect(forPassengers(21)).toBe('за 21 пассажира');
  });
});
