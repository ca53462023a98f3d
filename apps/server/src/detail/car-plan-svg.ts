import { berthLabels } from '@peresadka/contracts/car-layout';
import type { TrainSchemaType } from '@peresadka/contracts/enums';
import { carTypeLabels } from '@peresadka/contracts/search-labels';
import type { CarPlan } from '../suppliers/train-supplier.ts';
import { seatCell } from './seat-cell.ts';

/**
 * The SVG plan of one car (SPEC §7 train_schema), drawn by us from where the supplier's plan
 * puts each place: every place a button named by its number, berth and price, taken ones
 * disabled — so a plan reads the same whoever supplied it.
 */
export function carPlanSvg(
  plan: CarPlan,
  view: TrainSchemaType,
  isFree: (place: number) => boolean,
  /** What one adult pays for a place in this car, when the plan is of a ride's car. */
  price: number | null = null,
): string {
  const { width: w, height: h } = plan;
  const storey = !plan.twoStorey
    ? ''
    : view.endsWith('SecondStorey')
      ? ', второй этаж'
      : ', первый этаж';
  const label = `${carTypeLabels[plan.carType]}${storey}`;
  const cells = plan.places
    .map((p) =>
      seatCell({
        seat: String(p.number),
        free: isFree(p.number),
        kind: p.kind === 'seat' ? null : berthLabels[p.kind],
        price,
        x: p.x,
        y: p.y,
        width: p.width,
        height: p.height,
        fill: '#2e7d32',
        caption: String(p.number),
        fontSize: 14,
      }),
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="group" aria-label="Схема вагона: ${label}">` +
    `<rect x="0" y="0" width="${w}" height="${h}" rx="8" fill="#f3f5f8" stroke="#5a6470" aria-hidden="true"/>` +
    cells +
    `</svg>`
  );
}
