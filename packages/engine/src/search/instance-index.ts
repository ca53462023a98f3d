import type { Timetable } from '../timetable/timetable.ts';

const DAY = 1440;

/**
 * Finds a pattern's first instance leaving at or after a time. Instances are sorted by
 * departure, but a pattern has one per service day over the whole horizon, so a plain binary
 * search misses the cache at every step; a table of the first instance of each pattern on each
 * day leaves a search among the few instances of one day. The table is by day, then pattern: a
 * query's lookups fall on a few days, whose rows stay in the cache.
 */
export class InstanceIndex {
  private readonly firstDay: number;
  /** Days in `start`, one more than the horizon's departures span. */
  private readonly width: number;
  private readonly patterns: number;
  /** [d × patterns + pattern]: its first instance leaving at (firstDay + d) days or later. */
  private readonly start: Int32Array;
  /**
   * [d × patterns + pattern]: that instance's departure (when it leaves that day): most
   * patterns run once a day, so this answers most lookups without touching the instances.
   */
  private readonly startDeparture: Int32Array;

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
    this.patterns = timetable.patternCount;
    this.start = new Int32Array(this.patterns * this.width);
    this.startDeparture = new Int32Array(this.patterns * this.width);
    for (let p = 0; p < timetable.patternCount; p++) {
      let i = a.patternInstanceStart[p]!;
      const end = a.patternInstanceStart[p + 1]!;
      for (let d = 0; d < this.width; d++) {
        const from = (this.firstDay + d) * DAY;
        while (i < end && a.instanceDeparture[i]! < from) i++;
        this.start[d * this.patterns + p] = i;
        if (i < end) this.startDeparture[d * this.patterns + p] = a.instanceDeparture[i]!;
      }
    }
  }

  /** First instance index of `pattern` whose departure from its first stop is ≥ `time`. */
  from(pattern: number, time: number): number {
    const a = this.timetable.a;
    const d = Math.floor(time / DAY) - this.firstDay;
    if (d < 0) return a.patternInstanceStart[pattern]!;
    if (d >= this.width - 1) return a.patternInstanceStart[pattern + 1]!;
    const at = d * this.patterns + pattern;
    let lo = this.start[at]!;
    let hi = this.start[at + this.patterns]!;
    if (lo === hi || this.startDeparture[at]! >= time) return lo;
    lo++;
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
