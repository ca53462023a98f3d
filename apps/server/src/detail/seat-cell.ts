import { formatRubles } from '@peresadka/contracts/money';

/** A place on a plan as the page and a screen reader meet it. */
export type SeatCell = {
  /** The place number the order sends: '12', '12A'. */
  seat: string;
  free: boolean;
  /** «нижнее», «у окна»…; null when there is nothing to say. */
  kind: string | null;
  /** What one adult pays for it; null when the plan is drawn without a ride. */
  price: number | null;
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  caption: string;
  fontSize: number;
};

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * One place as an SVG button: a free place is focusable and named by its number, kind and price
 * («Место 12, нижнее, 3 450 ₽»), so the page can make it choosable by mouse, keyboard and
 * screen reader alike; a taken one is named as taken and disabled.
 */
export function seatCell(c: SeatCell): string {
  const name = [
    `Место ${c.seat}`,
    c.kind,
    c.free ? (c.price === null ? null : formatRubles(c.price)) : 'занято',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    `<g class="seat ${c.free ? 'seat--free' : 'seat--taken'}" data-seat="${escape(c.seat)}" data-free="${c.free}" ` +
    `role="button" tabindex="${c.free ? 0 : -1}" aria-disabled="${!c.free}" aria-label="${escape(name)}">` +
    `<title>${escape(name)}</title>` +
    `<rect x="${c.x}" y="${c.y}" width="${c.width}" height="${c.height}" rx="4" fill="${c.free ? c.fill : '#b0b7c0'}"/>` +
    `<text x="${c.x + c.width / 2}" y="${c.y + c.height / 2 + c.fontSize / 3}" text-anchor="middle" font-size="${c.fontSize}" fill="#fff" aria-hidden="true">${escape(c.caption)}</text>` +
    `</g>`
  );
}
