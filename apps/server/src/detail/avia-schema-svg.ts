import type { CabinClass, SeatMapRow } from '@peresadka/contracts/trip-properties';
import { seatCell } from './seat-cell.ts';

const SEAT = 30;
const GAP = 4;
const AISLE = 22;
const ROW_LABEL = 26;

/** Where a seat sits in its row, as travellers choose: by the window, by the aisle, between. */
function seatKind(row: SeatMapRow, index: number): string {
  const last = row.seats.length - 1;
  const half = Math.floor(row.seats.length / 2);
  if (index === 0 || index === last) return 'у окна';
  if (index === half - 1 || index === half) return 'у прохода';
  return 'посередине';
}

/**
 * The cabin plan of an aircraft (SPEC §7 avia_schema), nose at the top: rows numbered down the
 * side, one aisle down the middle of each row (A B C | D E F), business rows wider. Every seat
 * is a button named by its place and price; seats taken, or of another cabin than the one sold
 * (`cabin`), are disabled.
 */
export function aviaSchemaSvg(
  rows: readonly SeatMapRow[],
  taken: ReadonlySet<string>,
  /** The price of choosing each seat for the flight drawn; none when drawn without a flight. */
  options: { cabin?: CabinClass; priceOf?: (row: SeatMapRow) => number } = {},
): string {
  const widthOf = (row: SeatMapRow) => {
    const scale = row.serviceClass === 'Business' ? 1.3 : 1;
    return row.seats.length * (SEAT * scale + GAP) + AISLE;
  };
  const width = ROW_LABEL + Math.max(...rows.map(widthOf)) + GAP * 2;
  let y = GAP + 20;
  const body: string[] = [];
  for (const row of rows) {
    const scale = row.serviceClass === 'Business' ? 1.3 : 1;
    const size = SEAT * scale;
    const sold = options.cabin === undefined || options.cabin === row.serviceClass;
    let x = ROW_LABEL + (width - ROW_LABEL - widthOf(row)) / 2;
    body.push(
      `<text x="${GAP}" y="${y + size / 2 + 5}" font-size="12" fill="#5a6470" aria-hidden="true">${row.row}</text>`,
    );
    row.seats.forEach((letter, i) => {
      if (i === Math.floor(row.seats.length / 2)) x += AISLE;
      const code = `${row.row}${letter}`;
      body.push(
        seatCell({
          seat: code,
          free: sold && !taken.has(code),
          kind: `${seatKind(row, i)}${row.serviceClass === 'Business' ? ', бизнес-класс' : ''}`,
          price: options.priceOf ? options.priceOf(row) : null,
          x,
          y,
          width: size,
          height: size,
          fill: row.serviceClass === 'Business' ? '#0b5cad' : '#2e7d32',
          caption: letter,
          fontSize: 11,
        }),
      );
      x += size + GAP;
    });
    y += size + GAP;
  }
  const height = y + GAP;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="group" aria-label="Схема салона самолёта">` +
    `<rect x="0" y="0" width="${width}" height="${height}" rx="${width / 2}" ry="40" fill="#f3f5f8" stroke="#5a6470" aria-hidden="true"/>` +
    body.join('') +
    `</svg>`
  );
}
