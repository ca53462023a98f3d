import { describe, expect, it } from 'vitest';
import { greatCircleKm, positionOnLine } from './distance.ts';

const moscow = { latitude: 55.7558, longitude: 37.6173 };
const tver = { latitude: 56.8587, longitude: 35.9176 };
const klin = { latitude: 56.3333, longitude: 36.7333 };
const petersburg = { latitude: 59.9386, longitude: 30.3141 };

describe('distance', () => {
  it('measures great circles', () => {
    expect(greatCircleKm(moscow, petersburg)).toBeCloseTo(634, -1);
    expect(greatCircleKm(moscow, moscow)).toBe(0);
  });

  it('places a town relative to a line: Клин lies on the way from Москва to Тверь', () => {
    const klinOnLine = positionOnLine(moscow, tver, klin);
    expect(klinOnLine.off).toBeLessThan(10);
    expect(klinOnLine.along).toBeGreaterThan(60);
    expect(klinOnLine.along).toBeLessThan(greatCircleKm(moscow, tver));
    // Петербург is beyond Тверь: ahead of the line's end, not between its ends.
    expect(positionOnLine(moscow, tver, petersburg).along).toBeGreaterThan(
      greatCircleKm(moscow, tver),
    );
    expect(positionOnLine(tver, petersburg, moscow).along).toBeLessThan(0);
  });
});
