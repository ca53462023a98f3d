import type { DemoFeed } from './demo-feed.ts';
import { runsOnWeekday, weekdayOf } from './schedule.ts';

export type DayCounts = {
  flights: number;
  trains: number;
  suburbanTrains: number;
  buses: number;
  /** Arrivals and departures at stations that day: the stops of every trip that runs. */
  stopEvents: number;
};

/**
 * How many trips of each kind depart on `date` (YYYY-MM-DD): those whose service has started
 * and runs on that weekday. Long-distance and suburban trains are counted apart.
 */
export function runsOnDay(feed: DemoFeed, date: string): DayCounts {
  const weekday = weekdayOf(date);
  const running = new Set(
    feed.services
      .filter((s) => s.startDate <= date && runsOnWeekday(s.weekdays, weekday))
      .map((s) => s.key),
  );
  const counts: DayCounts = { flights: 0, trains: 0, suburbanTrains: 0, buses: 0, stopEvents: 0 };
  for (const trip of feed.trips) {
    if (!running.has(trip.serviceKey)) continue;
    counts.stopEvents += trip.stops.length;
    const p = trip.properties;
    if (p.mode === 'PLANE') counts.flights += 1;
    else if (p.mode === 'BUS') counts.buses += 1;
    else if (p.isSuburban) counts.suburbanTrains += 1;
    else counts.trains += 1;
  }
  return counts;
}
