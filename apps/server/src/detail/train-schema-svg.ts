import { carTypeLabels } from '@peresadka/contracts/search-labels';
import type { TrainSchemaType } from '@peresadka/contracts/enums';
import {
  berthLabels,
  berthOf,
  carLayout,
  parseSchemaId,
  type PlacedSeat,
} from '@peresadka/contracts/car-layout';
import { seatCell } from './seat-cell.ts';

const CELL = 34;
const GAP = 4;

/**
 * The SVG plan of one car (SPEC §7 train_schema): every place a button named by its number,
 * berth and price, taken ones disabled. Desktop plans run along the screen, mobile ones down
 * it. A two-storey car shows one storey at a time: the lower half of its numbers first.
 * Null for a schema id we do not know.
 */
export function trainSchemaSvg(
  schemaId: string,
  variant: TrainSchemaType,
  taken: ReadonlySet<string>,
  /** What one adult pays for a place in this car, when the plan is of a ride's car. */
  price: number | null = null,
): string | null {
  const schema = parseSchemaId(schemaId);
  if (!schema) return null;
  const upper = variant.endsWith('SecondStorey');
  if (upper && !schema.twoStorey) return null;
  const perStorey = schema.twoStorey ? Math.ceil(schema.seats / 2) : schema.seats;
  const offset = upper ? perStorey : 0;
  const seats: PlacedSeat[] = carLayout(schema.type, perStorey).map((s) => ({
    ...s,
    number: s.number + offset,
  }));
  const mobile = variant.startsWith('Mobile');
  const columns = Math.max(...seats.map((s) => s.column)) + 1;
  const length = columns * (CELL + GAP) + GAP;
  // Across the car: the compartments, the corridor and, where there are any, the side places.
  const across = Math.max(3, Math.max(...seats.map((s) => s.row)) + 1);
  const width = across * (CELL + GAP) + GAP;
  const [w, h] = mobile ? [width, length] : [length, width];
  const label = `${carTypeLabels[schema.type]}${schema.twoStorey ? (upper ? ', второй этаж' : ', первый этаж') : ''}`;

  const cells = seats
    .map((s) => {
      const along = GAP + s.column * (CELL + GAP);
      const across = GAP + s.row * (CELL + GAP);
      const [x, y] = mobile ? [across, along] : [along, across];
      const berth = berthOf(schema.type, s.number);
      return seatCell({
        seat: String(s.number),
        free: !taken.has(String(s.number)),
        kind: berth ? berthLabels[berth] : null,
        price,
        x,
        y,
        width: CELL,
        height: CELL,
        fill: '#2e7d32',
        caption: String(s.number),
        fontSize: 14,
      });
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="group" aria-label="Схема вагона: ${label}">` +
    `<rect x="0" y="0" width="${w}" height="${h}" rx="8" fill="#f3f5f8" stroke="#5a6470" aria-hidden="true"/>` +
    cells +
    `</svg>`
  );
}
