import { describe, expect, it } from 'vitest';
import { formatRubles } from './money.ts';

const exact = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const AMOUNTS = [0, 5, 49, 50, 99, 100, 250, 99_900, 100_000, 123_456_789, 1_000_000_000, -150_050];

describe('money as Russian words it', () => {
  it('writes an amount to the kopeck as the ru-RU locale does, whole rubles without «,00»', () => {
    for (const kopecks of AMOUNTS) {
      const expected =
        kopecks % 100 === 0 ? whole.format(kopecks / 100) : exact.format(kopecks / 100);
      expect(formatRubles(kopecks)).toBe(`${expected}\u00a0₽`);
    }
  });

  it('never rounds a kopeck away', () => {
    expect(formatRubles(200_280)).toBe('2\u00a0002,80\u00a0₽');
    expect(formatRubles(289_000)).toBe('2\u00a0890\u00a0₽');
    expect(formatRubles(0)).toBe('0\u00a0₽');
    expect(formatRubles(5)).toBe('0,05\u00a0₽');
  });
});
