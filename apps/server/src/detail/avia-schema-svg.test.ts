import type { SeatMapRow } from '@peresadka/contracts/trip-properties';
import { formatRubles } from '@peresadka/contracts/money';
import { describe, expect, it } from 'vitest';
import { seatChoicePrice } from '../pricing/extras.ts';
import { aviaSchemaSvg, rowsText } from './avia-schema-svg.ts';

const rows: SeatMapRow[] = [
  { row: 1, seats: ['A', 'C', 'D', 'F'], serviceClass: 'Business' },
  { row: 2, seats: ['A', 'B', 'C', 'D', 'E', 'F'], serviceClass: 'Economic' },
  { row: 3, seats: ['A', 'B', 'C', 'D', 'E', 'F'], serviceClass: 'Economic', exit: true },
  { row: 6, seats: ['A', 'B', 'C', 'D', 'E', 'F'], serviceClass: 'Economic' },
];

/** Each seat's state and name as the page and a screen reader meet them. */
function seats(svg: string) {
  return new Map(
    [...svg.matchAll(/<g class="seat ([\w-]+)" data-seat="(\w+)"[^>]*aria-label="([^"]+)"/g)].map(
      (m) => [m[2]!, { state: m[1]!, name: m[3]! }],
    ),
  );
}

describe('cabin plan', () => {
  it('shows the business cabin to an economy passenger, closed and saying why', () => {
    const { svg, legend } = aviaSchemaSvg(rows, new Set(['2A']), {
      cabin: 'Economic',
      priceOf: seatChoicePrice,
    });
    const plan = seats(svg);
    expect(plan.get('1C')).toEqual({
      state: 'seat--closed',
      name: 'Место 1C, у прохода, бизнес-класс, не входит в ваш тариф',
    });
    expect(svg).toMatch(/data-seat="1C" data-free="false"[^>]*tabindex="-1" aria-disabled="true"/);
    expect(plan.get('2A')!.name).toBe('Место 2A, у окна, занято');
    expect(plan.get('2B')).toEqual({
      state: 'seat--free',
      name: `Место 2B, посередине, ${formatRubles(900_00)}`,
    });
    expect(plan.get('3F')!.name).toBe(
      `Место 3F, у окна, у аварийного выхода, ${formatRubles(1_200_00)}`,
    );
    expect(plan.get('6C')!.name).toBe(`Место 6C, у прохода, ${formatRubles(400_00)}`);
    expect(legend).toEqual([
      { mark: 'seat', colour: '#2e7d32', text: `${formatRubles(400_00)} — ряд 6` },
      { mark: 'seat', colour: '#00796b', text: `${formatRubles(900_00)} — ряд 2` },
      { mark: 'seat', colour: '#7b1fa2', text: `${formatRubles(1_200_00)} — ряд 3` },
      { mark: 'closed', colour: '#0b5cad', text: 'Бизнес-класс (ряд 1) — не входит в ваш тариф' },
      {
        mark: 'exit',
        colour: '#c62828',
        text: 'Аварийный выход: больше места для ног, только для взрослых без детей',
      },
    ]);
    // Both walls of the exit row are marked, and its six seats say so for the page to close.
    expect(svg.match(/class="exit-mark"/g)).toHaveLength(2);
    expect([...svg.matchAll(/data-seat="(\w+)"[^>]*data-exit="true"/g)].map((m) => m[1])).toEqual([
      '3A',
      '3B',
      '3C',
      '3D',
      '3E',
      '3F',
    ]);
  });

  it('says «бесплатно» of a seat that comes with a business fare, and closes economy', () => {
    const { svg, legend } = aviaSchemaSvg(rows, new Set(), {
      cabin: 'Business',
      priceOf: seatChoicePrice,
    });
    expect(seats(svg).get('1A')!.name).toBe('Место 1A, у окна, бизнес-класс, бесплатно');
    expect(seats(svg).get('6A')!.state).toBe('seat--closed');
    expect(legend.map((l) => l.text).slice(0, 2)).toEqual([
      'бесплатно — ряд 1',
      'Эконом-класс (ряды 2–3, 6) — не входит в ваш тариф',
    ]);
  });

  it('words runs of rows', () => {
    expect(rowsText([7, 1, 2, 3, 5])).toBe('ряды 1–3, 5, 7');
    expect(rowsText([4])).toBe('ряд 4');
  });
});
