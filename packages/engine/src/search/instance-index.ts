import type { Timetable } from '../timetable/timetable.ts';

const DAY = 1440;

/**
 * Finds a pattern's first instance leaving at or after a time. Instances are sorted by
 * departure, but a pattern has one per service day over the whole horizon, so a plain binary
 * search misses the cache at every step; a per-pattern table of the first instance of each day
 * leaves a search among the few instances of one day.
 */
export class InstanceIndex {
  private readonly firstDay: number;
  /** Days per pattern in `start`, one more than the horizon's departures span. */
  private readonly width: number;
  /** [pattern × width + d]: first instance of the pattern leaving at (firstDay + d) days or later. */
  private readonly start: Int32Array;

  constructor(private readonly timetable: Timetable) {
    const a = timetable.a;
    let min = 0;
    let max = 0;
    for (const departure of a.instanceDeparture) {
      min = Math.min(min, departure);
      max = Math.max(max, departure);
    }
    this.firstDay = Math.floor(min / DAY);
    this.width = Math.floor(max / DAY) - this.firstDay + 2;
    this.start = new Int32Array(timetable.patternCount * this.width);
    for (let p = 0; p < timetable.patternCount; p++) {
      let i = a.patternInstanceStart[p]!;
      const end = a.patternInstanceStart[p + 1]!;
      for (let d = 0; d < this.width; d++) {
        const from = (this.firstDay + d) * DAY;
        while (i < end && a.instanceDeparture[i]! < from) i++;
        this.start[p * this.width + d] = i;
      }
    }
  }

  /** First instance index of `pattern` whose departure from its first stop is ≥ `time`. */
  from(pattern: number, time: number): number {
    const a = this.timetable.a;
    const d = Math.floor(time / DAY) - this.firstDay;
    if (d < 0) return a.patternInstanceStart[pattern]!;
    if (d >= this.width - 1) return a.patternInstanceStart[pattern + 1]!;
    let lo = this.start[pattern * this.width + d]!;
    let hi = this.start[pattern * this.width + d + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (a.instanceDeparture[mid]! < time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const cache = new WeakMap<Timetable, InstanceIndex>();

export function instanceIndexOf(timetable: Timetable): InstanceIndex {
  let index = cache.get(timetable);
  if (!index) {
    index = new InstanceIndex(timetable);
    cache.set(timetable, index);
  }
  return index;
}
