import { describe, expect, it } from 'vitest';
import { localDate, localDateTime } from './local-time.ts';

const minute = (iso: string) => Date.parse(iso) / 60_000;

describe('localDateTime', () => {
  it('shows the wall clock of the station with its offset', () => {
    expect(localDateTime(minute('2026-11-05T05:30:00Z'), 'Europe/Moscow')).toBe(
      '2026-11-05T08:30:00+03:00',
    );
    expect(localDateTime(minute('2026-11-05T05:30:00Z'), 'Asia/Vladivostok')).toBe(
      '2026-11-05T15:30:00+10:00',
    );
    expect(localDateTime(minute('2026-11-05T05:30:00Z'), 'Europe/Kaliningrad')).toBe(
      '2026-11-05T07:30:00+02:00',
    );
  });

  it('moves to the next local day east of Moscow', () => {
    expect(localDate(minute('2026-11-05T20:00:00Z'), 'Europe/Moscow')).toBe('2026-11-05');
    expect(localDate(minute('2026-11-05T20:00:00Z'), 'Asia/Kamchatka')).toBe('2026-11-06');
  });
});
