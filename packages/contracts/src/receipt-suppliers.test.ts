import { describe, expect, it } from 'vitest';
import { fareVat, RECEIPT_SUPPLIERS, serviceFeeVat, VAT } from './receipt-suppliers.ts';

/** ФНС's check digits of an ИНН (приказ ФНС о порядке присвоения ИНН). */
function innChecks(inn: string): boolean {
  const d = [...inn].map(Number);
  const digit = (weights: number[]) => (weights.reduce((s, w, i) => s + w * d[i]!, 0) % 11) % 10;
  if (d.length === 10) return digit([2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return (
    d.length === 12 &&
    digit([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] &&
    digit([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
  );
}

const on2026 = new Date('2026-12-01T00:00:00Z');

describe('the suppliers a receipt names', () => {
  it('gives the real carriers their real ИНН and the invented ones a number no taxpayer has', () => {
    for (const [code, s] of Object.entries(RECEIPT_SUPPLIERS)) {
      expect([code, innChecks(s.inn)]).toEqual([code, !s.demo]);
    }
    expect(RECEIPT_SUPPLIERS.FPK!.inn).toBe('7708709686');
    expect(RECEIPT_SUPPLIERS.DOSS!.inn).toBe('7708503727');
    expect(RECEIPT_SUPPLIERS.SU!.inn).toBe('7712040126');
  });
});

describe('the VAT of a fare', () => {
  const s = (code: string) => RECEIPT_SUPPLIERS[code]!;

  it('is 0 % on long-distance and suburban trains', () => {
    expect(fareVat(s('FPK'), 'Москва', 'Республика Татарстан', on2026)).toBe(VAT.rate0);
    expect(fareVat(s('CPPK'), 'Москва', 'Московская область', on2026)).toBe(VAT.rate0);
  });

  it('is 0 % on a flight that avoids Moscow or touches the Far East or Kaliningrad, 10 % otherwise', () => {
    expect(fareVat(s('S7'), 'Новосибирская область', 'Краснодарский край', on2026)).toBe(VAT.rate0);
    expect(fareVat(s('SU'), 'Москва', 'Приморский край', on2026)).toBe(VAT.rate0);
    expect(fareVat(s('SU'), 'Калининградская область', 'Москва', on2026)).toBe(VAT.rate0);
    expect(fareVat(s('SU'), 'Москва', 'Республика Татарстан', on2026)).toBe(VAT.rate10);
    expect(fareVat(s('DP'), 'Свердловская область', 'Московская область', on2026)).toBe(VAT.rate10);
  });

  it('is the general rate of the day on an intercity bus, and none for a carrier without VAT', () => {
    expect(fareVat(s('TRANSAVTO'), null, null, new Date('2025-06-01'))).toBe(VAT.rate20);
    expect(fareVat(s('TRANSAVTO'), null, null, on2026)).toBe(VAT.rate22);
    expect(fareVat(s('IP-MOROZOV'), null, null, on2026)).toBe(VAT.none);
  });

  it('leaves our own fee at the general rate', () => {
    expect(serviceFeeVat(on2026)).toBe(VAT.rate22);
  });
});
