import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatRubles,
  moscowDateTime,
  mskLabel,
  sameZone,
  wallClock,
  wallDate,
} from './format.ts';

describe('formatting for Russian readers', () => {
  it('prints kopecks as rubles with a thin grouping and the ruble sign', () => {
    expect(formatRubles(289_000).replace(/\s/g, ' ')).toBe('2 890 ₽');
    expect(formatRubles(0)).toBe('0\u00a0₽');
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

  it('words every date of a year as the ru-RU locale does', () => {
    const locale = new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      weekday: 'short',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(wallDate(date.toISOString().slice(0, 10))).toBe(locale.format(date));
    }
  });

  it('shows an instant on Moscow’s clock, whatever zone it was written in', () => {
    expect(moscowDateTime('2026-12-12T15:40:00.000Z')).toBe('12.12 18:40');
    expect(moscowDateTime('2026-12-31T22:05:00Z')).toBe('01.01 01:05');
    expect(moscowDateTime('2026-12-13T12:40:00+07:00')).toBe('13.12 08:40');
  });
});
