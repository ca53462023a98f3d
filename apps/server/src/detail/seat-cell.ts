import { formatRubles } from '@peresadka/contracts/money';

/** A place on a plan as the page and a screen reader meet it. */
export type SeatCell = {
  /** The place number the order sends: '12', '12A'. */
  seat: string;
  free: boolean;
  /**
   * Why a place that is not taken still cannot be chosen («бизнес-класс, не входит в тариф»);
   * said instead of «занято», and drawn apart from a taken place.
   */
  closed?: string;
  /** In a row at an emergency exit: the page closes it to children and adults with a lap infant. */
  exit?: boolean;
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

/** A place that comes with the fare says so rather than «0 ₽». */
export const priceText = (price: number): string =>
  price === 0 ? 'бесплатно' : formatRubles(price);

/**
 * One place as an SVG button: a free place is focusable and named by its number, kind and price
 * («Место 12, нижнее, 3 450 ₽»), so the page can make it choosable by mouse, keyboard and
 * screen reader alike; a taken one is named as taken and disabled.
 */
export function seatCell(c: SeatCell): string {
  const closed = !c.free && c.closed !== undefined;
  const name = [
    `Место ${c.seat}`,
    c.kind,
    c.free ? (c.price === null ? null : priceText(c.price)) : (c.closed ?? 'занято'),
  ]
    .filter(Boolean)
    .join(', ');
  const state = c.free ? 'seat--free' : closed ? 'seat--closed' : 'seat--taken';
  // A closed place keeps its cabin's colour as an outline, so the eye still reads the cabin.
  const paint = c.free
    ? `fill="${c.fill}"`
    : closed
      ? `fill="#ffffff" stroke="${c.fill}" stroke-width="2" stroke-dasharray="4 3"`
      : `fill="#b0b7c0"`;
  return (
    `<g class="seat ${state}" data-seat="${escape(c.seat)}" data-free="${c.free}"${c.exit ? ' data-exit="true"' : ''} ` +
    `role="button" tabindex="${c.free ? 0 : -1}" aria-disabled="${!c.free}" aria-label="${escape(name)}">` +
    `<title>${escape(name)}</title>` +
    `<rect x="${c.x}" y="${c.y}" width="${c.width}" height="${c.height}" rx="4" ${paint}/>` +
    `<text x="${c.x + c.width / 2}" y="${c.y + c.height / 2 + c.fontSize / 3}" text-anchor="middle" font-size="${c.fontSize}" fill="${closed ? c.fill : '#fff'}" aria-hidden="true">${escape(c.caption)}</text>` +
    `</g>`
  );
}
