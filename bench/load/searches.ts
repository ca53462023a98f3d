import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { geography } from '@peresadka/geo/geography';
import { seededRandom } from '../engine/random.ts';

/** The cities searches go between: the demo network's largest, where most people travel. */
const CITIES = 40;
const DAYS_AHEAD = 30;

export type SearchBody = Record<string, unknown>;

/**
 * `count` different searches (no two bodies alike), of the per-mode tabs or with the combined
 * tab as well: pairs of the demo network's largest cities (those `between` allows, by city id),
 * a day of the coming month and a party of one to four, drawn from a fixed seed so both
 * releases and every run get the same ones.
 */
export function distinctSearches(
  count: number,
  seed = 2026,
  combined = false,
  between: (fromCityId: number, toCityId: number) => boolean = () => true,
): SearchBody[] {
  const cities = [...geography().cities]
    .filter((city) => city.onRailNetwork)
    .sort((x, y) => y.population - x.population)
    .slice(0, CITIES);
  const random = seededRandom(seed);
  const today = todayIn(SITE_TIME_ZONE, new Date());
  const seen = new Set<string>();
  const bodies: SearchBody[] = [];
  while (bodies.length < count) {
    const from = cities[Math.floor(random() * cities.length)]!;
    const to = cities[Math.floor(random() * cities.length)]!;
    if (from.id === to.id || !between(from.id, to.id)) continue;
    const body = {
      starting_point: from.name,
      starting_point_region: from.regionName,
      ending_point: to.name,
      ending_point_region: to.regionName,
      date: formatWireDate(addDays(today, 1 + Math.floor(random() * DAYS_AHEAD))),
      adult_quantity: 1 + Math.floor(random() * 3),
      child_quantity: Math.floor(random() * 2),
      combined_enabled: combined,
    };
    const text = JSON.stringify(body);
    if (seen.has(text)) continue;
    seen.add(text);
    bodies.push(body);
  }
  return bodies;
}
