import type { FareClasses } from '../fare-classes.ts';
import { grown, type Labels } from '../label.ts';

/**
 * The labels riding instances of the pattern being scanned, in columns: each boarded at
 * position `from`, with the instance's trip, departure and fare class (−1: unpriced) copied
 * out for the on-board dominance test and the rides off it (the instance's own columns would
 * miss the cache at every stop).
 */
export class Boarded {
  count = 0;
  /** The pattern scanned charges no more for boarding later (see FareClasses). */
  private laterNoDearer = false;
  parent = new Int32Array(64);
  instance = new Int32Array(64);
  trip = new Int32Array(64);
  from = new Int32Array(64);
  departure = new Int32Array(64);
  fareClass = new Int32Array(64);

  constructor(
    private readonly labels: Labels,
    private readonly classes: FareClasses,
    private readonly ties: boolean,
  ) {}

  /** Nobody on board, at the start of a pattern's scan. */
  empty(laterNoDearer: boolean) {
    this.count = 0;
    this.laterNoDearer = laterNoDearer;
  }

  push(
    parent: number,
    instance: number,
    trip: number,
    from: number,
    departure: number,
    fareClass: number,
  ) {
    if (this.count === this.parent.length) {
      const grow = <T extends Int32Array>(column: T) => grown(column, 2 * column.length);
      this.parent = grow(this.parent);
      this.instance = grow(this.instance);
      this.trip = grow(this.trip);
      this.from = grow(this.from);
      this.departure = grow(this.departure);
      this.fareClass = grow(this.fareClass);
    }
    const at = this.count++;
    this.parent[at] = parent;
    this.instance[at] = instance;
    this.trip[at] = trip;
    this.from[at] = from;
    this.departure[at] = departure;
    this.fareClass[at] = fareClass;
  }

  /** Entry `from` moved down to `to` (dropping what was there). */
  move(from: number, to: number) {
    this.parent[to] = this.parent[from]!;
    this.instance[to] = this.instance[from]!;
    this.trip[to] = this.trip[from]!;
    this.from[to] = this.from[from]!;
    this.departure[to] = this.departure[from]!;
    this.fareClass[to] = this.fareClass[from]!;
  }

  /**
   * Boards `label` at `position` on an instance leaving then in `fareClass`, unless a label on
   * board covers it (`boardingCovers`), dropping those it covers. Where boarding later may cost
   * more, only an instance of the same fare class covers another.
   */
  board(
    label: number,
    instance: number,
    trip: number,
    position: number,
    departure: number,
    fareClass: number,
  ) {
    const { labels, classes, ties, laterNoDearer } = this;
    for (let b = 0; b < this.count; b++) {
      if (!laterNoDearer && this.fareClass[b] !== fareClass) continue;
      if (
        boardingCovers(
          labels,
          classes,
          ties,
          laterNoDearer,
          this.parent[b]!,
          this.from[b]!,
          this.departure[b]!,
          this.fareClass[b]!,
          label,
          position,
          departure,
          fareClass,
        )
      ) {
        return;
      }
    }
    let kept = 0;
    for (let b = 0; b < this.count; b++) {
      if (
        (laterNoDearer || this.fareClass[b] === fareClass) &&
        boardingCovers(
          labels,
          classes,
          ties,
          laterNoDearer,
          label,
          position,
          departure,
          fareClass,
          this.parent[b]!,
          this.from[b]!,
          this.departure[b]!,
          this.fareClass[b]!,
        )
      ) {
        continue;
      }
      if (kept < b) this.move(b, kept);
      kept++;
    }
    this.count = kept;
    this.push(label, instance, trip, position, departure, fareClass);
  }
}

/**
 * x on board is no worse than y at every later stop: an instance of the pattern leaving no
 * later, so arriving no later everywhere, a fare no higher from here on (both unpriced, or
 * the same fare class boarded at the same stop — or, where boarding later never costs more,
 * a class no dearer boarded there or later), and a parent no worse. Never with histories,
 * where different instances make different histories.
 */
export function boardingCovers(
  labels: Labels,
  classes: FareClasses,
  ties: boolean,
  laterNoDearer: boolean,
  xParent: number,
  xFrom: number,
  xDeparture: number,
  xClass: number,
  yParent: number,
  yFrom: number,
  yDeparture: number,
  yClass: number,
): boolean {
  return (
    xDeparture <= yDeparture &&
    (xClass === yClass
      ? xClass < 0 || xFrom === yFrom || (laterNoDearer && xFrom > yFrom)
      : laterNoDearer && xFrom >= yFrom && noDearerClass(classes, xClass, yClass)) &&
    labels.noWorse(xParent, yParent) &&
    (!ties || labels.winsTie(xParent, yParent))
  );
}

/** Class x charges no more than class y for any ride (−1, unpriced, compares with nothing). */
const noDearerClass = (classes: FareClasses, x: number, y: number) =>
  x >= 0 &&
  y >= 0 &&
  classes.classFareBase[x]! <= classes.classFareBase[y]! &&
  classes.classFarePerKm[x]! <= classes.classFarePerKm[y]!;
