/** One ride on one trip instance, from a stop to a later stop of its pattern. */
export type Ride = {
  instance: number;
  trip: number;
  pattern: number;
  fromPosition: number;
  toPosition: number;
  fromStop: number;
  toStop: number;
  /** Horizon minutes (UTC). */
  departure: number;
  arrival: number;
  /** Kopecks, or null when the source publishes no fare. */
  price: number | null;
};

/** A journey: rides in order; between two rides the traveller may change station. */
export type Journey = {
  rides: Ride[];
  departure: number;
  arrival: number;
  /** Sum of known fares, in kopecks. */
  price: number;
  /** True when some ride has no published fare, so `price` is a lower bound. */
  priceIncomplete: boolean;
};

export const transfersOf = (journey: Journey): number => journey.rides.length - 1;
