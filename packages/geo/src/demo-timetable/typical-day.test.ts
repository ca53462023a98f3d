import { DEMO_FEED_OPTIONS } from './demo-settings.ts';
import { describe, expect, it } from 'vitest';
import { geography } from '../geography.ts';
import { generateDemoFeed } from './generate.ts';

import { runsOnDay } from './typical-day.ts';

describe('the demonstration timetable of the real geography', () => {
  // How long generation takes is measured in bench/STARTUP.md, not here.
  const feed = generateDemoFeed(geography(), DEMO_FEED_OPTIONS);

  it('runs 1500–2500 flights, at least 500 long-distance trains and 3000 buses every day of a week', () => {
    for (let day = 15; day <= 21; day++) {
      const counts = runsOnDay(feed, `2026-01-${day}`);
      expect(counts.flights, `flights on the ${day}th`).toBeGreaterThanOrEqual(1_500);
      expect(counts.flights, `flights on the ${day}th`).toBeLessThanOrEqual(2_500);
      expect(counts.trains, `trains on the ${day}th`).toBeGreaterThanOrEqual(500);
      expect(counts.buses, `buses on the ${day}th`).toBeGreaterThanOrEqual(3_000);
    }
  });

  it('runs nothing before its start date', () => {
    expect(runsOnDay(feed, '2026-01-04')).toEqual({
      flights: 0,
      trains: 0,
      suburbanTrains: 0,
      buses: 0,
      stopEvents: 0,
    });
  });

  it('numbers trains uniquely and flights uniquely per airline on the whole network', () => {
    const numbers = feed.trips.filter((t) => t.mode !== 'BUS').map((t) => t.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
