import type { SeatMapRow } from '../demo-timetable/demo-feed.ts';

export type Aircraft = { code: string; name: string; seatMap: SeatMapRow[]; rangeKm: number };

const rows = (
  from: number,
  to: number,
  seats: string[],
  serviceClass: SeatMapRow['serviceClass'],
): SeatMapRow[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ row: from + i, seats, serviceClass }));

const business4 = ['A', 'C', 'D', 'F'];
const economy6 = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Cabin layouts as Russian airlines fly them (rows, seat letters, cabins). */
export const AIRCRAFT: Record<string, Aircraft> = {
  SU9: {
    code: 'SU9',
    name: 'Sukhoi Superjet 100',
    rangeKm: 3000,
    seatMap: [
      ...rows(1, 3, business4, 'Business'),
      ...rows(4, 18, ['A', 'C', 'D', 'E', 'F'], 'Economic'),
    ],
  },
  '320': {
    code: '320',
    name: 'Airbus A320',
    rangeKm: 5500,
    seatMap: [...rows(1, 2, business4, 'Business'), ...rows(3, 27, economy6, 'Economic')],
  },
  '321': {
    code: '321',
    name: 'Airbus A321',
    rangeKm: 5500,
    seatMap: [...rows(1, 4, business4, 'Business'), ...rows(5, 30, economy6, 'Economic')],
  },
  '73H': {
    code: '73H',
    name: 'Boeing 737-800',
    rangeKm: 5400,
    seatMap: [...rows(1, 3, business4, 'Business'), ...rows(4, 29, economy6, 'Economic')],
  },
  '77W': {
    code: '77W',
    name: 'Boeing 777-300ER',
    rangeKm: 13000,
    seatMap: [
      ...rows(1, 7, ['A', 'C', 'D', 'G', 'H', 'K'], 'Business'),
      ...rows(8, 47, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K'], 'Economic'),
    ],
  },
  /** Победа flies an all-economy cabin. */
  '7M8': {
    code: '7M8',
    name: 'Boeing 737 MAX 8',
    rangeKm: 5000,
    seatMap: rows(1, 31, economy6, 'Economic'),
  },
};

/** The type an airline would put on a route of this length. */
export function aircraftFor(km: number, lowCost: boolean, roll: number): Aircraft {
  if (lowCost) return AIRCRAFT['7M8']!;
  if (km > 6500) return AIRCRAFT['77W']!;
  if (km < 1200) return roll < 0.6 ? AIRCRAFT.SU9! : AIRCRAFT['320']!;
  return [AIRCRAFT['320']!, AIRCRAFT['321']!, AIRCRAFT['73H']!][Math.floor(roll * 3)]!;
}
