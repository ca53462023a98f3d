import type { Mode } from '@peresadka/engine/timetable/source';
import { kopecks, type Kopecks } from '@peresadka/engine/units';

/**
 * Our fee as a sub-agent, added to the carrier's fare in every price we show (SPEC §1: prices
 * include a service fee). A share of the fare with a floor, so cheap suburban and bus tickets
 * still carry the cost of selling them; rounded up to whole rubles. A child on an adult's lap
 * travels free and costs us no sale, so a free fare carries no fee.
 */
const rules: Record<Mode, { percent: number; minimum: number }> = {
  PLANE: { percent: 4, minimum: 150_00 },
  TRAIN: { percent: 3, minimum: 90_00 },
  BUS: { percent: 5, minimum: 40_00 },
};

export function serviceFee(mode: Mode, fare: Kopecks): Kopecks {
  if (fare === 0) return kopecks(0);
  const { percent, minimum } = rules[mode];
  const fee = Math.max(minimum, (fare * percent) / 100);
  return kopecks(Math.ceil(fee / 100) * 100);
}
