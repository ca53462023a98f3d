import { berthOf, carLayout } from '@peresadka/contracts/car-layout';
import type { CarType } from '@peresadka/contracts/enums';

/** What a car is, as far as its places go: its plan (CarScheme) is named by this alone. */
export type CarShape = { type: CarType; seats: number; twoStorey: boolean };

export type PlaceKind = 'lower' | 'upper' | 'sideLower' | 'sideUpper' | 'seat';

/**
 * A numbered place: its storey, its cell on that storey's plan (column along the car, row
 * across it, as `carLayout` places them) and the compartment or bay it shares with its
 * neighbours, which seating fills first.
 */
export type PlanPlace = {
  number: number;
  storey: 1 | 2;
  column: number;
  row: number;
  kind: PlaceKind;
  cabin: number;
};

const plans = new Map<string, readonly PlanPlace[]>();

/**
 * Every place of a car. A two-storey car numbers its first storey first (the lower half of the
 * numbers), each storey laid out as a car of its own; its cabins are told apart by storey.
 */
export function carPlan(shape: CarShape): readonly PlanPlace[] {
  const key = `${shape.type}-${shape.seats}-${shape.twoStorey}`;
  let plan = plans.get(key);
  if (!plan) {
    const first = shape.twoStorey ? Math.ceil(shape.seats / 2) : shape.seats;
    plan = [
      ...storey(shape.type, first, 1, 0),
      ...storey(shape.type, shape.seats - first, 2, first),
    ];
    plans.set(key, plan);
  }
  return plan;
}

function storey(type: CarType, seats: number, storey: 1 | 2, offset: number): PlanPlace[] {
  if (seats === 0) return [];
  return carLayout(type, seats).map(({ number, column, row }) => {
    // By the car's own number, as carPlanGeometry and the blank name the berth.
    const kind = berthOf(type, number + offset) ?? 'seat';
    // Sleepers share a compartment (a bay in a плацкарт) two columns wide; seats a row across.
    const cabin = (kind === 'seat' ? column : column >> 1) + (storey - 1) * 1000;
    return { number: number + offset, storey, column, row, kind, cabin };
  });
}

/** Lower berths, side ones included, count for LowerPlaceQuantity; upper ones likewise. */
export const isLower = (kind: PlaceKind): boolean => kind === 'lower' || kind === 'sideLower';
export const isUpper = (kind: PlaceKind): boolean => kind === 'upper' || kind === 'sideUpper';
export const isSide = (kind: PlaceKind): boolean => kind === 'sideLower' || kind === 'sideUpper';
