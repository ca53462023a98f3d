/**
 * Amounts worded as Russian's own locale words them (`Intl.NumberFormat('ru-RU')`): thousands
 * apart by a no-break space, a decimal comma. Written out by hand: creating an Intl formatter
 * is among the costliest things a phone's page does at load, and these rules are all it used.
 */
const grouped = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/**
 * Every amount a person reads — pages, tickets, letters, receipts — exactly as it is charged
 * or refunded: «2 002,80 ₽», and «2 890 ₽», «0 ₽» when whole. Kopecks are never rounded away:
 * a rounded refund promises a kopeck that never comes. A no-break space holds «₽» to its
 * number, so the sign never wraps onto a line of its own.
 */
export function formatRubles(kopecks: number): string {
  const whole = Math.round(Math.abs(kopecks));
  const rest = whole % 100;
  const fraction = rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`;
  return `${kopecks < 0 ? '-' : ''}${grouped(Math.floor(whole / 100))}${fraction}\u00a0₽`;
}
