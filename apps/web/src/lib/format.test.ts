import { describe, expect, it } from 'vitest';
import { formatDuration, formatRubles, mskLabel, sameZone, wallClock, wallDate } from './format.ts';

describe('formatting for Russian readers', () => {
  it('prints kopecks as rubles with a thin grouping and the ruble sign', () => {
    expect(formatRubles(289_000).replace(/\s/g, ' ')).toBe('2 890 ₽');
    expect(formatRubles(0)).toBe('0 ₽');
  });

  it('prints durations in days, hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 мин');
    expect(formatDuration(330)).toBe('5 ч 30 мин');
    expect(formatDuration(120)).toBe('2 ч');
    expect(formatDuration(3060)).toBe('2 д 3 ч');
  });

  it('shows the station’s own wall clock and date, whatever the visitor’s zone', () => {
    expect(wallClock('2026-11-25T02:00:00+10:00')).toBe('02:00');
    expect(wallDate('2026-11-25T02:00:00+10:00')).toBe('ср, 25 ноября');
    expect(mskLabel('2026-11-25T02:00:00+10:00')).toBe('МСК+7');
    expect(mskLabel('2026-11-25T02:00:00+03:00')).toBe('МСК');
    expect(mskLabel('2026-11-25T02:00:00+02:00')).toBe('МСК−1');
    expect(sameZone('2026-11-25T02:00:00+10:00', '2026-11-24T09:00:00+03:00')).toBe(false);
  });
});
