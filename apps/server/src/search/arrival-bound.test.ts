import { describe, expect, it } from 'vitest';
import { utcMinute } from '@peresadka/engine/units';
import { combinedArrivalBound } from './arrival-bound.ts';

const HOUR = 60;
const journey = (departure: number, arrival: number) => ({
  departure: utcMinute(departure),
  arrival: utcMinute(arrival),
});

describe('the latest arrival of combined routes', () => {
  it('is a day after the earliest arrival for journeys shorter than a day', () => {
    expect(combinedArrivalBound(journey(1000, 1000 + 10 * HOUR))).toBe(
      1000 + 10 * HOUR + 24 * HOUR,
    );
  });

  it('is the fastest journey’s own duration after it when that is longer than a day', () => {
    expect(combinedArrivalBound(journey(0, 40 * HOUR))).toBe(80 * HOUR);
    expect(combinedArrivalBound(journey(0, 24 * HOUR))).toBe(48 * HOUR);
  });
});
