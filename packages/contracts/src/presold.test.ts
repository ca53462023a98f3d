import { describe, expect, it } from 'vitest';
import { isPresold, presoldShare } from './presold.ts';

const now = new Date('2026-12-01T09:00:00Z');

describe('places sold before the site', () => {
  it('fill a run as its day nears, fuller on a Friday than on a Tuesday', () => {
    const friday = (days: number) => presoldShare(0.6, dateIn(days), now);
    expect(friday(3)).toBeGreaterThan(friday(24));
    expect(presoldShare(0.6, '2026-12-04', now)).toBeGreaterThan(
      presoldShare(0.6, '2026-12-08', now),
    );
    expect(presoldShare(0.9, '2026-12-04', now)).toBe(1);
    expect(presoldShare(0, '2026-12-04', now)).toBe(0);
  });

  it('take about the share of places, the same ones at every reading', () => {
    const places = Array.from({ length: 1000 }, (_, i) => String(i + 1));
    const taken = places.filter((p) => isPresold('002А|2026-12-04', 3, p, 0.4));
    expect(taken.length).toBeGreaterThan(340);
    expect(taken.length).toBeLessThan(460);
    expect(places.filter((p) => isPresold('002А|2026-12-04', 3, p, 0.4))).toEqual(taken);
    expect(places.every((p) => isPresold('x', 1, p, 1))).toBe(true);
    expect(places.some((p) => isPresold('x', 1, p, 0))).toBe(false);
  });
});

const dateIn = (days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
