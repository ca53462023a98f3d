import type { TripInfo } from '../search/trip-info.ts';

/** One place that can be sold: car 0 stands for the single cabin of a plane or a bus. */
export type Seat = { carNumber: number; seat: string };

export const seatKey = (s: Seat): string => `${s.carNumber}:${s.seat}`;

/** Every place of a trip's vehicle, from its seat map, its cars or its bus. */
export function seatsOf(trip: TripInfo): Seat[] {
  const p = trip.properties;
  if (!p) return [];
  switch (p.mode) {
    case 'PLANE':
      return p.seatMap.flatMap((row) =>
        row.seats.map((letter) => ({ carNumber: 0, seat: `${row.row}${letter}` })),
      );
    case 'TRAIN':
      return p.cars.flatMap((car) =>
        numbered(car.seats).map((seat) => ({ carNumber: car.number, seat })),
      );
    case 'BUS':
      return numbered(p.seats).map((seat) => ({ carNumber: 0, seat }));
  }
}

const numbered = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => String(i + 1));
