import { describe, expect, it } from 'vitest';
import { barredFromExitRows, lapHolders } from './exit-rows.ts';

const adult = { adult: true, onLap: false };
const child = { adult: false, onLap: false };
const baby = { adult: false, onLap: true };

describe('exit rows', () => {
  it('are closed to children with a seat and to the first adults, one per lap baby', () => {
    expect([...lapHolders([adult, adult, baby])]).toEqual([0]);
    expect(barredFromExitRows([adult, adult, baby])).toEqual([true, false, false]);
    expect(barredFromExitRows([child, adult, adult, baby, baby])).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('are open to adults travelling without children', () => {
    expect(barredFromExitRows([adult, adult])).toEqual([false, false]);
  });
});
