import type { DemoService } from '../demo-timetable/demo-feed.ts';

export const DAILY = 0b1111111;

/** One service per weekday pattern: trips that run on the same days share it. */
export class Services {
  private readonly byMask = new Map<number, DemoService>();

  constructor(private readonly startDate: string) {}

  key(weekdays: number): string {
    let service = this.byMask.get(weekdays);
    if (!service) {
      service = { key: `w${weekdays}`, weekdays, startDate: this.startDate };
      this.byMask.set(weekdays, service);
    }
    return service.key;
  }

  all(): DemoService[] {
    return [...this.byMask.values()].sort((a, b) => a.weekdays - b.weekdays);
  }
}

/** A pattern of `perWeek` days spread over the week, starting at `offset`. */
export function weeklyMask(perWeek: number, offset: number): number {
  if (perWeek >= 7) return DAILY;
  let mask = 0;
  for (let i = 0; i < perWeek; i++) mask |= 1 << ((offset + Math.floor((i * 7) / perWeek)) % 7);
  return mask;
}
