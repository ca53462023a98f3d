import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imMoneyText, imRoubles, kopecksOfIm, kopecksOfImText, ZImMoney } from './im-values.ts';

describe('IM money', () => {
  it('goes from kopecks to roubles and back without losing a kopeck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (kopecks) => {
        const roubles = imRoubles(kopecks);
        expect(ZImMoney.safeParse(JSON.parse(JSON.stringify(roubles))).success).toBe(true);
        expect(kopecksOfIm(roubles)).toBe(kopecks);
      }),
    );
    expect(imRoubles(948_170)).toBe(9481.7);
    expect(JSON.stringify({ Amount: imRoubles(948_170) })).toBe('{"Amount":9481.7}');
  });

  it('refuses a third decimal, a negative sum and a fraction of a kopeck', () => {
    expect(ZImMoney.safeParse(9481.705).success).toBe(false);
    expect(ZImMoney.safeParse(-1).success).toBe(false);
    expect(() => imRoubles(1.5)).toThrow();
  });

  it('reads and writes the balances as text', () => {
    expect(kopecksOfImText('17 991 136,47')).toBe(1_799_113_647);
    expect(kopecksOfImText('1\u00a0902\u00a0157,38')).toBe(190_215_738);
    expect(kopecksOfImText('-5,5')).toBe(-550);
    expect(kopecksOfImText('12')).toBe(1200);
    expect(kopecksOfImText('12.50')).toBeNull();
    expect(imMoneyText(1_799_113_647)).toBe('17 991 136,47');
    expect(imMoneyText(-550)).toBe('-5,50');
  });
});
