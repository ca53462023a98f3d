import type { DemoTrip } from './demo-feed.ts';
import { Random } from './random.ts';

/** Routes this busy (trips a week one way) are as popular as routes get. */
const BUSIEST_WEEKLY = 200;
/** Evening departures fill first, night ones last. */
const EVENING = [17 * 60, 22 * 60] as const;
const NIGHT = [23 * 60, 5 * 60] as const;

/**
 * Every sold trip's demand (0–1), seeded: how busy its route is (the trips between the same two
 * stations), its hour, a firm train's name, and some noise. Sellers fill its runs with it
 * (`@peresadka/contracts/presold`); suburban trains sell no places and get none.
 */
export function withDemand(
  trips: readonly DemoTrip[],
  weekly: (t: DemoTrip) => number,
  seed: number,
): DemoTrip[] {
  const routes = trips.map((t) => `${t.stops[0]!.stationId}-${t.stops.at(-1)!.stationId}`);
  const perRoute = new Map<string, number>();
  trips.forEach((t, i) => perRoute.set(routes[i]!, (perRoute.get(routes[i]!) ?? 0) + weekly(t)));
  // One generator drawn in the trips' order: as deterministic as one per trip, and cheaper.
  const rng = new Random(seed, 'demand');
  return trips.map((t, i) => {
    const p = t.properties;
    if (p.mode === 'TRAIN' && p.isSuburban) return t;
    const busy = Math.log1p(perRoute.get(routes[i]!)!) / Math.log1p(BUSIEST_WEEKLY);
    const hour = t.departureMinute;
    const atHour =
      hour >= EVENING[0] && hour < EVENING[1] ? 1.2 : hour >= NIGHT[0] || hour < NIGHT[1] ? 0.8 : 1;
    const firm = p.mode === 'TRAIN' && p.category === 'Фирменный' ? 0.1 : 0;
    const noise = rng.jitter(0.25);
    const demand = Math.min(
      1,
      Math.max(0, (0.3 + 0.4 * Math.min(1, busy) + firm) * atHour * noise),
    );
    return { ...t, properties: { ...p, demand: Math.round(demand * 100) / 100 } };
  });
}
