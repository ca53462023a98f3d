import { describe, expect, it } from 'vitest';
import { beddingCharge, beddingWords, carBedding } from './bedding.ts';

describe('bedding', () => {
  it('reads a car: none, in the fare, or sold apart at its price', () => {
    expect(carBedding({ bedding: false, beddingPrice: 0 })).toEqual({ kind: 'none' });
    expect(carBedding({ bedding: true, beddingPrice: 0 })).toEqual({ kind: 'included' });
    expect(carBedding({ bedding: true, beddingPrice: 200_00 })).toEqual({
      kind: 'optional',
      price: 200_00,
    });
  });

  it('charges only who took bedding sold apart, and gives bedding in the fare to everyone', () => {
    const sold = { kind: 'optional', price: 250_00 } as const;
    expect(beddingCharge(sold, true)).toEqual({ bedding: true, price: 250_00 });
    expect(beddingCharge(sold, false)).toEqual({ bedding: false, price: 0 });
    expect(beddingCharge({ kind: 'included' }, false)).toEqual({ bedding: true, price: 0 });
    expect(beddingCharge({ kind: 'none' }, true)).toEqual({ bedding: false, price: 0 });
  });

  it('words it as the ticket prints it', () => {
    expect(beddingWords(true, 250_00)).toBe('250\u00a0₽');
    expect(beddingWords(true, 0)).toBe('включено в стоимость');
    expect(beddingWords(false, 0)).toBe('не заказано');
  });
});
