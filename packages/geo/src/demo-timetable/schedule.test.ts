import { describe, expect, it } from 'vitest';
import { Random } from './random.ts';
import { ServiceBook, spreadDepartures, weekdayOf, weeklySlots } from './schedule.ts';

const days = (mask: number) => mask.toString(2).split('1').length - 1;

describe('schedule', () => {
  it('reads weekdays Monday first', () => {
    expect(weekdayOf('2026-01-05')).toBe(0);
    expect(weekdayOf('2026-01-11')).toBe(6);
    expect(weekdayOf('2024-02-29')).toBe(3);
  });

  it('turns a daily average into slots that add up to the week', () => {
    const rng = new Random(1, 'test');
    for (const perDay of [1 / 7, 0.5, 1, 2.4, 12]) {
      const slots = weeklySlots(perDay, rng);
      const weekly = slots.reduce((sum, mask) => sum + days(mask), 0);
      expect(weekly).toBe(Math.max(1, Math.round(perDay * 7)));
      expect(slots.filter((mask) => mask !== 0b1111111).length).toBeLessThanOrEqual(1);
    }
  });

  it('spreads departures over the window in order, on the five-minute grid', () => {
    const times = spreadDepartures(12, 360, 1410, new Random(2, 'test'));
    expect(times).toHaveLength(12);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const t of times) {
      expect(t % 5).toBe(0);
      expect(t).toBeGreaterThanOrEqual(360);
      expect(t).toBeLessThanOrEqual(1410);
    }
  });

  it('keeps one service per weekday mask, all from the start date', () => {
    const book = new ServiceBook('2026-01-05');
    expect(book.keyFor(0b0011111)).toBe(book.keyFor(0b0011111));
    book.keyFor(0b1111111);
    expect(book.services()).toEqual([
      { key: 'days-1111100', weekdays: 0b0011111, startDate: '2026-01-05' },
      { key: 'days-1111111', weekdays: 0b1111111, startDate: '2026-01-05' },
    ]);
  });
});
