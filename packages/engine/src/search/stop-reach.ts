/**
 * The earliest any journey of a query can be at each stop, by the number of rides taken. Every
 * partial journey passes its stops no sooner, so a backward pass may ignore a stop at times
 * before these (see latestDepartures): over a national network most stops it reaches backwards
 * from the destinations are out of the traveller's reach by then.
 */
export type StopReach = {
  /** [r × stops + stop]: no ride of a journey, its r-th or an earlier one, arrives there sooner. */
  arrival: Int32Array;
  /**
   * [r × stops + stop]: no journey that has taken at most r rides is ready to board there
   * sooner (at an origin: the window's start, whatever r).
   */
  boarding: Int32Array;
};
