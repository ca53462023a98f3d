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
