import type { CabinClass, TripProperties } from '@peresadka/contracts/trip-properties';

/** One place that can be sold: car 0 stands for the single cabin of a plane or a bus. */
export type Seat = { carNumber: number; seat: string };

/**
 * Every place of a trip's vehicle, from its seat map, its cars or its bus; of a plane, only
 * the cabin's when one is named (a fare sells its own cabin).
 */
export function seatsOf(properties: TripProperties | null, cabin?: CabinClass): Seat[] {
  if (!properties) return [];
  switch (properties.mode) {
    case 'PLANE':
      return properties.seatMap
        .filter((row) => cabin === undefined || row.serviceClass === cabin)
        .flatMap((row) =>
          row.seats.map((letter) => ({ carNumber: 0, seat: `${row.row}${letter}` })),
        );
    case 'TRAIN':
      return properties.cars.flatMap((car) =>
        numbered(car.seats).map((seat) => ({ carNumber: car.number, seat })),
      );
    case 'BUS':
      return numbered(properties.seats).map((seat) => ({ carNumber: 0, seat }));
  }
}

const numbered = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => String(i + 1));
