/**
 * Amounts worded as Russian's own locale words them (`Intl.NumberFormat('ru-RU')`): thousands
 * apart by a no-break space, a decimal comma. Written out by hand: creating an Intl formatter
 * is among the costliest things a phone's page does at load, and these rules are all it used.
 */
const grouped = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

const sign = (kopecks: number) => (kopecks < 0 ? '-' : '');

/** Kopecks as the price a Russian reads: «2 890 ₽» (the site and the server's texts alike). */
export const formatRubles = (kopecks: number): string =>
  // Half a ruble rounds away from zero, as the locale's formatter rounds it.
  `${sign(kopecks)}${grouped(Math.round(Math.abs(kopecks) / 100))} ₽`;

/** Kopecks to the kopeck, without the sign of the currency: «4 120,80». */
export function rublesAndKopecks(kopecks: number): string {
  const whole = Math.round(Math.abs(kopecks));
  return `${sign(kopecks)}${grouped(Math.floor(whole / 100))},${String(whole % 100).padStart(2, '0')}`;
}

/** To the kopeck, with the sign of the currency: «40,00 ₽» (a fee, a balance). */
export const formatKopecks = (kopecks: number): string => `${rublesAndKopecks(kopecks)}\u00a0₽`;
