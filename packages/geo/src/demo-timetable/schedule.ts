import type { DemoService } from './demo-feed.ts';
import type { Random } from './random.ts';

/** Weekday masks: bit 0 is Monday, as in {@link DemoService}. */
const DAILY = 0b1111111;

/** 0 = Monday … 6 = Sunday, of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) throw new Error(`Bad date ${date}`);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export const runsOnWeekday = (mask: number, weekday: number): boolean =>
  (mask & (1 << weekday)) !== 0;

export const roundTo5 = (minutes: number): number => Math.round(minutes / 5) * 5;

/**
 * The departures of a line that runs `perDay` times a day on average, as one weekday mask per
 * departure slot: whole daily slots, then one slot on as many days a week as the remainder
 * asks (a remote airport seen three times a week gets a single slot on three spread days).
 */
export function weeklySlots(perDay: number, rng: Random): number[] {
  const weekly = Math.max(1, Math.round(perDay * 7));
  const slots = Array.from({ length: Math.floor(weekly / 7) }, () => DAILY);
  const rest = weekly % 7;
  if (rest > 0) slots.push(spreadDays(rest, rng.int(0, 6)));
  return slots;
}

/** `count` weekdays as evenly spaced as a week allows, starting at `phase`. */
function spreadDays(count: number, phase: number): number {
  let mask = 0;
  for (let i = 0; i < count; i++) mask |= 1 << ((phase + Math.floor((i * 7) / count)) % 7);
  return mask;
}

/**
 * `count` departure minutes across the window [from, to] of the local day, evenly spaced with
 * a little noise and on the five-minute grid, in increasing order.
 */
export function spreadDepartures(count: number, from: number, to: number, rng: Random): number[] {
  const step = (to - from) / count;
  return Array.from({ length: count }, (_, i) => {
    const noise = rng.int(-Math.floor(step / 3), Math.floor(step / 3));
    const minute = from + step * (i + 0.5) + noise;
    return Math.min(to, Math.max(from, roundTo5(minute))) % 1440;
  });
}

/** The services of a feed, one per weekday mask in use; every one starts on the feed's date. */
export class ServiceBook {
  private readonly masks = new Set<number>();

  constructor(private readonly startDate: string) {}

  keyFor(mask: number): string {
    this.masks.add(mask);
    return serviceKey(mask);
  }

  services(): DemoService[] {
    return [...this.masks]
      .sort((a, b) => a - b)
      .map((weekdays) => ({ key: serviceKey(weekdays), weekdays, startDate: this.startDate }));
  }
}

/** Monday first, as people read a timetable: «1111100» runs on working days. */
const serviceKey = (mask: number): string =>
  `days-${Array.from({ length: 7 }, (_, i) => (runsOnWeekday(mask, i) ? '1' : '0')).join('')}`;
