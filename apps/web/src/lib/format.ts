const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** Kopecks as the price a Russian reads: «2 890 ₽». */
export const formatRubles = (kopecks: number): string => `${rubles.format(kopecks / 100)} ₽`;

/** «5 ч 30 мин», «45 мин», «2 д 3 ч». */
export function formatDuration(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days ? `${days} д` : '',
    hours ? `${hours} ч` : '',
    rest || (!days && !hours) ? `${rest} мин` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Times arrive as the station's wall clock with its offset ('2026-11-24T08:30:00+03:00'); the
 * site shows that wall clock as is, never converted to the visitor's zone.
 */
export const wallClock = (iso: string): string => iso.slice(11, 16);

const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  weekday: 'short',
  timeZone: 'UTC',
});

/** «вт, 24 ноября» for the station-local date of a time or a 'YYYY-MM-DD' date. */
export const wallDate = (iso: string): string =>
  dayFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

/** «UTC+3» from a time's own offset: which zone a wall clock is in. */
export function zoneLabel(iso: string): string {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(iso);
  if (!m) return '';
  const hours = Number(m[2]);
  return `UTC${m[1]}${hours}${m[3] === '00' ? '' : `:${m[3]}`}`;
}
