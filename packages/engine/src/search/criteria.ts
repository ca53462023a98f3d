/** What the combined search ranks a journey (or a partial journey) by. */
export type Criteria = {
  arrival: number;
  /** Sum of the known fares. */
  price: number;
  rides: number;
  /** The first ride's departure. */
  departure: number;
  priceIncomplete: boolean;
};

type Ranked = Omit<Criteria, 'arrival'>;

/** No more rides and no higher known price. */
export const noWorse = (x: Ranked, y: Ranked): boolean => x.rides <= y.rides && x.price <= y.price;

/**
 * Given noWorse(x, y) and an equal arrival, x wins or ties: fewer rides, a lower price, or —
 * both equal — the later departure, then the fully known price.
 */
export const winsTie = (x: Ranked, y: Ranked): boolean =>
  x.rides < y.rides ||
  x.price < y.price ||
  x.departure > y.departure ||
  (x.departure === y.departure && (!x.priceIncomplete || y.priceIncomplete));

/**
 * x is at least as good as y: Pareto-no-worse on (arrival, known price, rides), and when those
 * three are equal, no earlier departure, and with equal departures, no less-known price. It is a
 * total preorder on ties, so every Pareto point keeps exactly one journey.
 */
export const covers = (x: Criteria, y: Criteria): boolean =>
  x.arrival <= y.arrival && noWorse(x, y) && (x.arrival < y.arrival || winsTie(x, y));
