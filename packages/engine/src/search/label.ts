/** The stops visited and trip instances ridden so far (only when histories matter). */
export type History = { stops: readonly number[]; instances: readonly number[] };

type Column = Int32Array | Uint8Array | Float64Array;

/** No label: the parent of an origin label. */
export const NO_LABEL = -1;

/**
 * The partial journeys of one search, in columns: a label is an index, so a search of tens of
 * thousands of labels allocates a few growing arrays instead of an object per label, and the
 * dominance tests read plain numbers.
 *
 * A label is a traveller at a stop after some rides, and what they can still do there.
 */
export class Labels {
  count = 0;
  stop = new Int32Array(0);
  /** When they got here, by a ride or a walk. */
  time = new Int32Array(0);
  /** Earliest departure they can board here: after a ride, its arrival plus the change time. */
  boardReady = new Int32Array(0);
  /** Arrived by a ride, so they may walk to another station of the city (one walk at most). */
  canWalk = new Uint8Array(0);
  price = new Float64Array(0);
  priceIncomplete = new Uint8Array(0);
  rides = new Int32Array(0);
  /** The first ride's departure. */
  departure = new Int32Array(0);
  parent = new Int32Array(0);
  /** The ride that ended here (instance −1 after a walk or at the origin). */
  instance = new Int32Array(0);
  pattern = new Int32Array(0);
  from = new Int32Array(0);
  to = new Int32Array(0);
  /** Dominated since it was stored: not worth expanding. */
  dead = new Uint8Array(0);
  /** The `ResultSet.version` at which its bounds were last found hopeful (−1: never). */
  hopefulAt = new Int32Array(0);
  /**
   * The latest arrival its next ride may still be useful by (`ResultSet.latestUseful`, with the
   * bounds from its stop), valid at the `ResultSet.version` in `usefulAt` (−1: not worked out).
   */
  useful = new Float64Array(0);
  usefulAt = new Int32Array(0);
  /** Only searches with histories fill it. */
  readonly history: (History | null)[] = [];

  constructor(capacity = 1024) {
    this.resize(capacity);
  }

  /**
   * A new label, its ride unset (`setRide` records one). Positional, as it runs for every label
   * a search makes.
   */
  add(
    stop: number,
    time: number,
    boardReady: number,
    canWalk: boolean,
    price: number,
    priceIncomplete: boolean,
    rides: number,
    departure: number,
    parent: number,
    history: History | null,
  ): number {
    if (this.count === this.stop.length) this.resize(2 * this.count);
    const l = this.count++;
    this.stop[l] = stop;
    this.time[l] = time;
    this.boardReady[l] = boardReady;
    this.canWalk[l] = canWalk ? 1 : 0;
    this.price[l] = price;
    this.priceIncomplete[l] = priceIncomplete ? 1 : 0;
    this.rides[l] = rides;
    this.departure[l] = departure;
    this.parent[l] = parent;
    this.instance[l] = -1;
    this.pattern[l] = -1;
    this.from[l] = -1;
    this.to[l] = -1;
    this.dead[l] = 0;
    this.hopefulAt[l] = -1;
    this.usefulAt[l] = -1;
    if (history) this.history[l] = history;
    return l;
  }

  /** No labels again, the columns keeping their room for the next search. */
  clear() {
    this.count = 0;
    this.history.length = 0;
  }

  /** Records the ride that ended at label l. */
  setRide(l: number, instance: number, pattern: number, from: number, to: number) {
    this.instance[l] = instance;
    this.pattern[l] = pattern;
    this.from[l] = from;
    this.to[l] = to;
  }

  historyOf(l: number): History | null {
    return this.history[l] ?? null;
  }

  /** No more rides and no higher known price. */
  noWorse(x: number, y: number): boolean {
    return this.rides[x]! <= this.rides[y]! && this.price[x]! <= this.price[y]!;
  }

  /**
   * Given noWorse(x, y) and an equal arrival, x wins or ties: fewer rides, a lower price, or —
   * both equal — the later departure, then the fully known price.
   */
  winsTie(x: number, y: number): boolean {
    return (
      this.rides[x]! < this.rides[y]! ||
      this.price[x]! < this.price[y]! ||
      this.departure[x]! > this.departure[y]! ||
      (this.departure[x] === this.departure[y] &&
        (!this.priceIncomplete[x] || this.priceIncomplete[y] === 1))
    );
  }

  /**
   * x is no worse than y for every continuation: ready no later (to board and to walk), no more
   * rides, no higher price, the tie rule (`winsTie`) when it applies, and — with histories
   * — every continuation open to y is open to x.
   */
  covers(x: number, y: number, ties: boolean): boolean {
    if (this.boardReady[x]! > this.boardReady[y]!) return false;
    if (this.canWalk[y] && (!this.canWalk[x] || this.time[x]! > this.time[y]!)) return false;
    if (!this.noWorse(x, y) || (ties && !this.winsTie(x, y))) return false;
    const hx = this.history[x];
    const hy = this.history[y];
    if (!hx || !hy) return true;
    return contains(hy.stops, hx.stops) && contains(hy.instances, hx.instances);
  }

  private resize(capacity: number) {
    const grow = <T extends Column>(column: T) => grown(column, capacity);
    this.stop = grow(this.stop);
    this.time = grow(this.time);
    this.boardReady = grow(this.boardReady);
    this.canWalk = grow(this.canWalk);
    this.price = grow(this.price);
    this.priceIncomplete = grow(this.priceIncomplete);
    this.rides = grow(this.rides);
    this.departure = grow(this.departure);
    this.parent = grow(this.parent);
    this.instance = grow(this.instance);
    this.pattern = grow(this.pattern);
    this.from = grow(this.from);
    this.to = grow(this.to);
    this.dead = grow(this.dead);
    this.hopefulAt = grow(this.hopefulAt);
    this.useful = grow(this.useful);
    this.usefulAt = grow(this.usefulAt);
  }
}

/** A copy of a column with room for `capacity` values: the columns of a search grow by it. */
export function grown<T extends Column>(column: T, capacity: number): T {
  const next = new (column.constructor as new (n: number) => T)(capacity);
  next.set(column);
  return next;
}

const contains = (outer: readonly number[], inner: readonly number[]) =>
  inner.every((x) => outer.includes(x));
