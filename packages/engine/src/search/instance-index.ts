import type { Timetable } from '../timetable/timetable.ts';
import { perTimetable } from './per-timetable.ts';

const DAY = 1440;

/**
 * The instances again, by the day they leave their first stop, then by pattern: a search asks
 * about a pattern's instances near one time, and the patterns it scans are thousands, so in the
 * timetable's own order (pattern, then the whole horizon) each of them is a cache miss. A
 * query's times fall on a few days, and the few days' rows of these columns stay in the cache.
 * Instances keep their numbers: a row maps back to the timetable's (`InstanceCursor.instance`).
 */
export class InstanceIndex {
  readonly firstDay: number;
  /** Days in the rows, one more than the horizon's departures span (the last row is empty). */
  readonly width: number;
  readonly patterns: number;
  /** [d × patterns + pattern]: its first instance leaving on day `firstDay + d` or later. */
  readonly start: Int32Array;
  /**
   * [d × patterns + pattern]: where that day's instances of the pattern begin in the columns
   * below; the next entry ends them (one more entry ends the last).
   */
  readonly slot: Int32Array;
  /** instanceDeparture and instanceTrip, day by day, pattern by pattern. */
  readonly departure: Int32Array;
  readonly trip: Int32Array;

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
    const P = (this.patterns = timetable.patternCount);
    this.start = new Int32Array(P * this.width);
    for (let p = 0; p < P; p++) {
      let i = a.patternInstanceStart[p]!;
      const end = a.patternInstanceStart[p + 1]!;
      for (let d = 0; d < this.width; d++) {
        const from = (this.firstDay + d) * DAY;
        while (i < end && a.instanceDeparture[i]! < from) i++;
        this.start[d * P + p] = i;
      }
    }
    this.slot = new Int32Array(P * this.width + 1);
    this.departure = new Int32Array(a.instanceDeparture.length);
    this.trip = new Int32Array(a.instanceDeparture.length);
    let s = 0;
    for (let d = 0; d < this.width; d++) {
      for (let p = 0; p < P; p++) {
        const at = d * P + p;
        this.slot[at] = s;
        if (d === this.width - 1) continue;
        for (let i = this.start[at]!; i < this.start[at + P]!; i++, s++) {
          this.departure[s] = a.instanceDeparture[i]!;
          this.trip[s] = a.instanceTrip[i]!;
        }
      }
    }
    this.slot[P * this.width] = s;
  }

  /** The row of `pattern` on the day of `time`, clamped to the rows. */
  row(pattern: number, time: number): number {
    const d = Math.min(Math.max(Math.floor(time / DAY) - this.firstDay, 0), this.width - 1);
    return d * this.patterns + pattern;
  }

  /** In the row's run, the first slot leaving at or after `time` (the run's end when none). */
  firstSlot(at: number, time: number): number {
    let lo = this.slot[at]!;
    let hi = this.slot[at + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.departure[mid]! < time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First instance index of `pattern` whose departure from its first stop is ≥ `time`. */
  from(pattern: number, time: number): number {
    const a = this.timetable.a;
    const d = Math.floor(time / DAY) - this.firstDay;
    if (d < 0) return a.patternInstanceStart[pattern]!;
    if (d >= this.width - 1) return a.patternInstanceStart[pattern + 1]!;
    const at = d * this.patterns + pattern;
    return this.start[at]! + this.firstSlot(at, time) - this.slot[at]!;
  }
}

/**
 * Walks one pattern's instances in departure order through the index's day rows, reading
 * their departures and trips there.
 */
export class InstanceCursor {
  private at = 0;
  private s = 0;

  constructor(private readonly index: InstanceIndex) {}

  /** At the pattern's first instance leaving at or after `time`; false when there is none. */
  seek(pattern: number, time: number): boolean {
    this.at = this.index.row(pattern, time);
    this.s = this.index.firstSlot(this.at, time);
    return this.settle();
  }

  /**
   * At the pattern's last instance leaving at or before `time`, not before instance `first`;
   * false when there is none.
   */
  seekLast(pattern: number, time: number, first: number): boolean {
    const x = this.index;
    let at = x.row(pattern, time);
    let s = x.firstSlot(at, time + 1);
    while (s === x.slot[at]) {
      // Every instance before this day's is before `first`, or there is none.
      if (at < x.patterns || x.start[at]! <= first) return false;
      at -= x.patterns;
      s = x.slot[at + 1]!;
    }
    this.at = at;
    this.s = s - 1;
    return this.instance >= first;
  }

  /** On to the next instance; false past the pattern's last. */
  advance(): boolean {
    this.s++;
    return this.settle();
  }

  /** The departure of the instance after this one, Infinity when it is the last. */
  nextDeparture(): number {
    const x = this.index;
    if (this.s + 1 < x.slot[this.at + 1]!) return x.departure[this.s + 1]!;
    for (let at = this.at + x.patterns; at < x.slot.length - 1; at += x.patterns) {
      if (x.slot[at]! < x.slot[at + 1]!) return x.departure[x.slot[at]!]!;
    }
    return Infinity;
  }

  get departure(): number {
    return this.index.departure[this.s]!;
  }

  get trip(): number {
    return this.index.trip[this.s]!;
  }

  /** The timetable's number of the instance. */
  get instance(): number {
    return this.index.start[this.at]! + this.s - this.index.slot[this.at]!;
  }

  /** Moves on from the end of a day's run to the next day's with instances. */
  private settle(): boolean {
    const x = this.index;
    while (this.s === x.slot[this.at + 1]) {
      this.at += x.patterns;
      if (this.at >= x.slot.length - 1) return false;
      this.s = x.slot[this.at]!;
    }
    return true;
  }
}

export const instanceIndexOf = perTimetable((timetable) => new InstanceIndex(timetable));
