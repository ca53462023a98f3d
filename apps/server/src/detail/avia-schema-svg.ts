import type { SeatMapRow } from '@peresadka/geo/demo-timetable/demo-feed';

const SEAT = 30;
const GAP = 4;
const AISLE = 22;
const ROW_LABEL = 26;

/**
 * The cabin plan of an aircraft (SPEC §7 avia_schema), nose at the top: rows numbered down the
 * side, one aisle down the middle of each row (A B C | D E F, A C | D E F), business rows wider.
 */
export function aviaSchemaSvg(rows: readonly SeatMapRow[], taken: ReadonlySet<string>): string {
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
    let x = ROW_LABEL + (width - ROW_LABEL - widthOf(row)) / 2;
    body.push(
      `<text x="${GAP}" y="${y + size / 2 + 5}" font-size="12" fill="#5a6470">${row.row}</text>`,
    );
    row.seats.forEach((letter, i) => {
      if (i === Math.floor(row.seats.length / 2)) x += AISLE;
      const code = `${row.row}${letter}`;
      const free = !taken.has(code);
      body.push(
        `<g class="seat ${free ? 'seat--free' : 'seat--taken'}" data-seat="${code}" data-free="${free}">` +
          `<title>Место ${code}${free ? ', свободно' : ', занято'}</title>` +
          `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="5" fill="${free ? (row.serviceClass === 'Business' ? '#0b5cad' : '#2e7d32') : '#b0b7c0'}"/>` +
          `<text x="${x + size / 2}" y="${y + size / 2 + 4}" text-anchor="middle" font-size="11" fill="#fff">${letter}</text>` +
          `</g>`,
      );
      x += size + GAP;
    });
    y += size + GAP;
  }
  const height = y + GAP;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Схема салона самолёта">` +
    `<rect x="0" y="0" width="${width}" height="${height}" rx="${width / 2}" ry="40" fill="#f3f5f8" stroke="#5a6470"/>` +
    body.join('') +
    `</svg>`
  );
}
