/**
 * Places sold before anyone asked this site: a trip of the demonstration network carries a
 * seeded `demand` (0–1, how popular its route and hour are), and a run of it fills with that
 * demand as its day comes nearer, more on Fridays and Sundays, so a week ahead a train or a
 * plane looks as a real one does — half full, the popular Friday evening ones sold out. A
 * trip without a demand (a timetable from elsewhere, the tests' small networks) sells from
 * empty. Whether one place is taken is a hash of the run and the place: every reading agrees.
 */

/** How much fuller a run is on each weekday, Monday first: Friday and Sunday travel most. */
const WEEKDAY = [1, 0.95, 0.95, 1.05, 1.35, 0.9, 1.2] as const;
const DAY_MS = 86_400_000;

/** How much more people travel on a service date's weekday than on an ordinary day. */
export function weekdayDemand(serviceDate: string): number {
  const weekday = (new Date(`${serviceDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  return WEEKDAY[weekday]!;
}

/**
 * The share of a run's places sold already: its demand, by its weekday, growing as the day
 * nears — about 40 % of it a month ahead, all of it in the last three days.
 */
export function presoldShare(demand: number, serviceDate: string, now: Date): number {
  const day = Date.parse(`${serviceDate}T00:00:00Z`);
  const daysAhead = Math.max(0, (day - now.getTime()) / DAY_MS);
  const nearness = daysAhead <= 3 ? 1 : Math.max(0.15, 1 - (daysAhead - 3) * 0.022);
  return Math.min(1, demand * weekdayDemand(serviceDate) * nearness);
}

/** Whether a place of a run (a trip on one date) is sold already, at that share. */
export function isPresold(run: string, car: number, place: string, share: number): boolean {
  if (share <= 0) return false;
  if (share >= 1) return true;
  return unitHash(`${run}|${car}|${place}`) < share;
}

/** A number in [0, 1) that a short text always hashes to, evenly spread. */
export const unitHash = (text: string): number => fnv1a(text) / 2 ** 32;

/** FNV-1a, 32 bits: a quick, even hash of a short text. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
