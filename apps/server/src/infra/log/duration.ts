/** A duration in a log line for a person: «4,8 с», «59 с». */
export function seconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} с`;
}
