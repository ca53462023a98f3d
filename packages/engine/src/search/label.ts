import { noWorse, winsTie } from './criteria.ts';

/** The stops visited and trip instances ridden so far (only when histories matter). */
export type History = { stops: readonly number[]; instances: readonly number[] };

/** A traveller at a stop after some rides, and what they can still do there. */
export type Label = {
  stop: number;
  /** When they got here, by a ride or a walk. */
  time: number;
  /** Earliest departure they can board here: after a ride, its arrival plus the change time. */
  boardReady: number;
  /** Arrived by a ride, so they may walk to another station of the city (one walk at most). */
  canWalk: boolean;
  price: number;
  priceIncomplete: boolean;
  rides: number;
  /** The first ride's departure. */
  departure: number;
  parent: Label | null;
  /** The ride that ended here (instance −1 after a walk or at the origin). */
  instance: number;
  pattern: number;
  from: number;
  to: number;
  history: History | null;
  /** Dominated since it was stored: not worth expanding. */
  dead: boolean;
  /** The `ResultSet.version` at which its bounds were last found hopeful (−1: never). */
  hopefulAt: number;
};

const contains = (outer: readonly number[], inner: readonly number[]) =>
  inner.every((x) => outer.includes(x));

/**
 * x is no worse than y for every continuation: ready no later (to board and to walk), no more
 * rides, no higher price, the tie rule of `criteria.ts` when it applies, and — with histories
 * — every continuation open to y is open to x.
 */
export function labelCovers(x: Label, y: Label, ties: boolean): boolean {
  if (x.boardReady > y.boardReady) return false;
  if (y.canWalk && (!x.canWalk || x.time > y.time)) return false;
  if (!noWorse(x, y) || (ties && !winsTie(x, y))) return false;
  if (!x.history || !y.history) return true;
  return (
    contains(y.history.stops, x.history.stops) && contains(y.history.instances, x.history.instances)
  );
}
