import { describe, expect, it } from 'vitest';
import { greatCircleKm } from './great-circle.ts';

describe('greatCircleKm', () => {
  it('measures known distances', () => {
    const moscow = { latitude: 55.7558, longitude: 37.6173 };
    const petersburg = { latitude: 59.9386, longitude: 30.3141 };
    const vladivostok = { latitude: 43.1155, longitude: 131.8855 };
    expect(greatCircleKm(moscow, petersburg)).toBeCloseTo(634, -1);
    expect(greatCircleKm(moscow, vladivostok)).toBeCloseTo(6430, -2);
    expect(greatCircleKm(moscow, moscow)).toBe(0);
  });
});
