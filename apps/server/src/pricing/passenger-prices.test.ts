import { kopecks } from '@peresadka/engine/units';
import { describe, expect, it } from 'vitest';
import { categoriesOfSearch, passengerPrice, passengersPrice } from './passenger-prices.ts';
import { serviceFee } from './service-fee.ts';

const counts = (adult: number, child = 0, withPlace = 0, onLap = 0) => ({
  adult_quantity: adult,
  child_quantity: child,
  baby_with_place_quantity: withPlace,
  baby_without_place_quantity: onLap,
});

describe('service fee', () => {
  it('takes a share of the fare, in whole rubles, never below the floor of its mode', () => {
    expect(serviceFee('PLANE', kopecks(12_345_67))).toBe(494_00);
    expect(serviceFee('TRAIN', kopecks(4_000_00))).toBe(120_00);
    expect(serviceFee('BUS', kopecks(2_000_00))).toBe(100_00);
    expect(serviceFee('PLANE', kopecks(1_000_00))).toBe(150_00);
    expect(serviceFee('TRAIN', kopecks(300_00))).toBe(90_00);
  });

  it('is not charged on a child who travels free on an adult’s lap', () => {
    expect(serviceFee('BUS', kopecks(0))).toBe(0);
  });
});

describe('passenger prices', () => {
  it('prices each category from the adult fare, with the fee on what it pays', () => {
    expect(passengerPrice('TRAIN', 'Adult', kopecks(4_000_00))).toEqual({
      fare: 4_000_00,
      serviceCharge: 120_00,
      total: 4_120_00,
    });
    expect(passengerPrice('TRAIN', 'Child', kopecks(4_000_00))).toEqual({
      fare: 1_400_00,
      serviceCharge: 90_00,
      total: 1_490_00,
    });
    expect(passengerPrice('PLANE', 'BabyWithoutPlace', kopecks(9_000_00))).toEqual({
      fare: 0,
      serviceCharge: 0,
      total: 0,
    });
  });

  it('reads the search’s counters as the mode’s categories', () => {
    expect(categoriesOfSearch('TRAIN', counts(2, 1, 1, 1))).toEqual([
      ['Adult', 2],
      ['Child', 2],
      ['BabyWithoutPlace', 1],
    ]);
    expect(categoriesOfSearch('PLANE', counts(1, 0, 1))).toEqual([
      ['Adult', 1],
      ['BabyWithPlace', 1],
    ]);
  });

  it('adds up a connection flight by flight and passenger by passenger', () => {
    const price = passengersPrice('PLANE', counts(2, 1), [kopecks(10_000_00), kopecks(6_000_00)]);
    expect(price.passengers).toEqual([
      {
        category: 'Adult',
        label: 'Взрослый (от 12 лет)',
        quantity: 2,
        price: 16_000_00,
        service_charge: 400_00 + 240_00,
        total_price: 16_640_00,
      },
      {
        category: 'Child',
        label: 'Ребёнок (от 2 до 12 лет)',
        quantity: 1,
        price: 12_000_00,
        service_charge: 300_00 + 180_00,
        total_price: 12_480_00,
      },
    ]);
    expect(price.total_price).toBe(2 * 16_640_00 + 12_480_00);
  });
});
