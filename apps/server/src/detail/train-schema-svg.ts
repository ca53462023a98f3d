import type { TrainSchemaType } from '@peresadka/contracts/enums';
import { carTypeLabels } from '@peresadka/contracts/enums';
import { carLayout, parseSchemaId, type PlacedSeat } from './car-layout.ts';

const CELL = 34;
const GAP = 4;

/**
 * The SVG plan of one car (SPEC §7 train_schema): places numbered, free ones marked for the
 * page to make clickable, taken ones greyed. Desktop plans run along the screen, mobile ones
 * down it. A two-storey car shows one storey at a time: the lower half of its numbers first.
 * Null for a schema id we do not know.
 */
export function trainSchemaSvg(
  schemaId: string,
  variant: TrainSchemaType,
  taken: ReadonlySet<string>,
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
  const width = 5 * (CELL + GAP) + GAP;
  const [w, h] = mobile ? [width, length] : [length, width];
  const label = `${carTypeLabels[schema.type]}${schema.twoStorey ? (upper ? ', второй этаж' : ', первый этаж') : ''}`;

  const cells = seats
    .map((s) => {
      const along = GAP + s.column * (CELL + GAP);
      const across = GAP + s.row * (CELL + GAP);
      const [x, y] = mobile ? [across, along] : [along, across];
      const free = !taken.has(String(s.number));
      return (
        `<g class="seat ${free ? 'seat--free' : 'seat--taken'}" data-seat="${s.number}" data-free="${free}">` +
        `<title>Место ${s.number}${free ? ', свободно' : ', занято'}</title>` +
        `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" rx="4" fill="${free ? '#2e7d32' : '#b0b7c0'}"/>` +
        `<text x="${x + CELL / 2}" y="${y + CELL / 2 + 5}" text-anchor="middle" font-size="14" fill="#fff">${s.number}</text>` +
        `</g>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="Схема вагона: ${label}">` +
    `<rect x="0" y="0" width="${w}" height="${h}" rx="8" fill="#f3f5f8" stroke="#5a6470"/>` +
    cells +
    `</svg>`
  );
}
