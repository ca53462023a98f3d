import { describe, expect, it } from 'vitest';
import { aviaOrder, combinedOrder, trainOrder } from './confirm-fixtures.test-support.ts';
import { documentEnding, fullName, legTotals, maskDocument, placesOf } from './confirm-order.ts';

describe('maskDocument', () => {
  it('shows only the last four characters of a document number', () => {
    expect(maskDocument('4510123456')).toBe('••••••3456');
    expect(documentEnding('4510123456')).toBe('3456');
    expect(maskDocument('IVАБ123456')).toBe('••••••3456');
  });

  it('keeps at least half of a short number hidden', () => {
    expect(maskDocument('1234567')).toBe('••••567');
    expect(maskDocument('123456')).toBe('•••456');
    expect(maskDocument('1234')).toBe('••34');
    expect(maskDocument('7')).toBe('•');
  });
});

describe('fullName', () => {
  it('leaves out a middle name given as a dash', () => {
    expect(fullName({ last_name: 'Иванова', first_name: 'Мария', middle_name: '-' })).toBe(
      'Иванова Мария',
    );
    expect(fullName({ last_name: 'Петров', first_name: 'Пётр', middle_name: 'Ильич' })).toBe(
      'Петров Пётр Ильич',
    );
  });
});

describe('placesOf', () => {
  it('gives a train passenger their place, car and price parts', () => {
    const [place] = placesOf(trainOrder(), 2);
    expect(place).toEqual({
      routeIndex: 0,
      place: 'вагон 05, место 14, нижнее',
      category: 'Детский (до 10 лет)',
      details: [
        'Купе',
        'класс обслуживания 2Л',
        'электронная регистрация',
        'Постельное бельё: включено в стоимость',
      ],
      lines: [
        { label: 'Билет', kopecks: 160_000 },
        { label: 'Сервисный сбор', kopecks: 15_000 },
      ],
      price: 175_000,
      returned: false,
    });
  });

  it('lists flights in flying order with the paid seat and services of each', () => {
    const places = placesOf(aviaOrder(), 1);
    expect(places.map((p) => p.routeIndex)).toEqual([0, 1]);
    expect(places[0]!.lines).toEqual([
      { label: 'Тариф «Базовый»', kopecks: 500_000 },
      { label: 'Сервисный сбор', kopecks: 20_000 },
      { label: 'Выбор места', kopecks: 50_000 },
      { label: 'Багаж 23 кг', kopecks: 150_000 },
    ]);
    expect(places[0]!.price).toBe(720_000);
    expect(places[1]!.lines).toHaveLength(2);
  });

  it('gives a combined trip’s passenger each leg’s place by that leg’s own mode and category', () => {
    const places = placesOf(combinedOrder(), 2);
    expect(places.map((p) => [p.routeIndex, p.place, p.category, p.price])).toEqual([
      [0, 'ряд 12, место B', 'Ребёнок (от 2 до 12 лет)', 395_000],
      [1, 'вагон 07, место 14, нижнее', 'Детский (до 10 лет)', 120_000],
      [2, 'место 8', 'Детский (до 12 лет)', 50_000],
    ]);
    expect(places[1]!.details).toContain('Купе');
    expect(places[2]!.lines[0]).toEqual({ label: 'Тариф «Детский»', kopecks: 40_000 });
  });

  it('gives nothing for a passenger the order does not hold', () => {
    expect(placesOf(trainOrder(), 9)).toEqual([]);
  });
});

describe('legTotals', () => {
  it('sums each leg for every passenger, the legs adding up to the order’s price', () => {
    const order = combinedOrder();
    const totals = legTotals(order).map((leg) => leg.price);
    expect(totals).toEqual([915_000, 435_000, 140_000]);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(order.price);
  });
});
