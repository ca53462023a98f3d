import { describe, expect, it } from 'vitest';
import { addKopecks, kopecks, stopId, utcMinute, type Kopecks, type StopId } from './units.ts';

describe('units', () => {
  it('keeps money in whole kopecks', () => {
    expect(addKopecks(kopecks(100), kopecks(250))).toBe(350);
    expect(() => kopecks(10.5)).toThrow(RangeError);
  });

  it('refuses impossible ids and times at construction', () => {
    expect(stopId(0)).toBe(0);
    expect(() => stopId(-1)).toThrow('StopId');
    expect(() => utcMinute(Number.NaN)).toThrow('UtcMinute');
    expect(utcMinute(-30)).toBe(-30);
  });

  it('keeps stops, times and money apart when compiled (npm run typecheck checks these lines)', () => {
    const minute = utcMinute(600);
    // @ts-expect-error a time is not a stop
    const stop: StopId = minute;
    // @ts-expect-error a plain number is not money
    const price: Kopecks = 100;
    expect([stop, price]).toEqual([600, 100]);
  });
});
