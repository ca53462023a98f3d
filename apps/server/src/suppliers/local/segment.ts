/** Where a traveller rides along a trip on a service date: stop sequences [from, to). */
export type Segment = {
  tripId: number;
  serviceDate: string;
  fromSequence: number;
  toSequence: number;
};

/** The stretch a ride occupies, from anything that knows its trip, date and stops. */
export const segmentOf = (ride: {
  key: { tripId: number; serviceDate: string };
  from: { sequence: number };
  to: { sequence: number };
}): Segment => ({
  tripId: ride.key.tripId,
  serviceDate: ride.key.serviceDate,
  fromSequence: ride.from.sequence,
  toSequence: ride.to.sequence,
});

export const segmentKey = (s: Segment): string =>
  `${s.tripId}|${s.serviceDate}|${s.fromSequence}|${s.toSequence}`;
