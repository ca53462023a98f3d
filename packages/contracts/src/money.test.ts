import { describe, expect, it } from 'vitest';
import { formatRubles, rublesAndKopecks } from './money.ts';

const locale = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const AMOUNTS = [0, 5, 49, 50, 99, 100, 250, 99_900, 100_000, 123_456_789, 1_000_000_000, -150_050];

describe('money as Russian words it', () => {
  it('writes whole rubles as the ru-RU locale does', () => {
    for (const kopecks of AMOUNTS) {
      expect(formatRubles(kopecks)).toBe(`${locale.format(kopecks / 100)} ₽`);
    }
    expect(formatRubles(289_000)).toBe('2\u00a0890 ₽');
  });

  it('writes kopecks as the ru-RU locale does', () => {
    for (const kopecks of AMOUNTS) {
      expect(rublesAndKopecks(kopecks)).toBe(exact.format(kopecks / 100));
    }
    expect(rublesAndKopecks(412_080)).toBe('4\u00a0120,80');
  });
});
