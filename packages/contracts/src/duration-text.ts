/** «5 ч 30 мин», «45 мин», «2 д 3 ч»: durations are worded once for the site and the server's texts alike. */
export function formatDuration(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [
    days ? `${days} д` : '',
    hours ? `${hours} ч` : '',
    rest || (!days && !hours) ? `${rest} мин` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
