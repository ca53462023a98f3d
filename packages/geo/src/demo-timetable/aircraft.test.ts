import { describe, expect, it } from 'vitest';
import { AIRCRAFT } from './aircraft.ts';

const cabin = (code: keyof typeof AIRCRAFT, serviceClass: 'Economic' | 'Business') =>
  AIRCRAFT[code].seatMap
    .filter((r) => r.serviceClass === serviceClass)
    .reduce((n, r) => n + r.seats.length, 0);

describe('aircraft', () => {
  it('have the cabins the airlines fly', () => {
    expect([cabin('SU9', 'Business'), cabin('SU9', 'Economic')]).toEqual([12, 75]);
    expect([cabin('320', 'Business'), cabin('320', 'Economic')]).toEqual([8, 150]);
    expect([cabin('321', 'Business'), cabin('321', 'Economic')]).toEqual([16, 154]);
    expect([cabin('73H', 'Business'), cabin('73H', 'Economic')]).toEqual([12, 156]);
    expect([cabin('73Y', 'Business'), cabin('73Y', 'Economic')]).toEqual([0, 189]);
  });

  it('number rows from the front, business first, with no seat twice', () => {
    for (const aircraft of Object.values(AIRCRAFT)) {
      const rows = aircraft.seatMap.map((r) => r.row);
      expect(rows).toEqual(rows.map((_, i) => i + 1));
      const classes = aircraft.seatMap.map((r) => r.serviceClass);
      expect(classes.lastIndexOf('Business')).toBeLessThan(
        Math.max(1, classes.indexOf('Economic')),
      );
      for (const r of aircraft.seatMap) expect(new Set(r.seats).size).toBe(r.seats.length);
      expect(aircraft.seats).toBe(aircraft.seatMap.reduce((n, r) => n + r.seats.length, 0));
    }
  });
});
