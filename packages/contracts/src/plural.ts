/**
 * The Russian form of a noun after a count: `one` for 1, 21, 101…, `few` for 2–4, 22–24…,
 * `many` for 0, 5–20, 25… (11–14 take `many` whatever their last digit).
 */
export function pluralWord(n: number, one: string, few: string, many: string): string {
  const tens = Math.abs(n) % 100;
  const ones = tens % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (ones === 1) return one;
  if (ones >= 2 && ones <= 4) return few;
  return many;
}

/** The count with its noun, for a person to read: «1 город», «2482 авиарейса», «692 поезда». */
export function counted(n: number, one: string, few: string, many: string): string {
  return `${n} ${pluralWord(n, one, few, many)}`;
}
