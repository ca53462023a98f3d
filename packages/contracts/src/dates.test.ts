import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_WINDOW_DAYS, SITE_TIME_ZONE } from './constants.ts';
import {
  addDays,
  daysBetween,
  formatWireDate,
  isInSearchWindow,
  parseDate,
  searchWindow,
  todayIn,
  toIsoDate,
} from './dates.ts';

describe('parseDate', () => {
  it.each(['2026/11/5', '2026/11/05', '2026-11-05', '2026-11-5', ' 2026/1/5 '])(
    'reads %s',
    (text) => {
      expect(parseDate(text)).toMatchObject({ year: 2026 });
    },
  );

  it('keeps year, month and day apart', () => {
    expect(parseDate('2026/11/5')).toEqual({ year: 2026, month: 11, day: 5 });
  });

  it.each(['', '5.11.2026', '2026/11-05', '2026/13/1', '2026/02/29', '2026/04/31', '26/11/5', 'x'])(
    'rejects %s',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );

  it('accepts 29 February of a leap year', () => {
    expect(parseDate('2028/02/29')).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe('formatting', () => {
  it('writes the wire form with a padded month and an unpadded day', () => {
    expect(formatWireDate({ year: 2026, month: 3, day: 5 })).toBe('2026/03/5');
    expect(formatWireDate({ year: 2026, month: 11, day: 25 })).toBe('2026/11/25');
  });

  it('writes ISO dates fully padded', () => {
    expect(toIsoDate({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
  });
});

describe('todayIn', () => {
  const withTemporal = (run: () => void) => {
    Object.assign(globalThis, { Temporal });
    try {
      run();
    } finally {
      delete (globalThis as { Temporal?: unknown }).Temporal;
    }
  };
  afterEach(() => {
    expect('Temporal' in globalThis).toBe(false);
  });

  it.each([
    ['Intl', (run: () => void) => run()],
    ['Temporal', withTemporal],
  ])('uses the calendar of the given zone, not UTC (%s)', (_engine, engine) => {
    const lateUtcEvening = new Date('2026-11-04T21:30:00Z');
    engine(() => {
      expect(todayIn(SITE_TIME_ZONE, lateUtcEvening)).toEqual({ year: 2026, month: 11, day: 5 });
      expect(todayIn('UTC', lateUtcEvening)).toEqual({ year: 2026, month: 11, day: 4 });
    });
  });

  it('answers the same day through Temporal as through Intl, across zones, midnights and clock changes', () => {
    const zones = [
      SITE_TIME_ZONE,
      'Asia/Kamchatka',
      'Europe/Kaliningrad',
      'Asia/Kathmandu',
      'America/St_Johns',
      'Pacific/Chatham',
    ];
    // Every 181 minutes over a year: 181 shares no factor with a day's 1 440 minutes, so the
    // steps fall at every minute of the day, on both sides of the midnights and of the clock
    // changes, in few enough calls for a busy machine.
    const instants = Array.from(
      { length: Math.floor((365 * 24 * 60) / 181) },
      (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 181 * 60_000),
    );
    const viaIntl = zones.map((zone) => instants.map((now) => todayIn(zone, now)));
    withTemporal(() => {
      zones.forEach((zone, z) => {
        const mismatch = instants.find(
          (now, i) => toIsoDate(todayIn(zone, now)) !== toIsoDate(viaIntl[z]![i]!),
        );
        expect(mismatch, zone).toBeUndefined();
      });
    });
  });
});

describe('search window', () => {
  const today = { year: 2026, month: 11, day: 5 };

  it('spans 120 days', () => {
    expect(SEARCH_WINDOW_DAYS).toBe(120);
    expect(searchWindow(today)).toEqual({ first: today, last: { year: 2027, month: 3, day: 5 } });
  });

  it('includes both edges and nothing beyond', () => {
    expect(isInSearchWindow(today, today)).toBe(true);
    expect(isInSearchWindow(addDays(today, 120), today)).toBe(true);
    expect(isInSearchWindow(addDays(today, -1), today)).toBe(false);
    expect(isInSearchWindow(addDays(today, 121), today)).toBe(false);
  });

  it('counts days across month and year ends', () => {
    expect(daysBetween(today, { year: 2027, month: 1, day: 1 })).toBe(57);
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
  });
});
