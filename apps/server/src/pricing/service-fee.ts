import type { Mode } from '@peresadka/engine/timetable/source';

/**
 * Our fee as a sub-agent, added to the carrier's fare in every price we show (SPEC §1: prices
 * include a service fee). A share of the fare with a floor, so cheap suburban and bus tickets
 * still carry the cost of selling them; all in kopecks, rounded up to whole rubles.
 */
const rules: Record<Mode, { percent: number; minimum: number }> = {
  PLANE: { percent: 4, minimum: 150_00 },
  TRAIN: { percent: 3, minimum: 90_00 },
  BUS: { percent: 5, minimum: 40_00 },
};

export function serviceFee(mode: Mode, fare: number): number {
  const { percent, minimum } = rules[mode];
  const fee = Math.max(minimum, (fare * percent) / 100);
  return Math.ceil(fee / 100) * 100;
}

/** What the traveller pays for one place: fare + fee. */
export const totalPrice = (mode: Mode, fare: number): number => fare + serviceFee(mode, fare);
