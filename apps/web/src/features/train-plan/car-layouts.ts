import type { CarType } from '@peresadka/contracts/enums';

/**
 * How the places of a Russian passenger car stand, by car type and place count, as RZD numbers
 * them: a купе in compartments of four (odd lower, even upper); a плацкарт likewise for 1–36,
 * with the side berths 37–54 across the corridor, numbered from the far end (53–54 face the
 * first compartment); an СВ or люкс in compartments of two lower berths; a sitting car in rows
 * of two seats on each side of the aisle. A two-storey car numbers its lower storey first.
 */

export type Berth = 'lower' | 'upper' | 'sideLower' | 'sideUpper' | 'seat';

/** Whether a berth is a lower one (side ones too): what an adult with a child or an elder asks. */
export const isLowerBerth = (berth: Berth): boolean => berth === 'lower' || berth === 'sideLower';

export const berthNames: Record<Berth, string> = {
  lower: 'нижнее',
  upper: 'верхнее',
  sideLower: 'нижнее боковое',
  sideUpper: 'верхнее боковое',
  seat: 'сидячее',
};

export type LayoutPlace = { number: number; berth: Berth };

/**
 * One bay of the car: a compartment with its berths (in a плацкарт also the side berths facing
 * it), or a row of seats split by the aisle.
 */
export type Bay = {
  /** 1-based along the storey. */
  index: number;
  /** The compartment's berths (lower first) or the seats on the window side of the aisle. */
  main: LayoutPlace[];
  /** The side berths across the corridor, or the seats beyond the aisle. */
  side: LayoutPlace[];
};

export type Storey = { name: string | null; bays: Bay[] };

export type CarLayout = {
  /** Compartments of berths, or rows of seats. */
  kind: 'berths' | 'seats';
  storeys: Storey[];
};

/** Places a car of the type has when the supplier does not say. */
const USUAL_PLACES: Partial<Record<CarType, number>> = {
  ReservedSeat: 54,
  Compartment: 36,
  Luxury: 18,
  Soft: 18,
};

/** The places a plan draws: the car's count, the usual one, and never fewer than a free place. */
export function placeCount(type: CarType, quantity: number | null, free: readonly number[]) {
  const highest = Math.max(0, ...free);
  return Math.max(quantity ?? USUAL_PLACES[type] ?? 0, highest);
}

const place = (number: number, berth: Berth): LayoutPlace => ({ number, berth });

/** Bays of one storey whose numbers run from `first` to `last`. */
function bays(type: CarType, first: number, last: number): Bay[] {
  const count = last - first + 1;
  const within = (p: LayoutPlace) => p.number >= first && p.number <= last;
  const result: Bay[] = [];
  switch (type) {
    case 'ReservedSeat':
    case 'Compartment': {
      // In a плацкарт the first 36 are the compartments' and the rest the side berths.
      const side = type === 'ReservedSeat' && count > 36 ? count - 36 : 0;
      const main = count - side;
      for (let i = 0; i * 4 < main; i++) {
        const n = first + i * 4;
        const sideLower = last - 2 * i - 1;
        result.push({
          index: i + 1,
          main: [
            place(n, 'lower'),
            place(n + 2, 'lower'),
            place(n + 1, 'upper'),
            place(n + 3, 'upper'),
          ].filter((p) => p.number < first + main),
          side:
            2 * i < side
              ? [place(sideLower, 'sideLower'), place(sideLower + 1, 'sideUpper')].filter(within)
              : [],
        });
      }
      return result;
    }
    case 'Luxury':
    case 'Soft':
      for (let i = 0; i * 2 < count; i++) {
        const n = first + i * 2;
        result.push({
          index: i + 1,
          main: [place(n, 'lower'), place(n + 1, 'lower')].filter(within),
          side: [],
        });
      }
      return result;
    default:
      for (let i = 0; i * 4 < count; i++) {
        const n = first + i * 4;
        result.push({
          index: i + 1,
          main: [place(n, 'seat'), place(n + 1, 'seat')].filter(within),
          side: [place(n + 2, 'seat'), place(n + 3, 'seat')].filter(within),
        });
      }
      return result;
  }
}

export function carLayout(type: CarType, places: number, twoStorey: boolean): CarLayout {
  const kind = ['ReservedSeat', 'Compartment', 'Luxury', 'Soft'].includes(type)
    ? 'berths'
    : 'seats';
  if (!twoStorey) return { kind, storeys: [{ name: null, bays: bays(type, 1, places) }] };
  const lower = Math.ceil(places / 2);
  return {
    kind,
    storeys: [
      { name: 'Нижний этаж', bays: bays(type, 1, lower) },
      { name: 'Верхний этаж', bays: bays(type, lower + 1, places) },
    ],
  };
}

/** Every place of a layout, with its storey and bay, in the order of the car. */
export function placesOf(layout: CarLayout): (LayoutPlace & { storey: number; bay: number })[] {
  return layout.storeys.flatMap((storey, s) =>
    storey.bays.flatMap((bay) =>
      [...bay.main, ...bay.side].map((p) => ({ ...p, storey: s, bay: bay.index })),
    ),
  );
}

/**
 * Where a place of a bay stands in the bay's grid, [row, column], 1-based: on a computer the car
 * runs along the screen with the compartments above the corridor (upper berths on top, as one
 * looks at them from the corridor) and the side berths below it; on a phone the car runs down
 * the screen and every bay is turned a quarter, the compartments left of the corridor.
 */
export function cellOf(
  part: 'main' | 'side',
  index: number,
  bay: Bay,
  mobile: boolean,
): [number, number] {
  const places = bay[part];
  const berth = places[index]!.berth;
  const compartmentOfFour = part === 'main' && places.length > 2 && berth !== 'seat';
  const [row, column]: readonly [number, number] = compartmentOfFour
    ? (
        [
          [2, 1],
          [2, 2],
          [1, 1],
          [1, 2],
        ] as const
      )[index]!
    : part === 'side' && berth !== 'seat'
      ? [1, index + 1]
      : [index + 1, 1];
  return mobile ? [column, row] : [row, column];
}
