import { describe, expect, it } from 'vitest';
import { scheduleLines } from './refund-schedule.ts';

const plain = (lines: ReturnType<typeof scheduleLines>) =>
  lines.map((line) => ({
    ...line,
    amount: line.amount.replace(/\s/g, ' '),
    legs: line.legs.map((leg) => ({ ...leg, amount: leg.amount.replace(/\s/g, ' ') })),
  }));

describe('the refund schedule’s lines', () => {
  it('tells each step’s end on Moscow’s clock and its sum to the kopeck', () => {
    expect(
      plain(
        scheduleLines([
          { until: '2026-12-12T15:40:00.000Z', price: 412_000, leg_prices: [412_000] },
          { until: '2026-12-13T05:40:00.000Z', price: 360_050, leg_prices: [360_050] },
          { until: null, price: 0, leg_prices: [0] },
        ]),
      ),
    ).toEqual([
      { until: '12.12 18:40 МСК', amount: '4 120 ₽', legs: [] },
      { until: '13.12 08:40 МСК', amount: '3 600,50 ₽', legs: [] },
      { until: null, amount: '0 ₽', legs: [] },
    ]);
  });

  it('reads neighbouring steps of the same sum as one, ending with the later', () => {
    expect(
      plain(
        scheduleLines([
          { until: '2026-12-12T15:40:00.000Z', price: 412_000, leg_prices: [412_000] },
          { until: '2026-12-13T05:40:00.000Z', price: 412_000, leg_prices: [412_000] },
          { until: '2026-12-13T10:40:00.000Z', price: 0, leg_prices: [0] },
          { until: null, price: 0, leg_prices: [0] },
        ]),
      ),
    ).toEqual([
      { until: '13.12 08:40 МСК', amount: '4 120 ₽', legs: [] },
      { until: null, amount: '0 ₽', legs: [] },
    ]);
    expect(scheduleLines([])).toEqual([]);
  });

  it('tells a combined trip’s steps leg by leg, each leg’s part of the sum', () => {
    expect(
      plain(
        scheduleLines(
          [
            { until: '2026-11-30T21:00:00.000Z', price: 1_330_050, leg_prices: [820_050, 510_000] },
            { until: null, price: 0, leg_prices: [0, 0] },
          ],
          ['Самолёт, рейс SU 1190', 'Поезд 116Й'],
        ),
      ),
    ).toEqual([
      {
        until: '01.12 00:00 МСК',
        amount: '13 300,50 ₽',
        legs: [
          { title: 'Самолёт, рейс SU 1190', amount: '8 200,50 ₽' },
          { title: 'Поезд 116Й', amount: '5 100 ₽' },
        ],
      },
      { until: null, amount: '0 ₽', legs: [] },
    ]);
  });
});
