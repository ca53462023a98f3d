import { describe, expect, it } from 'vitest';
import { dayOf, dayOrNull, isoOf, weekdayOf } from './day-number.ts';
import { runsOn, serviceBitset } from './service-days.ts';
import { localToUtcMinute, zoneOffsetMinutes } from './zone-offset.ts';

describe('calendar arithmetic', () => {
  it('numbers days and weekdays', () => {
    expect(dayOf('1970-01-01')).toBe(0);
    expect(isoOf(dayOf('2026-11-22'))).toBe('2026-11-22');
    expect(weekdayOf(dayOf('2026-11-23'))).toBe(0); // Monday
    expect(weekdayOf(dayOf('2026-11-22'))).toBe(6); // Sunday
    expect(() => dayOf('2026-02-30')).toThrow('Неверная дата');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-11-00', '2026-1-05', '20261105']) {
      expect(dayOrNull(bad), bad).toBeNull();
    }
    expect(dayOrNull('2028-02-29')).toBe(dayOf('2028-02-28') + 1);
    // Years below 100 are years, not 1900 + the year.
    expect(isoOf(dayOf('0001-01-01'))).toBe('0001-01-01');
    expect(dayOf('0099-12-31')).toBeLessThan(dayOf('1899-12-31'));
  });

  it('turns a service calendar into a bitset over the horizon', () => {
    const first = dayOf('2026-11-23');
    const bits = serviceBitset(
      {
        weekdays: 0b0011111,
        startDate: null,
        endDate: '2026-12-31',
        addedDates: ['2026-11-29'],
        removedDates: ['2026-11-24'],
      },
      first,
      60,
    );
    const days = Array.from({ length: 9 }, (_, i) => runsOn(bits, i));
    expect(days).toEqual([true, false, true, true, true, false, true, true, true]);
    expect(runsOn(bits, dayOf('2027-01-01') - first)).toBe(false);
    expect(runsOn(bits, -1)).toBe(false);
    expect(runsOn(bits, 60)).toBe(false);
  });

  it('converts local clock times to UTC in zones with and without clock changes', () => {
    expect(zoneOffsetMinutes('Asia/Vladivostok', dayOf('2026-11-22') * 1440)).toBe(600);
    const moscow = localToUtcMinute('Europe/Moscow', dayOf('2026-11-22'), 23 * 60 + 30);
    expect(new Date(moscow * 60_000).toISOString()).toBe('2026-11-22T20:30:00.000Z');
    const winter = localToUtcMinute('America/New_York', dayOf('2026-11-02'), 8 * 60);
    const summer = localToUtcMinute('America/New_York', dayOf('2026-10-30'), 8 * 60);
    expect(new Date(winter * 60_000).toISOString()).toBe('2026-11-02T13:00:00.000Z');
    expect(new Date(summer * 60_000).toISOString()).toBe('2026-10-30T12:00:00.000Z');
  });

  it('tells the offset on either side of a clock change within its day', () => {
    // New York went back from −4 to −5 hours at 06:00 UTC on 1 November 2026.
    const change = Date.parse('2026-11-01T06:00:00Z') / 60_000;
    expect(zoneOffsetMinutes('America/New_York', change - 1)).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', change)).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', change - 300)).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', change + 600)).toBe(-300);
  });
});
