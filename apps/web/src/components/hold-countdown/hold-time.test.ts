import { describe, expect, it } from 'vitest';
import { formatCountdown, HOLD_EXPIRED, holdAnnouncement, secondsLeft } from './hold-time.ts';

describe('hold countdown', () => {
  const expires = '2026-11-25T12:15:00+03:00';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole seconds left, a started second included, and stops at zero', () => {
    expect(secondsLeft(expires, at('2026-11-25T12:00:00+03:00'))).toBe(900);
    expect(secondsLeft(expires, at('2026-11-25T09:14:59.000Z'))).toBe(1);
    expect(secondsLeft(expires, at('2026-11-25T09:14:59.200Z'))).toBe(0);
    expect(secondsLeft(expires, at('2026-11-25T12:15:00+03:00'))).toBe(0);
    expect(secondsLeft(expires, at('2026-11-25T13:00:00+03:00'))).toBe(0);
  });

  it('reads the same instant whatever zone the hold was written in', () => {
    expect(secondsLeft('2026-11-25T09:15:00Z', at('2026-11-25T12:14:00+03:00'))).toBe(60);
  });

  it('prints minutes and seconds, with hours only when needed', () => {
    expect(formatCountdown(872)).toBe('14:32');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });

  it('speaks at a few milestones, not every second', () => {
    const spoken = new Set<string>();
    for (let s = 900; s >= 0; s--) spoken.add(holdAnnouncement(s));
    expect([...spoken]).toEqual([
      '',
      'До конца брони осталось меньше 10 минут',
      'До конца брони осталось меньше 5 минут',
      'До конца брони осталось меньше минуты',
      HOLD_EXPIRED,
    ]);
    expect(holdAnnouncement(0)).toBe('Время брони истекло, места освобождены');
  });
});
