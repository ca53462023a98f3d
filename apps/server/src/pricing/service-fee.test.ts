import { describe, expect, it } from 'vitest';
import { serviceFee, totalPrice } from './service-fee.ts';

describe('service fee', () => {
  it('takes a share of the fare, in whole rubles', () => {
    expect(serviceFee('PLANE', 12_345_67)).toBe(494_00);
    expect(serviceFee('TRAIN', 4_000_00)).toBe(120_00);
    expect(serviceFee('BUS', 2_000_00)).toBe(100_00);
  });

  it('never falls below the floor of its mode', () => {
    expect(serviceFee('PLANE', 1_000_00)).toBe(150_00);
    expect(serviceFee('TRAIN', 300_00)).toBe(90_00);
    expect(serviceFee('BUS', 0)).toBe(40_00);
  });

  it('keeps totals in integer kopecks', () => {
    for (const fare of [1, 99, 123_457, 9_999_999]) {
      expect(Number.isInteger(totalPrice('PLANE', fare))).toBe(true);
    }
    expect(totalPrice('BUS', 2_000_00)).toBe(2_100_00);
  });
});
