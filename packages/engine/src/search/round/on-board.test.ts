import { describe, expect, it } from 'vitest';
import { fareClassesOf } from '../fare-classes.ts';
import { Labels, NO_LABEL } from '../label.ts';
import { fareClassOf, fareLine } from './fare-line.test-support.ts';
import { Boarded } from './on-board.ts';

const timetable = fareLine();
const classes = fareClassesOf(timetable);
const classOf = (sourceTrip: number) => fareClassOf(timetable, classes, sourceTrip);
const SAME = classOf(10);
const CHEAPER = classOf(12);
const UNPRICED = -1;

/** Labels waiting to board, each with the price paid and the rides taken so far. */
function waiting(...paid: [price: number, rides: number][]) {
  const labels = new Labels();
  const ids = paid.map(([p, rides]) =>
    labels.add(0, 0, 0, false, p, false, rides, 0, NO_LABEL, null),
  );
  return { labels, ids };
}

/** Who is on board, as [label, departure] pairs. */
const riders = (b: Boarded) =>
  Array.from({ length: b.count }, (_, k) => [b.parent[k], b.departure[k]]);

describe('the labels on board a pattern', () => {
  it('keep no one an earlier instance of the same fare class carries no worse', () => {
    const { labels, ids } = waiting([100, 1], [200, 1], [50, 1]);
    const [cheap, dear, cheapest] = ids as [number, number, number];
    const b = new Boarded(labels, classes, true);
    b.empty(false);
    b.board(cheap, 0, 0, 0, 600, SAME);
    // Later and poorer: covered.
    b.board(dear, 1, 1, 0, 660, SAME);
    expect(riders(b)).toEqual([[cheap, 600]]);
    // Earlier but poorer: neither covers the other.
    b.board(dear, 2, 2, 0, 540, SAME);
    expect(riders(b)).toEqual([
      [cheap, 600],
      [dear, 540],
    ]);
    // Earliest and richest: drops both.
    b.board(cheapest, 3, 3, 0, 480, SAME);
    expect(riders(b)).toEqual([[cheapest, 480]]);
  });

  it('compare fare classes only where boarding later never costs more', () => {
    const { labels, ids } = waiting([100, 1], [100, 1]);
    const [x, y] = ids as [number, number];
    const strict = new Boarded(labels, classes, true);
    strict.empty(false);
    strict.board(x, 0, 0, 0, 600, CHEAPER);
    strict.board(y, 1, 1, 0, 660, SAME);
    expect(riders(strict)).toEqual([
      [x, 600],
      [y, 660],
    ]);
    const later = new Boarded(labels, classes, true);
    later.empty(true);
    later.board(x, 0, 0, 0, 600, CHEAPER);
    // Dearer, later, boarded at the same stop: the cheaper class covers it.
    later.board(y, 1, 1, 0, 660, SAME);
    expect(riders(later)).toEqual([[x, 600]]);
    // The dearer class boarded further on and sooner: neither stands in for the other.
    later.board(y, 2, 2, 1, 540, SAME);
    expect(riders(later)).toEqual([
      [x, 600],
      [y, 540],
    ]);
  });

  it('let an unpriced instance cover a later unpriced one boarded anywhere', () => {
    const { labels, ids } = waiting([100, 1], [100, 1]);
    const [x, y] = ids as [number, number];
    const b = new Boarded(labels, classes, true);
    b.empty(false);
    b.board(x, 0, 0, 1, 600, UNPRICED);
    b.board(y, 1, 1, 0, 660, UNPRICED);
    expect(riders(b)).toEqual([[x, 600]]);
  });

  it('keep a later departure tied with an earlier one under the tie rule', () => {
    const { labels, ids } = waiting([100, 1], [100, 1]);
    const [x, y] = ids as [number, number];
    labels.departure[y] = 30;
    const tied = new Boarded(labels, classes, true);
    tied.empty(false);
    tied.board(x, 0, 0, 0, 600, SAME);
    // Same price and rides, but its journey left later: it wins the tie, so it stays.
    tied.board(y, 1, 1, 0, 660, SAME);
    expect(riders(tied)).toEqual([
      [x, 600],
      [y, 660],
    ]);
    const points = new Boarded(labels, classes, false);
    points.empty(false);
    points.board(x, 0, 0, 0, 600, SAME);
    points.board(y, 1, 1, 0, 660, SAME);
    expect(riders(points)).toEqual([[x, 600]]);
  });
});
