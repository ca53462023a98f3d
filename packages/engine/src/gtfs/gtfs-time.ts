/**
 * GTFS clock times count from the service day's noon minus 12 h and may pass 24:00 for trips
 * that run after midnight; minutes and seconds above 59 (seen in real feeds: «19:70:00") are
 * errors, not overflow, because nobody can tell which time was meant.
 */
export function parseGtfsTime(text: string): number | null {
  const match = /^(\d{1,3}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (minutes > 59 || seconds > 59 || hours > 167) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** A GTFS date (YYYYMMDD) as the number 20261122, or null when it is not a calendar date. */
export function parseGtfsDate(text: string): number | null {
  if (!/^\d{8}$/.test(text)) return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6));
  const day = Number(text.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return Number(text);
}
