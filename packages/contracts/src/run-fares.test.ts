import { describe, expect, it } from 'vitest';
import { runFare, runFareFactor } from './run-fares.ts';

/** A week of service dates, Monday first. */
const [monday, tuesday, wednesday, thursday, friday, saturday, sunday] = [
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
  '2026-12-06',
];
const week = [monday!, tuesday!, wednesday!, thursday!, friday!, saturday!, sunday!];
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
/** The factor of many trips of one demand on a date: their own noise averaged out. */
const onDate = (demand: number, serviceDate: string) =>
  mean(
    Array.from({ length: 400 }, (_, i) => runFareFactor({ number: `${i}`, demand, serviceDate })),
  );

describe('the fare of a run', () => {
  it('is the published fare for a trip without a demand, on every date', () => {
    for (const serviceDate of week) {
      expect(runFareFactor({ number: '002Й', serviceDate })).toBe(1);
      expect(runFare(2_890_00, { number: '002Й', serviceDate })).toBe(2_890_00);
    }
    // …still sold in whole roubles.
    expect(runFare(1_234_56, { number: '58', serviceDate: friday })).toBe(1_235_00);
  });

  it('is dearer on Friday and Sunday than mid-week and on Saturday', () => {
    expect(onDate(0.5, friday)).toBeGreaterThan(onDate(0.5, sunday));
    expect(onDate(0.5, sunday)).toBeGreaterThan(onDate(0.5, wednesday));
    expect(onDate(0.5, tuesday)).toBeGreaterThan(onDate(0.5, saturday));
    expect(onDate(0.5, friday)).toBeCloseTo(1.14, 2);
    expect(onDate(0.5, wednesday)).toBeCloseTo(0.98, 2);
  });

  it('is dearer on a popular trip than on a thin one', () => {
    expect(onDate(0.9, wednesday)).toBeGreaterThan(onDate(0.3, wednesday) * 1.1);
    expect(onDate(0.5, monday!)).toBeCloseTo(1, 2);
  });

  it('varies a little from run to run, the same at every reading, within about 0.8–1.4 of the published fare', () => {
    const factors = week.flatMap((serviceDate) =>
      [0, 0.27, 0.5, 1].map((demand) => runFareFactor({ number: '752А', demand, serviceDate })),
    );
    for (const f of factors) {
      expect(f).toBeGreaterThanOrEqual(0.77);
      expect(f).toBeLessThanOrEqual(1.38);
    }
    const thursdays = ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24'].map((serviceDate) =>
      runFare(3_000_00, { number: '752А', demand: 0.6, serviceDate }),
    );
    expect(new Set(thursdays).size).toBeGreaterThan(1);
    for (const f of thursdays)
      expect(Math.abs(f / 3_000_00 - 1.02 * 1.03)).toBeLessThanOrEqual(0.06);
    expect(runFare(3_000_00, { number: '752А', demand: 0.6, serviceDate: '2026-12-03' })).toBe(
      thursdays[0],
    );
  });
});
