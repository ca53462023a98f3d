import type { AviaSchemaLegendItem } from '@peresadka/contracts/avia-schema';
import type { CabinClass, SeatMapRow } from '@peresadka/contracts/trip-properties';
import { priceText, seatCell } from './seat-cell.ts';

const SEAT = 30;
const GAP = 4;
const AISLE = 22;
const ROW_LABEL = 26;
/** The mark drawn by the wall at each end of an exit row. */
const EXIT_MARK = 6;

const CABIN_COLOUR: Record<CabinClass, string> = { Business: '#0b5cad', Economic: '#2e7d32' };
/** Seats for sale by what choosing them costs, cheapest first, none a cabin's blue; white text reads on each. */
const PRICE_COLOURS = ['#2e7d32', '#00796b', '#7b1fa2', '#b34700', '#455a64'];
const EXIT_COLOUR = '#c62828';
const CLOSED_COLOUR = '#0b5cad';

const cabinNames: Record<CabinClass, string> = {
  Business: 'бизнес-класс',
  Economic: 'эконом-класс',
};

/** Where a seat sits in its row, as travellers choose: by the window, by the aisle, between. */
function seatKind(row: SeatMapRow, index: number): string {
  const last = row.seats.length - 1;
  const half = Math.floor(row.seats.length / 2);
  if (index === 0 || index === last) return 'у окна';
  if (index === half - 1 || index === half) return 'у прохода';
  return 'посередине';
}

/** «ряд 4», «ряды 1–5, 8, 11–30». */
export function rowsText(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const n of sorted) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  const text = runs.map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)).join(', ');
  return `${sorted.length === 1 ? 'ряд' : 'ряды'} ${text}`;
}

export type AviaSchemaDrawing = { svg: string; legend: AviaSchemaLegendItem[] };

/**
 * The cabin plan of an aircraft (SPEC §7 avia_schema), nose at the top: rows numbered down the
 * side, one aisle down the middle of each row (A B C | D E F), business rows wider, rows at an
 * emergency exit marked by the walls. Every seat is a button named by its place and price; a
 * seat for sale is coloured by what choosing it costs, so the legend says each seat's price.
 * Seats taken are disabled; seats of another cabin than the one sold (`cabin`) are drawn apart
 * and disabled, named by why.
 */
export function aviaSchemaSvg(
  rows: readonly SeatMapRow[],
  taken: ReadonlySet<string>,
  /** The price of choosing each seat for the flight drawn; none when drawn without a flight. */
  options: { cabin?: CabinClass; priceOf?: (row: SeatMapRow) => number } = {},
): AviaSchemaDrawing {
  const sold = (row: SeatMapRow) =>
    options.cabin === undefined || options.cabin === row.serviceClass;
  const priceOf = options.priceOf;
  const prices = priceOf ? [...new Set(rows.filter(sold).map(priceOf))].sort((a, b) => a - b) : [];
  const colourOf = (row: SeatMapRow) =>
    priceOf
      ? PRICE_COLOURS[Math.min(prices.indexOf(priceOf(row)), PRICE_COLOURS.length - 1)]!
      : CABIN_COLOUR[row.serviceClass];

  const widthOf = (row: SeatMapRow) => {
    const scale = row.serviceClass === 'Business' ? 1.3 : 1;
    return row.seats.length * (SEAT * scale + GAP) + AISLE;
  };
  const width = ROW_LABEL + Math.max(...rows.map(widthOf)) + GAP * 2 + EXIT_MARK * 2;
  let y = GAP + 20;
  const body: string[] = [];
  for (const row of rows) {
    const scale = row.serviceClass === 'Business' ? 1.3 : 1;
    const size = SEAT * scale;
    const open = sold(row);
    const left = ROW_LABEL + (width - ROW_LABEL - widthOf(row)) / 2;
    let x = left;
    body.push(
      `<text x="${GAP}" y="${y + size / 2 + 5}" font-size="12" fill="#5a6470" aria-hidden="true">${row.row}</text>`,
    );
    if (row.exit) {
      for (const at of [left - EXIT_MARK - GAP, left + widthOf(row) + GAP - 2]) {
        body.push(
          `<rect class="exit-mark" x="${at}" y="${y}" width="${EXIT_MARK}" height="${size}" rx="2" fill="${EXIT_COLOUR}" aria-hidden="true"/>`,
        );
      }
    }
    // A closed seat names its cabin in why it is closed.
    const other = open && row.serviceClass === 'Business' ? ', бизнес-класс' : '';
    const exit = row.exit ? ', у аварийного выхода' : '';
    row.seats.forEach((letter, i) => {
      if (i === Math.floor(row.seats.length / 2)) x += AISLE;
      const code = `${row.row}${letter}`;
      body.push(
        seatCell({
          seat: code,
          free: open && !taken.has(code),
          ...(row.exit ? { exit: true } : {}),
          ...(open ? {} : { closed: `${cabinNames[row.serviceClass]}, не входит в ваш тариф` }),
          kind: `${seatKind(row, i)}${other}${exit}`,
          price: priceOf ? priceOf(row) : null,
          x,
          y,
          width: size,
          height: size,
          fill: open ? colourOf(row) : CLOSED_COLOUR,
          caption: letter,
          fontSize: 11,
        }),
      );
      x += size + GAP;
    });
    y += size + GAP;
  }
  const height = y + GAP;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="group" aria-label="Схема салона самолёта">` +
    `<rect x="0" y="0" width="${width}" height="${height}" rx="${width / 2}" ry="40" fill="#f3f5f8" stroke="#5a6470" aria-hidden="true"/>` +
    body.join('') +
    `</svg>`;
  return { svg, legend: legendOf(rows, sold, priceOf, prices, colourOf) };
}

/** What the colours and marks of this plan mean: each price with its rows, closed cabins, exits. */
function legendOf(
  rows: readonly SeatMapRow[],
  sold: (row: SeatMapRow) => boolean,
  priceOf: ((row: SeatMapRow) => number) | undefined,
  prices: readonly number[],
  colourOf: (row: SeatMapRow) => string,
): AviaSchemaLegendItem[] {
  const legend: AviaSchemaLegendItem[] = [];
  if (priceOf) {
    for (const price of prices) {
      const tier = rows.filter((r) => sold(r) && priceOf(r) === price);
      legend.push({
        mark: 'seat',
        colour: colourOf(tier[0]!),
        text: `${priceText(price)} — ${rowsText(tier.map((r) => r.row))}`,
      });
    }
  }
  for (const cabin of ['Business', 'Economic'] as const) {
    const closed = rows.filter((r) => !sold(r) && r.serviceClass === cabin);
    if (closed.length > 0) {
      legend.push({
        mark: 'closed',
        colour: CLOSED_COLOUR,
        text: `${cabinNames[cabin][0]!.toUpperCase()}${cabinNames[cabin].slice(1)} (${rowsText(closed.map((r) => r.row))}) — не входит в ваш тариф`,
      });
    }
  }
  if (rows.some((r) => r.exit)) {
    legend.push({
      mark: 'exit',
      colour: EXIT_COLOUR,
      text: 'Аварийный выход: больше места для ног, только для взрослых без детей',
    });
  }
  return legend;
}
