import { isLowerBerth, type CarLayout } from './car-layouts.ts';

/**
 * The plan's helpers for a group: places for everyone at once, taken from the free ones. Each
 * returns the places in the order the travellers get them, or null when the car has no such
 * places for all of them.
 */

/** `need` berths of one compartment, lower ones first: a family travelling together. */
export function oneCompartment(
  layout: CarLayout,
  free: ReadonlySet<number>,
  need: number,
): number[] | null {
  if (layout.kind !== 'berths' || need < 1) return null;
  for (const storey of layout.storeys) {
    for (const bay of storey.bays) {
      const open = bay.main.filter((p) => free.has(p.number));
      if (open.length >= need) {
        // `main` lists the lower berths first.
        return open.slice(0, need).map((p) => p.number);
      }
    }
  }
  return null;
}

/**
 * `need` lower berths, as few compartments apart as the car allows: the compartments with the
 * most free lower berths first, the side ones after the compartments'.
 */
export function lowerBerths(
  layout: CarLayout,
  free: ReadonlySet<number>,
  need: number,
): number[] | null {
  if (layout.kind !== 'berths' || need < 1) return null;
  const bays = layout.storeys.flatMap((storey) => storey.bays);
  const lowerIn = (places: CarLayout['storeys'][number]['bays'][number]['main']) =>
    places.filter((p) => isLowerBerth(p.berth) && free.has(p.number)).map((p) => p.number);
  const inCarOrder = bays.map((bay) => ({ main: lowerIn(bay.main), side: lowerIn(bay.side) }));
  const fullestFirst = [...inCarOrder].sort((a, b) => b.main.length - a.main.length);
  const chosen = [
    ...fullestFirst.flatMap((bay) => bay.main),
    ...inCarOrder.flatMap((bay) => bay.side),
  ].slice(0, need);
  return chosen.length === need ? chosen : null;
}
