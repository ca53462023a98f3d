import type { CarType } from './enums.ts';

/** A place on a plan: its number and its cell (column along the car, row across it). */
export type PlacedSeat = { number: number; column: number; row: number };

/**
 * Where each numbered place sits in a car, by the layouts Russian cars are built to. Rows
 * 0–1 are the compartment side (lower, upper), row 2 the corridor, rows 3–4 the side berths
 * or the far seats of a sitting car.
 */
export function carLayout(type: CarType, seats: number): PlacedSeat[] {
  const placed: PlacedSeat[] = [];
  const push = (number: number, column: number, row: number) => {
    if (number <= seats) placed.push({ number, column, row });
  };
  switch (type) {
    case 'Compartment':
    case 'ReservedSeat': {
      // Berths 1–36 in bays of four (odd lower, even upper); in a плацкарт 37–54 run along the side.
      const bays = Math.ceil(Math.min(seats, 36) / 4);
      for (let bay = 0; bay < bays; bay++) {
        for (let i = 0; i < 4; i++) push(bay * 4 + i + 1, bay * 2 + (i >> 1), i & 1);
      }
      if (type === 'ReservedSeat') {
        for (let n = 37; n <= seats; n++) {
          const k = 54 - n;
          push(n, Math.floor(k / 2) * 2, 3 + ((n + 1) & 1));
        }
      }
      break;
    }
    case 'Luxury':
    case 'Soft':
      // СВ and люкс: two berths per compartment, side by side.
      for (let n = 1; n <= seats; n++) push(n, n - 1, 0);
      break;
    default: {
      // Sitting cars: rows of four, two by the window on each side of the aisle.
      for (let n = 1; n <= seats; n++) {
        const i = n - 1;
        const seat = i % 4;
        push(n, Math.floor(i / 4), seat < 2 ? seat : seat + 1);
      }
    }
  }
  return placed;
}

/** Our schema ids name the layout: car type and number of places, e.g. 'Compartment-36'. */
export function schemaIdOf(type: CarType, seats: number, twoStorey: boolean): string {
  return `${type}-${seats}${twoStorey ? '-2' : ''}`;
}

export function parseSchemaId(
  id: string,
): { type: CarType; seats: number; twoStorey: boolean } | null {
  const m = /^(Compartment|ReservedSeat|Luxury|Soft|Sedentary|Shared)-(\d{1,3})(-2)?$/.exec(id);
  if (!m) return null;
  const seats = Number(m[2]);
  if (seats < 1 || seats > 120) return null;
  return { type: m[1] as CarType, seats, twoStorey: m[3] !== undefined };
}

export type Berth = 'lower' | 'upper' | 'sideLower' | 'sideUpper';

export const berthLabels: Record<Berth, string> = {
  lower: 'нижнее',
  upper: 'верхнее',
  sideLower: 'нижнее боковое',
  sideUpper: 'верхнее боковое',
};

/**
 * The berth a place number stands for in a sleeping car: odd numbers are lower, even upper (so
 * on each storey of a two-storey car), and in a плацкарт 37–54 run along the side. СВ and люкс
 * have lower berths only; sitting cars have seats, not berths.
 */
export function berthOf(type: CarType, number: number): Berth | null {
  switch (type) {
    case 'Compartment':
    case 'ReservedSeat': {
      const lower = number % 2 === 1;
      if (type === 'ReservedSeat' && number > 36) return lower ? 'sideLower' : 'sideUpper';
      return lower ? 'lower' : 'upper';
    }
    case 'Luxury':
    case 'Soft':
      return 'lower';
    default:
      return null;
  }
}

/** What kind of place a plan shows: a berth, or a seat of a sitting car. */
export type PlanPlaceKind = Berth | 'seat';

/** A car's plan in one view: its size and the rectangle each place occupies. */
export type CarPlanGeometry = {
  width: number;
  height: number;
  places: {
    number: number;
    kind: PlanPlaceKind;
    x: number;
    y: number;
    width: number;
    height: number;
  }[];
};

const CELL = 34;
const GAP = 4;

/**
 * Where every place of a car is drawn in a view: desktop views run along the screen, mobile
 * ones down it; a two-storey car shows one storey at a time, the lower half of its numbers
 * first. Null for a second storey the car does not have.
 */
export function carPlanGeometry(
  type: CarType,
  seats: number,
  twoStorey: boolean,
  view: { mobile: boolean; upper: boolean },
): CarPlanGeometry | null {
  if (view.upper && !twoStorey) return null;
  const perStorey = twoStorey ? Math.ceil(seats / 2) : seats;
  const offset = view.upper ? perStorey : 0;
  const placed = carLayout(type, perStorey);
  const columns = Math.max(...placed.map((s) => s.column)) + 1;
  const length = columns * (CELL + GAP) + GAP;
  // Across the car: the compartments, the corridor and, where there are any, the side places.
  const across = Math.max(3, Math.max(...placed.map((s) => s.row)) + 1) * (CELL + GAP) + GAP;
  const places = placed.map((s): CarPlanGeometry['places'][number] => {
    const along = GAP + s.column * (CELL + GAP);
    const side = GAP + s.row * (CELL + GAP);
    const [x, y] = view.mobile ? [side, along] : [along, side];
    const number = s.number + offset;
    return { number, kind: berthOf(type, number) ?? 'seat', x, y, width: CELL, height: CELL };
  });
  return view.mobile
    ? { width: across, height: length, places }
    : { width: length, height: across, places };
}
