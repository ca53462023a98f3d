import { ZCarType } from './enums.ts';
import { describe, expect, it } from 'vitest';
import { planeFareParts, trainFareParts } from './fare-parts.ts';

describe('fare parts', () => {
  it('splits a train fare into the ticket part and the плацкарта without losing a kopeck', () => {
    for (const carType of ZCarType.options) {
      for (const fare of [0, 1, 99, 3_210_50, 12_345_67]) {
        const parts = trainFareParts(fare, carType);
        expect(parts.ticketPart + parts.reservedSeatPart).toBe(fare);
        expect(Math.min(parts.ticketPart, parts.reservedSeatPart)).toBeGreaterThanOrEqual(0);
      }
    }
    expect(trainFareParts(1_000_00, 'Compartment')).toEqual({
      ticketPart: 400_00,
      reservedSeatPart: 600_00,
    });
  });

  it('takes the carrier’s surcharges and the taxes and airport charges out of a plane fare', () => {
    expect(planeFareParts(5_000_00)).toEqual({ fare: 4_400_00, surcharge: 250_00, taxes: 350_00 });
    const odd = planeFareParts(1_234_57);
    expect(odd.fare + odd.surcharge + odd.taxes).toBe(1_234_57);
  });
});
