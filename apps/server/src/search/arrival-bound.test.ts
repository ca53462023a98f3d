import { describe, expect, it } from 'vitest';
import { combinedArrivalBound } from './arrival-bound.ts';

const HOUR = 60;

describe('the latest arrival of combined routes', () => {
  it('is a day after the earliest arrival for journeys shorter than a day', () => {
    expect(combinedArrivalBound({ departure: 1000, arrival: 1000 + 10 * HOUR })).toBe(
      1000 + 10 * HOUR + 24 * HOUR,
    );
  });

  it('is the fastest journey’s own duration after it when that is longer than a day', () => {
    expect(combinedArrivalBound({ departure: 0, arrival: 40 * HOUR })).toBe(80 * HOUR);
    expect(combinedArrivalBound({ departure: 0, arrival: 24 * HOUR })).toBe(48 * HOUR);
  });
});
