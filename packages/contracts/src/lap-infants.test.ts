import { describe, expect, it } from 'vitest';
import { LAP_INFANTS_OUTNUMBER_ADULTS, lapInfantProblem, maxLapInfants } from './lap-infants.ts';
import { passengerCountProblem } from './passenger-counts.ts';

describe('babies without a place', () => {
  it('are one per adult: each rides on an adult’s lap', () => {
    expect(maxLapInfants(1)).toBe(1);
    expect(maxLapInfants(3)).toBe(3);
    expect(lapInfantProblem(1, 1)).toBeNull();
    expect(lapInfantProblem(1, 2)).toBe(LAP_INFANTS_OUTNUMBER_ADULTS);
    expect(lapInfantProblem(2, 3)).toBe(LAP_INFANTS_OUTNUMBER_ADULTS);
  });

  it('hold the search to the same rule', () => {
    const counts = {
      adult_quantity: 1,
      child_quantity: 0,
      baby_with_place_quantity: 0,
      baby_without_place_quantity: 3,
    };
    expect(passengerCountProblem(counts)).toBe(LAP_INFANTS_OUTNUMBER_ADULTS);
    expect(passengerCountProblem({ ...counts, adult_quantity: 3 })).toBeNull();
  });
});
