import type { SeatMapRow } from '@peresadka/contracts/trip-properties';

/**
 * A cabin: its seats, the seat letters of one full row (aisles left out) and its rows at an
 * emergency exit, counted from the cabin's first row (1), as the type's usual layout has them.
 */
type Cabin = { seats: number; letters: readonly string[]; exitRows?: readonly number[] };

export type Aircraft = {
  /** IATA aircraft type code; the server also uses it as the seat-map schema id. */
  code: string;
  name: string;
  /** Practical range with a full cabin: longer flights need a refuelling stop. */
  rangeKm: number;
  wideBody: boolean;
  seats: number;
  seatMap: SeatMapRow[];
};

const TWO_TWO = ['A', 'C', 'D', 'F'];
const THREE_TWO = ['A', 'B', 'C', 'D', 'F'];
const THREE_THREE = ['A', 'B', 'C', 'D', 'E', 'F'];
const TWO_TWO_TWO = ['A', 'C', 'D', 'G', 'H', 'K'];
const THREE_FOUR_THREE = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'];
const TURBOPROP = ['A', 'B', 'C', 'D'];

function aircraft(
  code: string,
  name: string,
  rangeKm: number,
  business: Cabin | null,
  economy: Cabin,
): Aircraft {
  const businessRows = business ? rows(business, 1, 'Business') : [];
  const seatMap = [...businessRows, ...rows(economy, businessRows.length + 1, 'Economic')];
  return {
    code,
    name,
    rangeKm,
    wideBody: economy.letters.length > 6,
    seats: (business?.seats ?? 0) + economy.seats,
    seatMap,
  };
}

/** Full rows front to back; a seat count that does not fill the last row leaves its middle out. */
function rows(cabin: Cabin, firstRow: number, serviceClass: SeatMapRow['serviceClass']) {
  const width = cabin.letters.length;
  return Array.from({ length: Math.ceil(cabin.seats / width) }, (_, i): SeatMapRow => {
    const left = cabin.seats - i * width;
    const seats =
      left >= width
        ? [...cabin.letters]
        : [
            ...cabin.letters.slice(0, Math.ceil(left / 2)),
            ...cabin.letters.slice(width - Math.floor(left / 2)),
          ];
    const exit = cabin.exitRows?.includes(i + 1) ?? false;
    return { row: firstRow + i, seats, serviceClass, ...(exit ? { exit } : {}) };
  });
}

/** The cabins Russian airlines fly, with their usual two-class layouts. */
export const AIRCRAFT = {
  SU9: aircraft(
    'SU9',
    'Sukhoi Superjet 100',
    3_000,
    { seats: 12, letters: TWO_TWO },
    { seats: 75, letters: THREE_TWO, exitRows: [7] },
  ),
  '319': aircraft(
    '319',
    'Airbus A319',
    6_000,
    { seats: 8, letters: TWO_TWO },
    { seats: 120, letters: THREE_THREE, exitRows: [8] },
  ),
  '320': aircraft(
    '320',
    'Airbus A320',
    5_000,
    { seats: 8, letters: TWO_TWO },
    { seats: 150, letters: THREE_THREE, exitRows: [9, 10] },
  ),
  '321': aircraft(
    '321',
    'Airbus A321',
    5_500,
    { seats: 16, letters: TWO_TWO },
    { seats: 154, letters: THREE_THREE, exitRows: [9, 20] },
  ),
  '73H': aircraft(
    '73H',
    'Boeing 737-800',
    5_400,
    { seats: 12, letters: TWO_TWO },
    { seats: 156, letters: THREE_THREE, exitRows: [12, 13] },
  ),
  // Победа flies its 737s with a single economy cabin.
  '73Y': aircraft('73H', 'Boeing 737-800', 5_400, null, {
    seats: 189,
    letters: THREE_THREE,
    exitRows: [14, 15],
  }),
  '77W': aircraft(
    '77W',
    'Boeing 777-300ER',
    11_000,
    { seats: 30, letters: TWO_TWO_TWO },
    { seats: 372, letters: THREE_FOUR_THREE, exitRows: [1, 16, 30] },
  ),
  AT7: aircraft('AT7', 'ATR 72', 1_500, null, { seats: 68, letters: TURBOPROP, exitRows: [1] }),
  DH4: aircraft('DH4', 'Bombardier Q400', 2_000, null, {
    seats: 72,
    letters: TURBOPROP,
    exitRows: [1],
  }),
} satisfies Record<string, Aircraft>;

export type AircraftKey = keyof typeof AIRCRAFT;
