import { describe, expect, it } from 'vitest';
import { addKopecks, kopecks, rublesToKopecks, stopId, utcMinute } from './units.ts';

describe('units', () => {
  it('keeps money in whole kopecks', () => {
    expect(rublesToKopecks(1234.5)).toBe(123450);
    expect(rublesToKopecks(0.1 + 0.2)).toBe(30);
    expect(addKopecks(kopecks(100), kopecks(250))).toBe(350);
    expect(() => kopecks(10.5)).toThrow(RangeError);
  });

  it('refuses impossible ids and times at construction', () => {
    expect(stopId(0)).toBe(0);
    expect(() => stopId(-1)).toThrow('StopId');
    expect(() => utcMinute(Number.NaN)).toThrow('UtcMinute');
    expect(utcMinute(-30)).toBe(-30);
  });
});
