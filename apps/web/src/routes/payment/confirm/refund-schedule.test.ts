import { describe, expect, it } from 'vitest';
import { scheduleLines } from './refund-schedule.ts';

const plain = (lines: ReturnType<typeof scheduleLines>) =>
  lines.map((line) => ({ ...line, amount: line.amount.replace(/\s/g, ' ') }));

describe('the refund schedule’s lines', () => {
  it('tells each step’s end on Moscow’s clock and its sum to the kopeck', () => {
    expect(
      plain(
        scheduleLines([
          { until: '2026-12-12T15:40:00.000Z', price: 412_000 },
          { until: '2026-12-13T05:40:00.000Z', price: 360_050 },
          { until: null, price: 0 },
        ]),
      ),
    ).toEqual([
      { until: '12.12 18:40 МСК', amount: '4 120 ₽' },
      { until: '13.12 08:40 МСК', amount: '3 600,50 ₽' },
      { until: null, amount: '0 ₽' },
    ]);
  });

  it('reads neighbouring steps of the same sum as one, ending with the later', () => {
    expect(
      plain(
        scheduleLines([
          { until: '2026-12-12T15:40:00.000Z', price: 412_000 },
          { until: '2026-12-13T05:40:00.000Z', price: 412_000 },
          { until: '2026-12-13T10:40:00.000Z', price: 0 },
          { until: null, price: 0 },
        ]),
      ),
    ).toEqual([
      { until: '13.12 08:40 МСК', amount: '4 120 ₽' },
      { until: null, amount: '0 ₽' },
    ]);
    expect(scheduleLines([])).toEqual([]);
  });
});
